/**
 * The exact commands and procedures behind each figure, as the report lists
 * them. `npm run bench` runs them all; the shell commands also run by hand.
 */

import {MODAL_HITS_PER_PAGE, MODAL_RESULTS_PER_GROUP} from '../../config/search';
import {buildCommand, NO_CONTRACT_PAGES_BUILD, NO_RECENT_PAGES_BUILD, NO_SEARCH_BAR_BUILD, REAL_BUILD} from './build';
import {DEVICE_CLASSES, HOST_DRIFT_LIMIT} from './calibration';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './chromium';
import {HOST_INDEX_SAMPLES} from './hostIndex';
import {lighthouseCommand} from './lighthouse';
import {BENCH_PAGES, SEARCH_START_PAGE} from './pages';
import {NO_SEARCH_SITE_PORT, origin, SITE_PORT, SYNTHETIC_SITE_PORT} from './ports';
import {FIRST_WORD, KEYSTROKES} from './searchTiming';
import {SYNTHETIC_COPIES} from './syntheticIndex';

export type CommandKey =
  | 'build'
  | 'shared-js'
  | 'page-weight'
  | 'lighthouse-mobile'
  | 'lighthouse-desktop'
  | 'search-first-load'
  | 'search'
  | 'search-synthetic'
  | 'search-quality';

export interface CommandDoc {
  /** Shell commands, verbatim. */
  commands: string[];
  /** How the figure is read from what they do. */
  procedure: string;
}

const browser = `Playwright's Chromium API driving \`${CHROMIUM_PATH}\` with \`${CHROMIUM_FLAGS.join(' ')}\`, a fresh browser context (empty cache) at 1280×720 per sample`;
const pagePaths = BENCH_PAGES.map((page) => `\`${page.path}\``).join(', ');

