/**
 * The site's search engine and Pagefind side by side on one build (issue
 * #38): the judged sets through the same scoring, first-query bytes, cold
 * results and keystroke p95 in Chromium through the same modal, index build
 * time, and search offline with the site's service worker.
 *
 * `npx tsx scripts/bench/pagefind/compare.ts <build dir>` prints the
 * Markdown table, the machine's load before and after, and the targets
 * Pagefind misses. Scratch files go to .tmp/pagefind/compare/. Ports
 * PAGEFIND_COMPARE_PORT (default 6100) to +3; PAGEFIND_COMPARE_RUNS timed
 * runs per engine (default 5).
 */
import {readFileSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {launchChromium} from '../chromium';
import {timeIndexBuild} from '../indexBuildTime';
import {measureSearchQuality} from '../searchQuality';
import {measureFirstQueryBytes} from '../searchTiming';
import {serveSite} from '../serveSite';
import {summarize} from '../stats';
import {markBuiltPages, writePagefindIndex} from './buildPagefindIndex';
import {comparisonTable, type EngineFigures, type Engines, missedTargets} from './comparisonTable';
import {measureOfflineSearch} from './offlineSearch';
import {measurePagefindQuality} from './pagefindQuality';
import {ownSearchFiles, pagefindSearchFiles} from './searchFiles';
import {makePagefindCopy} from './servedCopy';
import {timeEngines} from './timeBoth';

const SCRATCH = '.tmp/pagefind/compare';
const BASE_PORT = Number(process.env.PAGEFIND_COMPARE_PORT) || 6100;
const RUNS = Number(process.env.PAGEFIND_COMPARE_RUNS) || 5;
/** Index builds per engine: each takes seconds, and the median is what counts. */
const BUILD_RUNS = 3;

function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}

function log(message: string): void {
  console.error(`[compare] ${message}`);
}

async function indexBuildTimes(buildDir: string, pagefindIndex: string) {
  const marked = await markBuiltPages(buildDir);
  const ours: number[] = [];
  const pagefind: number[] = [];
  for (let run = 0; run < BUILD_RUNS; run++) {
    ours.push(await timeIndexBuild(buildDir));
    pagefind.push((await writePagefindIndex(marked, pagefindIndex)).seconds);
  }
  return {ours: summarize(ours), pagefind: summarize(pagefind), pages: marked.length};
}

async function main(): Promise<void> {
  const buildDir = process.argv[2];
  if (!buildDir) throw new Error('usage: npx tsx scripts/bench/pagefind/compare.ts <build dir>');
  const loadBefore = loadAverage();
  const pagefindIndex = path.join(SCRATCH, 'index');
  const copyDir = path.join(SCRATCH, 'site');

  log('index builds');
  const builds = await indexBuildTimes(buildDir, pagefindIndex);
  log(`Pagefind indexed ${builds.pages} pages; copying the build with Pagefind behind the modal`);
  const chunk = await makePagefindCopy(buildDir, pagefindIndex, copyDir);

  const ours = await serveSite(buildDir, BASE_PORT);
  const withPagefind = await serveSite(copyDir, BASE_PORT + 1);
  const browser = await launchChromium();
  try {
    log('judged sets');
    const quality = {
      ours: await measureSearchQuality(buildDir),
      pagefind: await measurePagefindQuality(copyDir, withPagefind.origin),
    };
    log('first-query bytes');
    const firstQueryBytes = {
      ours: await measureFirstQueryBytes(browser, ours.origin),
      pagefind: await measureFirstQueryBytes(browser, withPagefind.origin),
    };
    log(`timings, ${RUNS} runs each, alternating`);
    const timings = await timeEngines(browser, {ours: ours.origin, pagefind: withPagefind.origin}, RUNS);
    log('offline');
    const offline = {
      ours: await measureOfflineSearch(browser, buildDir, BASE_PORT + 2),
      pagefind: await measureOfflineSearch(browser, copyDir, BASE_PORT + 3),
    };
    const searchFiles = {ours: await ownSearchFiles(buildDir), pagefind: await pagefindSearchFiles(copyDir)};
    const figures = (name: keyof Engines): EngineFigures => ({
      quality: quality[name],
      firstQueryBytes: firstQueryBytes[name],
      timings: timings[name],
      indexBuildSeconds: builds[name],
      searchFiles: searchFiles[name],
      offline: offline[name],
    });
    const engines: Engines = {ours: figures('ours'), pagefind: figures('pagefind')};
    console.log(comparisonTable(engines));
    console.log('');
    console.log(
      `Build ${buildDir}, ${builds.pages} pages; Pagefind behind the modal in place of chunk ${chunk.chunkId} (${chunk.file}).`,
    );
    console.log(`Timings: medians (min–max) of ${RUNS} runs per engine; index build: ${BUILD_RUNS} runs.`);
    console.log(
      `Load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAverage()}; ${availableParallelism()} CPUs.`,
    );
    for (const [name, engine] of Object.entries(engines)) {
      const missed = missedTargets(engine);
      console.log(`${name}: ${missed.length === 0 ? 'meets every target' : `misses ${missed.join('; ')}`}`);
    }
  } finally {
    await browser.close();
    await ours.close();
    await withPagefind.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
