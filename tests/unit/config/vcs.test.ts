import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {vcsPreset} from '../../../config/vcs';

describe('vcsPreset', () => {
  it('reads the dates from git history in a clone', () => {
    expect(vcsPreset(path.resolve('.'))).toBe('default-v1');
  });

  it('builds without dates, saying so once, where there is no git history', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(vcsPreset(mkdtempSync(path.join(tmpdir(), 'source-archive-')))).toBe('disabled');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/without "Last updated" dates/);
    } finally {
      warn.mockRestore();
    }
  });
});
