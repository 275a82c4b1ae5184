/**
 * The search index step on its own: what the local-search plugin's postBuild
 * does (read every built page, shard, write), run on a finished build. Inside
 * the build that step runs concurrently with the other plugins' postBuild
 * hooks, so its logged wall time also counts their work; alone, it is the
 * time the index adds.
 */
import {rmSync} from 'node:fs';
import {localSearchOptions} from '../../config/search';
import {buildSearchIndex, writeSearchIndex} from '../../plugins/local-search/buildIndex';

const SCRATCH_DIR = '.tmp/bench-index-timing';

export async function timeIndexBuild(outDir: string): Promise<number> {
  const {sectionLabels, statusRules} = localSearchOptions(null);
  const started = performance.now();
  const index = await buildSearchIndex({outDir, baseUrl: '/', sectionLabels, statusRules});
  await writeSearchIndex(index, SCRATCH_DIR);
  const seconds = (performance.now() - started) / 1000;
  rmSync(SCRATCH_DIR, {recursive: true, force: true});
  return seconds;
}
