/**
 * The phone loop (#53): calibrated mobile Lighthouse runs of chosen bench
 * pages, both phone classes, N runs, with the bench's calibration and its
 * busy-host rule, for the work tree's build and, with `--baseline`, an
 * earlier commit's build side by side, the builds taking turns run by run so
 * that the machine's load falls on both alike. Prints the medians with their
 * ranges against the budgets, and each build against the baseline by the
 * manifest's rule (a difference counts only beyond the noisier build's range).
 * Short enough to run after every step; `npm run bench` stays the full report.
 *
 * Usage: npx tsx scripts/bench/phones.ts [--runs=5] [--pages=home,address page,veYFI calculator]
 *          [--devices=mid,low] [--baseline=<git revision> | --floor] [--tasks] [--no-build]
 * `--floor` measures, beside the work tree's build, a copy of it whose pages
 * load no app scripts at all (./floor.ts): the floor the app's start-up adds to.
 * `--tasks` also prints each run's main-thread tasks of 50 ms or more with their causes.
 * `--no-build` measures the builds an earlier run left in .tmp/; pin the stand-in
 * nodes' ports it baked in with BENCH_CHAIN_PORTS (the earlier run prints them).
 */

import {buildBaseline} from './baseline';
import {buildDir, REAL_BUILD, runBuild} from './build';
import {runCalibrated} from './calibratedRun';
import {DEVICE_CLASSES} from './calibration';
import {startChainStandIns} from './chainStandIn';
import {writeFloorBuild} from './floor';
import {HostBenchmark} from './hostIndex';
import {BENCH_PAGES} from './pages';
import {describeMainThread, type PhoneRun, seriesRows, seriesTable} from './phoneSeries';
import {BASELINE_SITE_PORT, CHAIN_PORTS, SITE_PORT} from './ports';
import {type ServedSite, serveSite} from './serveSite';

const DEFAULT_PAGES = ['home', 'address page', 'veYFI calculator'];

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(option('runs') ?? 5);
const pageLabels = option('pages')?.split(',') ?? DEFAULT_PAGES;
const deviceIds = option('devices')?.split(',') ?? DEVICE_CLASSES.map((device) => device.id);
const baselineRevision = option('baseline');
const reuse = args.includes('--no-build');
const floor = args.includes('--floor');
const tasks = args.includes('--tasks');
const FLOOR_DIR = '.tmp/bench-floor/build';

function choices() {
  const pages = pageLabels.map((label) => {
    const page = BENCH_PAGES.find((p) => p.label === label);
    if (!page)
      throw new Error(`No bench page "${label}"; the pages are: ${BENCH_PAGES.map((p) => p.label).join(', ')}`);
    return page;
  });
  const devices = DEVICE_CLASSES.filter((device) => deviceIds.includes(device.id));
  if (devices.length === 0) throw new Error(`--devices takes ${DEVICE_CLASSES.map((d) => d.id).join(', ')}`);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  if (floor && baselineRevision) throw new Error('--floor and --baseline each take the second place: choose one');
  return {pages, devices};
}

async function main(): Promise<void> {
  const {pages, devices} = choices();
  const started = performance.now();
  console.log(`[phones] stand-in nodes on BENCH_CHAIN_PORTS=${Object.values(CHAIN_PORTS).join(',')}`);
  if (!reuse) {
    console.log('[phones] building the work tree');
    await runBuild(REAL_BUILD);
  }
  const baseline = baselineRevision ? await buildBaseline(baselineRevision) : null;
  if (floor) writeFloorBuild(buildDir(REAL_BUILD), FLOOR_DIR);
  const second = baseline
    ? {name: `baseline ${baseline.commit}`, dir: baseline.dir}
    : floor
      ? {name: 'floor (no app scripts)', dir: FLOOR_DIR}
      : null;
  const builds: {name: string; dir: string; port: number}[] = [
    {name: 'work tree', dir: buildDir(REAL_BUILD), port: SITE_PORT},
    ...(second ? [{...second, port: BASELINE_SITE_PORT}] : []),
  ];

  const chain = await startChainStandIns();
  const sites: ServedSite[] = [];
  let host: HostBenchmark | null = null;
  try {
    for (const build of builds) sites.push(await serveSite(build.dir, build.port));
    host = await HostBenchmark.open();
    const results: PhoneRun[] = [];
    // Builds alternate innermost, and start in turn, so neither always runs first.
    for (let run = 1; run <= runs; run += 1)
      for (const page of pages)
        for (const device of devices)
          for (let b = 0; b < builds.length; b += 1) {
            const build = builds[(b + run) % builds.length]!;
            const site = sites[builds.indexOf(build)]!;
            const url = `${site.origin}${page.path}`;
            const result = await runCalibrated(host, url, device);
            results.push({
              build: build.name,
              page: page.label,
              device: device.id,
              tbtMs: result.sample.tbtMs,
              lcpMs: result.sample.lcpMs,
              multiplier: result.calibration.multiplier,
              busy: result.check.busy,
            });
            console.log(
              `[phones] run ${run}/${runs} ${page.label} ${device.id} ${build.name}: TBT ${Math.round(result.sample.tbtMs)} ms, LCP ${Math.round(result.sample.lcpMs)} ms at ${result.calibration.multiplier}×${result.check.busy ? ' (busy host: not counted)' : ''}`,
            );
            if (tasks) console.log(`  ${describeMainThread(url, result.sample.longTasks, result.sample.mainThreadMs)}`);
          }
    console.log(`\n${seriesTable(seriesRows(results), second?.name)}`);
    console.log(`\n[phones] ${((performance.now() - started) / 60_000).toFixed(1)} min; ✓/✗: median within the budget`);
  } finally {
    await host?.close();
    await Promise.all(sites.map((site) => site.close()));
    await chain.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
