import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {vcsPreset} from '@site/config/vcs';
import {describe, expect, it, vi} from 'vitest';

describe('vcsPreset', () => {
  it('reads the dates from git history in a clone', () => {
    expect(vcsPreset(path.resolve('.'))).toBe('default-v1');
  });

  it('builds without dates, saying so once, where there is no git history', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    delete process.env.YEARN_DOCS_NO_GIT_WARNED;
    try {
      const archive = mkdtempSync(path.join(tmpdir(), 'source-archive-'));
      // Docusaurus reads the configuration more than once in a build
      expect(vcsPreset(archive)).toBe('disabled');
      expect(vcsPreset(archive)).toBe('disabled');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/without "Last updated" dates/);
    } finally {
      warn.mockRestore();
    }
  });
});
