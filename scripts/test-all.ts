/**
 * Runs every suite the project has, in the order their inputs need, and ends
 * with one line `N passed, N failed` totalling them all:
 *   type check, lint, unit tests, chain tests (real local node), the
 *   production build (with the test-only fixture pages, reading the chain
 *   from the local node the chain specs start), a second build in
 *   Algolia mode (for the search tests against a local Algolia stand-in),
 *   a third without the search bar (what the bar adds to a first load),
 *   a fourth under a sub-path (BASE_URL),
 *   a build from a source archive (no git history),
 *   end-to-end tests in Chromium against those builds.
 * Exits non-zero when anything failed.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {ALGOLIA_TEST_ENV} from '../harness/site/algoliaTestApp';
import {noSearchBarBuildArgs} from '../harness/site/noSearchBarBuild';
import {SUB_PATH_BASE_URL, subPathBuildArgs} from '../harness/site/subPathBuild';
import {chainIds, rpcEnvName} from '../src/data/chains';
import {freePortsSync} from './lib/freePorts';

// Free ports for the end-to-end server and its anvil node, chosen before the build, which bakes the
// node's URL into the site; every child (the build, Playwright and its workers) reads them from here.
// One node per listed chain, Ethereum's first (harness/site/chainEndpoint.ts reads E2E_ANVIL_PORTS).
const [e2ePort, ...anvilPorts] = freePortsSync(1 + chainIds.length);
process.env.E2E_PORT = String(e2ePort);
process.env.E2E_ANVIL_PORT = String(anvilPorts[0]);
process.env.E2E_ANVIL_PORTS = anvilPorts.join(',');
const anvilUrl = `http://127.0.0.1:${anvilPorts[0]}`;
const chainRpcEnv = Object.fromEntries(chainIds.map((id, i) => [rpcEnvName(id), `http://127.0.0.1:${anvilPorts[i]}`]));

interface Tally {
  name: string;
  passed: number;
  failed: number;
  /** Names of the failed tests, repeated in the summary so a log's tail says what broke. */
  failures?: string[];
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {assertionResults: {fullName: string; status: string}[]}[];
}

const RESULTS = 'test-results';
const tallies: Tally[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  return result.status === 0;
}

/** A check that passes or fails as a whole counts as one test. */
function check(name: string, command: string, args: string[], env?: NodeJS.ProcessEnv): boolean {
  const ok = run(command, args, env);
  tallies.push({name, passed: ok ? 1 : 0, failed: ok ? 0 : 1});
  return ok;
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

function vitest(project: string): void {
  const report = `${RESULTS}/${project}.json`;
  rmSync(report, {force: true});
  const ok = run('npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const json = readJson<VitestReport>(report);
  const failed = json?.numFailedTests ?? 0;
  const failures = (json?.testResults ?? []).flatMap((file) =>
    file.assertionResults.filter((test) => test.status === 'failed').map((test) => test.fullName),
  );
  tallies.push({name: `${project} tests`, passed: json?.numPassedTests ?? 0, failed: failed || (ok ? 0 : 1), failures});
}

interface PlaywrightSuite {
  title: string;
  specs?: {title: string; ok: boolean; file: string; line: number}[];
  suites?: PlaywrightSuite[];
}

function failedSpecs(suite: PlaywrightSuite): string[] {
  const own = (suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${spec.file}:${spec.line} ${spec.title}`);
  return [...own, ...(suite.suites ?? []).flatMap(failedSpecs)];
}

function playwright(): void {
  const report = `${RESULTS}/e2e-report.json`;
  rmSync(report, {force: true});
  const ok = run('npx', ['playwright', 'test']);
  const json = readJson<{
    stats: {expected: number; unexpected: number; flaky: number; skipped: number};
    suites: PlaywrightSuite[];
  }>(report);
  const stats = json?.stats;
  const failed = (stats?.unexpected ?? 0) + (stats?.flaky ?? 0) + (stats?.skipped ?? 0);
  const failures = (json?.suites ?? []).flatMap(failedSpecs);
  tallies.push({name: 'end-to-end tests', passed: stats?.expected ?? 0, failed: failed || (ok ? 0 : 1), failures});
}

mkdirSync(RESULTS, {recursive: true});
check('type check', 'npx', ['tsc', '--noEmit', '-p', '.']);
check('lint (Biome: rules, formatting, import order)', 'npx', ['biome', 'check', '.']);
vitest('unit');
vitest('chain');
// The end-to-end build reads the chain from the local node the chain specs start.
const e2eBuildEnv = {E2E_FIXTURES: 'true', RPC_URL: anvilUrl, ...chainRpcEnv};
const built = check('production build', 'npx', ['docusaurus', 'build'], e2eBuildEnv);
// Reads the chain from the same local nodes: its pages' live values and badges must not reach a public RPC.
const builtAlgolia = check('Algolia-mode build', 'scripts/build-isolated.sh', ['search-algolia'], {
  ...e2eBuildEnv,
  E2E_FIXTURES: 'false',
  ...ALGOLIA_TEST_ENV,
});
// The same build without the search bar: the byte-budget test weighs what the bar adds to a first load.
const builtNoSearchBar = check(
  'build without the search bar',
  'scripts/build-isolated.sh',
  noSearchBarBuildArgs(),
  e2eBuildEnv,
);
// The site under a sub-path (BASE_URL), as GitHub project pages and IPFS path gateways serve it: tests/e2e/static-hosts.spec.ts crawls it.
check('build under a sub-path', 'scripts/build-isolated.sh', subPathBuildArgs(), {
  ...e2eBuildEnv,
  E2E_FIXTURES: 'false',
  BASE_URL: SUB_PATH_BASE_URL,
});
check('build from a source archive', 'scripts/build-from-archive.sh', []);
if (built && builtAlgolia && builtNoSearchBar) {
  playwright();
} else {
  tallies.push({name: 'end-to-end tests (not run: the build failed)', passed: 0, failed: 1});
}

const passed = tallies.reduce((sum, tally) => sum + tally.passed, 0);
const failed = tallies.reduce((sum, tally) => sum + tally.failed, 0);
console.log('\nSummary:');
for (const tally of tallies) {
  console.log(`  ${tally.name}: ${tally.passed} passed, ${tally.failed} failed`);
  for (const failure of tally.failures ?? []) console.log(`    failed: ${failure}`);
}
const summary = `${passed} passed, ${failed} failed`;
writeFileSync(`${RESULTS}/summary.txt`, `${summary}\n`);
console.log(summary);
process.exit(failed === 0 ? 0 : 1);
