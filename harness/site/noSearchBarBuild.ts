/**
 * The end-to-end build again, without the navbar search bar (the bench's
 * scripts/bench/noSearchBar.config.ts): a page's first load in the real build
 * minus the same page's in this one is exactly the JS the search bar costs a
 * page that never opens it. `npm test` builds it beside the real one, with the
 * same environment; a manual run builds it when it is missing or older than
 * the build under test (E2E_NO_SEARCH_BUILD_DIR, default .tmp/e2e-nosearch/build).
 */
import {execFileSync} from 'node:child_process';
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {BUILD_DIR} from '@site/harness/site/builtSite';
import {chainBuildEnv} from '@site/harness/site/chainEndpoint';

export const NO_SEARCH_BAR_BUILD_DIR = process.env.E2E_NO_SEARCH_BUILD_DIR ?? '.tmp/e2e-nosearch/build';

/** The Docusaurus configuration of that build; the bench builds with it too. */
export const NO_SEARCH_BAR_CONFIG = 'scripts/bench/noSearchBar.config.ts';

/** The build-isolated.sh name and arguments of that build, for scripts/test-all.ts. */
export const noSearchBarBuildArgs = (): string[] => [
  NO_SEARCH_BAR_BUILD_DIR.split('/').at(-2)!,
  '--config',
  NO_SEARCH_BAR_CONFIG,
];

/** The environment of the end-to-end build, which this one must share. */
export const noSearchBarBuildEnv = (): NodeJS.ProcessEnv => ({E2E_FIXTURES: 'true', ...chainBuildEnv()});

const builtAt = (dir: string) => statSync(path.join(dir, 'index.html')).mtimeMs;

export function ensureNoSearchBarBuild(): void {
  const index = path.join(NO_SEARCH_BAR_BUILD_DIR, 'index.html');
  if (existsSync(index) && builtAt(NO_SEARCH_BAR_BUILD_DIR) >= builtAt(BUILD_DIR)) return;
  execFileSync('scripts/build-isolated.sh', noSearchBarBuildArgs(), {
    stdio: 'inherit',
    env: {...process.env, ...noSearchBarBuildEnv()},
  });
}
