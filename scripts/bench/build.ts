/**
 * One cold production build in the bench's own folder (the isolated build
 * script turns the persistent bundler cache off), timed, with the peak memory
 * of its whole process tree, the search plugin's own timing of its index
 * step, and the size of what it wrote.
 */
import {spawn} from 'node:child_process';
import {NO_SEARCH_BAR_CONFIG} from '../../harness/site/noSearchBarBuild';
import {chainIds, rpcEnvName} from '../../src/data/chains';
import {CHAIN_PORTS, origin} from './ports';
import {samplePeakRss} from './processTreeRss';

/**
 * A production build, except that every listed chain is read from its local
 * stand-in node (the machine has no internet): a chain left on its public RPC
 * would show as failed requests to other hosts, console errors and retries in
 * the measured pages.
 */
export const BENCH_BUILD_ENV: Readonly<Record<string, string>> = {
  E2E_FIXTURES: 'false',
  RPC_URL: origin(CHAIN_PORTS[1]),
  ...Object.fromEntries(chainIds.map((id) => [rpcEnvName(id), origin(CHAIN_PORTS[id])])),
};

export interface BuildVariant {
  /** Folder under .tmp/ */
  name: string;
  extraArgs: string[];
}

export const REAL_BUILD: BuildVariant = {name: 'bench', extraArgs: []};
export const NO_SEARCH_BAR_BUILD: BuildVariant = {
  name: 'bench-nosearch',
  extraArgs: ['--config', NO_SEARCH_BAR_CONFIG],
};
export const NO_CONTRACT_PAGES_BUILD: BuildVariant = {
  name: 'bench-nocontracts',
  extraArgs: ['--config', 'scripts/bench/noContractPages.config.ts'],
};

export const NO_RECENT_PAGES_BUILD: BuildVariant = {
  name: 'bench-norecent',
  extraArgs: ['--config', 'scripts/bench/noRecentPages.config.ts'],
};

export function buildDir(variant: BuildVariant): string {
  return `.tmp/${variant.name}/build`;
}

export function buildCommand(variant: BuildVariant): string {
  const env = Object.entries(BENCH_BUILD_ENV).map(([key, value]) => `${key}=${value}`);
  return [...env, 'scripts/build-isolated.sh', variant.name, ...variant.extraArgs].join(' ');
}

export interface BuildSample {
  wallSeconds: number;
  peakRssBytes: number;
  /** The local-search plugin's postBuild wall time, as it logs it. */
  indexSeconds: number;
}

const INDEX_LOG = /\[local-search\] Indexed .* in ([\d.]+) s \(/;

export function runBuild(variant: BuildVariant): Promise<BuildSample> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('scripts/build-isolated.sh', [variant.name, ...variant.extraArgs], {
      env: {...process.env, ...BENCH_BUILD_ENV},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const memory = samplePeakRss(child.pid!);
    let log = '';
    child.stdout.on('data', (data: Buffer) => {
      log += data.toString();
    });
    child.stderr.on('data', (data: Buffer) => {
      log += data.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const wallSeconds = (performance.now() - started) / 1000;
      const peakRssBytes = memory.stop();
      if (code !== 0) return reject(new Error(`${buildCommand(variant)} failed (${code}):\n${log.slice(-4000)}`));
      const index = INDEX_LOG.exec(log);
      if (!index) return reject(new Error(`The build did not log its search index step:\n${log.slice(-2000)}`));
      resolve({wallSeconds, peakRssBytes, indexSeconds: Number(index[1])});
    });
  });
}
