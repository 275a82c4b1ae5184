/**
 * The build of an earlier commit, for the side-by-side Lighthouse series
 * (BENCH_BASELINE=<git revision>, e.g. HEAD~1): the commit's files are
 * exported with `git archive` into .tmp/bench-baseline/src (the work tree and
 * the index are not touched), linked to this checkout's node_modules, and
 * built there with the bench's build settings.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, rmSync, symlinkSync} from 'node:fs';
import path from 'node:path';
import {BENCH_BUILD_ENV} from './build';
import {runQuietly} from './runQuietly';

const BASELINE_SRC = '.tmp/bench-baseline/src';
const BASELINE_NAME = 'bench-baseline';

export interface BaselineBuild {
  /** Short commit hash. */
  commit: string;
  /** The built site. */
  dir: string;
}

export async function buildBaseline(revision: string): Promise<BaselineBuild> {
  const commit = execFileSync('git', ['rev-parse', '--short', `${revision}^{commit}`], {encoding: 'utf8'}).trim();
  const src = path.resolve(BASELINE_SRC);
  rmSync(src, {recursive: true, force: true});
  mkdirSync(src, {recursive: true});
  const archive = execFileSync('git', ['archive', '--format=tar', commit], {maxBuffer: 1 << 30});
  execFileSync('tar', ['-x', '-C', src], {input: archive});
  symlinkSync(path.resolve('node_modules'), path.join(src, 'node_modules'), 'dir');
  console.log(`[bench] building the baseline, ${commit}`);
  await runQuietly('scripts/build-isolated.sh', [BASELINE_NAME], {
    cwd: src,
    env: {...process.env, ...BENCH_BUILD_ENV},
    what: `baseline build of ${commit}`,
  });
  return {commit, dir: path.join(src, '.tmp', BASELINE_NAME, 'build')};
}
