import {mkdir, mkdtemp, readFile, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {stageDevIndex} from '@site/plugins/local-search';
import {describe, expect, it, vi} from 'vitest';

vi.mock('@docusaurus/logger', () => ({default: {info: () => undefined, warn: () => undefined}}));

describe('the index in "npm run dev"', () => {
  it('serves the newest index of the last build', async () => {
    const site = await mkdtemp(path.join(tmpdir(), 'search-dev-'));
    await mkdir(path.join(site, 'build/search-index.0123abcd'), {recursive: true});
    await writeFile(path.join(site, 'build/search-index.0123abcd/manifest.json'), '{"v":2}');
    const staging = path.join(site, 'staging');
    expect(await stageDevIndex(site, 'build', staging)).toBe('search-index.0123abcd');
    expect(await readFile(path.join(staging, 'search-index.0123abcd/manifest.json'), 'utf8')).toBe('{"v":2}');
  });

  it('serves a notice that says how to get an index when there is no build', async () => {
    const site = await mkdtemp(path.join(tmpdir(), 'search-dev-'));
    const staging = path.join(site, 'staging');
    const folder = await stageDevIndex(site, 'build', staging);
    const notice = JSON.parse(await readFile(path.join(staging, folder, 'manifest.json'), 'utf8'));
    expect(notice.error).toMatch(/Run "npm run build" once/);
  });
});
