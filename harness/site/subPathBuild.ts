/**
 * The production build again under a sub-path (`BASE_URL`), as a GitHub
 * project page or an IPFS path gateway serves a site. `npm test` builds it
 * beside the end-to-end build, with the same chain environment; a manual run
 * builds it when it is missing or older than the build under test
 * (E2E_SUB_PATH_BUILD_DIR, default .tmp/e2e-subpath/build).
 */
import {execFileSync} from 'node:child_process';
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {BUILD_DIR} from '@site/harness/site/builtSite';
import {chainBuildEnv} from '@site/harness/site/chainEndpoint';

export const SUB_PATH_BASE_URL = '/some/path/';
export const SUB_PATH_BUILD_DIR = process.env.E2E_SUB_PATH_BUILD_DIR ?? '.tmp/e2e-subpath/build';

/** The build-isolated.sh arguments and environment of that build, for scripts/test-all.ts. */
export const subPathBuildArgs = (): string[] => [SUB_PATH_BUILD_DIR.split('/').at(-2)!];
export const subPathBuildEnv = (): NodeJS.ProcessEnv => ({
  E2E_FIXTURES: 'false',
  BASE_URL: SUB_PATH_BASE_URL,
  ...chainBuildEnv(),
});

const builtAt = (dir: string) => statSync(path.join(dir, 'index.html')).mtimeMs;

export function ensureSubPathBuild(): void {
  const index = path.join(SUB_PATH_BUILD_DIR, 'index.html');
  if (existsSync(index) && builtAt(SUB_PATH_BUILD_DIR) >= builtAt(BUILD_DIR)) return;
  execFileSync('scripts/build-isolated.sh', subPathBuildArgs(), {
    stdio: 'inherit',
    env: {...process.env, ...subPathBuildEnv()},
  });
}