export const COMMANDS: Record<CommandKey, CommandDoc> = {
  build: {
    commands: [buildCommand(REAL_BUILD), buildCommand(NO_CONTRACT_PAGES_BUILD)],
    procedure:
      "Cold build (no persistent cache), timed by scripts/bench/build.ts: wall clock from start to exit; peak memory is the highest sum of RSS over the whole process tree, read from /proc every 200 ms; the index time is the local-search plugin timing its own postBuild (its log line `[local-search] Indexed … in X s (Y s CPU)`); output size is the sum of file sizes under .tmp/bench/build. The contract pages' cost: each real build is followed by a cold build with scripts/bench/noContractPages.config.ts (the contract-reference plugin adds no routes), and the figure is the real build's wall time minus that one's.",
  },
  'shared-js': {
    commands: [buildCommand(NO_RECENT_PAGES_BUILD)],
    procedure:
      "harness/site/sharedScripts.ts on .tmp/bench/build: the `<script src>` files that every built page loads (runtime, main and common chunks), each gzipped (zlib default level, as the static server compresses). The routes of #21: the same on a build without its 92 pages, the 28 of Yearn's products since mid-2025 and the 64 YIP records (scripts/bench/noRecentPages.config.ts excludes their files and sidebar items), made once per bench run, subtracted from each real build's figure.",
  },
  'page-weight': {
    commands: [],
    procedure: `scripts/bench/pageWeights.ts with harness/site/pageWeight.ts: ${browser}; \`page.goto('${origin(SITE_PORT)}<page>', {waitUntil: 'networkidle'})\` for ${pagePaths}; gzip of every response body; prefetches (requests with \`Sec-Purpose: prefetch\`) counted apart; each file once. Chromium resolves no host but 127.0.0.1 (\`--host-resolver-rules\`), so requests to other hosts fail before leaving; a passive listener counts them.`,
  },
  'lighthouse-mobile': {
    commands: [
      'npx tsx scripts/bench/calibrate.ts --dry-run',
      lighthouseCommand(`${origin(SITE_PORT)}<page>`, 'mobile', {cpuSlowdownMultiplier: '<slowdown>'}),
    ],
    procedure: `Lighthouse's mobile run (simulated throttling), calibrated to a phone class: before each run scripts/bench/hostIndex.ts measures the host's benchmarkIndex with Lighthouse's own benchmark function (lighthouse/core/lib/page-functions.js \`computeBenchmarkIndex\`, the figure a report gives as environment.benchmarkIndex), evaluated ${HOST_INDEX_SAMPLES} times in a page of the same Chromium after one warm-up, and takes the median; the slowdown is that index over the class's (${DEVICE_CLASSES.map((device) => `${device.label} ${device.benchmarkIndex}`).join(', ')}: the scores Chrome DevTools' CPU calibration targets), to two decimals and never below 1×, passed as \`--throttling.cpuSlowdownMultiplier\` (the report's configSettings must show it). The host is measured again after the run; a run whose index moved by more than ${HOST_DRIFT_LIMIT * 100} % is not counted and is run again (BENCH_BUSY_RETRIES, default 2). Each page (${pagePaths}), each class, in each repetition (BENCH_LIGHTHOUSE_RUNS, default 5), the pages taking turns; scores, LCP, TBT and CLS from the JSON report. With BENCH_BASELINE=<revision>, that commit's build (scripts/bench/baseline.ts) is served beside this one and measured in turns with it, run by run.`,
  },
  'lighthouse-desktop': {
    commands: [lighthouseCommand(`${origin(SITE_PORT)}<page>`, 'desktop')],
    procedure: "Lighthouse's desktop preset, same pages.",
  },
  'search-first-load': {
    commands: [buildCommand(NO_SEARCH_BAR_BUILD)],
    procedure: `A build whose navbar search bar is replaced by nothing (scripts/bench/noSearchBar.config.ts), served at ${origin(NO_SEARCH_SITE_PORT)}. The JS and CSS that \`${SEARCH_START_PAGE}\` needs on its first load (page-weight procedure, prefetches left out) in the real build minus the same in that one. DocSearch JS: gzip of first-load scripts containing \`DocSearch-Modal\`, a class only DocSearch's modal renders.`,
  },
  search: {
    commands: [],
    procedure: `scripts/bench/searchTiming.ts on ${origin(SITE_PORT)}${SEARCH_START_PAGE}: ${browser}; load until network idle and hydrated; Ctrl+K, wait for the search input, type "${FIRST_WORD}"; time from the Ctrl+K keydown to the moment DocSearch renders the answer to "${FIRST_WORD}" (its results footer links to \`/search?q=${FIRST_WORD}\`), taken in the page with \`performance.now()\` and a MutationObserver. Then ${KEYSTROKES.length} single keystrokes (type " strategy", delete it, type " deposit", delete it), each timed from keydown to the render of the answer to the new query; the figure is their 95th percentile. The timed page has no request interception or response recorder. Bytes: in a separate cold page, gzip of every response from Ctrl+K until the first answer. Throttled: the same after CDP \`Emulation.setCPUThrottlingRate {rate: 4}\`.`,
  },
  'search-quality': {
    commands: ['npx tsx scripts/bench/searchQuality.ts .tmp/bench/build'],
    procedure: `scripts/bench/searchQuality.ts on the real build's index, in Node (the engine the browser runs, reading the index files from disk): each query of the judged sets benchmarks/search/judged-public.json (the public set) and benchmarks/search/judged-own.json (our own questions) is answered as the DocSearch modal asks (${MODAL_HITS_PER_PAGE} hits, at most ${MODAL_RESULTS_PER_GROUP} per lvl0 group), and the hits are read in the order the modal shows them (grouped by lvl0 in order of first appearance). A query succeeds at k when one of its answers (a route; its anchors count) is among the first k distinct pages. Success@1 and success@5 are shares of the set; MRR is the mean of 1/rank of the first answer (0 when none is shown). The ranking is deterministic, so the three runs agree.`,
  },
  'search-synthetic': {
    commands: [],
    procedure: `scripts/bench/syntheticIndex.ts: the built site's index records copied ${SYNTHETIC_COPIES}× under new URLs (a quarter of each copy's distinct words renamed, so the vocabulary grows as a larger site's would), sharded by the real index writer (plugins/local-search/buildIndex.ts) into a copy of the build at .tmp/bench-synthetic/build, served at ${origin(SYNTHETIC_SITE_PORT)}; the search procedure run against it. Nothing synthetic is written outside .tmp/.`,
  },
};
