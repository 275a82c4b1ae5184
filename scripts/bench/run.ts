/**
 * `npm run bench`: builds the site (cold, BENCH_RUNS times, default 3),
 * serves it on 127.0.0.1, measures bytes, Lighthouse scores (each page
 * BENCH_LIGHTHOUSE_RUNS times, default 5, as a mid-tier and a low-tier
 * phone) and search in Debian's Chromium, and writes BENCHMARKS.md with each
 * figure's median, minimum and maximum beside the previous run's
 * (benchmarks/last.json). BENCH_BASELINE=<git revision> also builds that
 * commit and measures its Lighthouse series in the same run, side by side.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import {budgets} from '../../config/budgets';
import {chainIds} from '../../src/data/chains';
import {type BaselineBuild, buildBaseline} from './baseline';
import {buildDir, NO_SEARCH_BAR_BUILD, REAL_BUILD, runBuild} from './build';
import {startChainStandIns} from './chainStandIn';
import {FigureLog} from './figureLog';
import {HostBenchmark} from './hostIndex';
import {readLastRun, writeLastRun} from './lastRun';
import {describeMachine, sampleLoadAverage} from './machine';
import {measureBuilds} from './measureBuilds';
import {measureInBrowser} from './measureInBrowser';
import {type MeasuredSite, measureLighthouse} from './measureLighthouse';
import {BENCH_PAGES} from './pages';
import {BASELINE_SITE_PORT, NO_SEARCH_SITE_PORT, SITE_PORT, SYNTHETIC_SITE_PORT} from './ports';
import {renderReport} from './report';
import {measureSearchQuality} from './searchQuality';
import {serveSite} from './serveSite';
import {readSourceState} from './sourceState';
import {summarize} from './stats';
import {buildSyntheticSite} from './syntheticIndex';

const REPORT_FILE = 'BENCHMARKS.md';
/** The search engine comparison (scripts/bench/pagefind/compare.ts), measured apart and kept in the report as written. */
const ENGINE_COMPARISON_FILE = 'benchmarks/search-engines.md';
const SYNTHETIC_DIR = '.tmp/bench-synthetic/build';

async function main(): Promise<void> {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  // Lighthouse's own variability guide: the median of 5 runs roughly halves a metric's run-to-run spread.
  const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  const busyRetries = Number(process.env.BENCH_BUSY_RETRIES ?? 2);
  const baselineRevision = process.env.BENCH_BASELINE;
  const started = performance.now();
  const date = new Date().toISOString();
  const machine = describeMachine();
  const loadAverage = sampleLoadAverage();
  const source = readSourceState();
  const previous = readLastRun();
  const log = new FigureLog();

  await measureBuilds(log, runs);
  console.log('[bench] search ranking quality on the judged sets');
  const quality = await measureSearchQuality(buildDir(REAL_BUILD));
  for (const [set, figures] of Object.entries(quality) as Array<[keyof typeof quality, (typeof quality)['public']]>) {
    const on = set === 'public' ? 'public judged set' : 'our judged set';
    const name = set === 'public' ? 'Public' : 'Own';
    const base = {section: 'Search', command: 'search-quality'} as const;
    for (let run = 0; run < runs; run += 1) {
      log.record(
        {
          ...base,
          id: `search-success-at-1:${set}`,
          label: `Success@1, ${on} (${figures.queries} queries)`,
          unit: 'share',
          budget: budgets[`searchSuccessAt1${name}`],
        },
        figures.successAt1,
      );
      log.record(
        {
          ...base,
          id: `search-success-at-5:${set}`,
          label: `Success@5, ${on}`,
          unit: 'share',
          budget: budgets[`searchSuccessAt5${name}`],
        },
        figures.successAt5,
      );
      log.record({...base, id: `search-mrr:${set}`, label: `Mean reciprocal rank, ${on}`, unit: 'ratio'}, figures.mrr);
    }
  }
  const missed = Object.entries(quality).flatMap(([set, figures]) =>
    figures.outcomes
      .filter((outcome) => outcome.rank !== 1)
      .map(
        (outcome) => `"${outcome.query}" (${set}: ${outcome.rank === 0 ? 'not shown' : `answer at ${outcome.rank}`})`,
      ),
  );
  console.log('[bench] build without the search bar');
  await runBuild(NO_SEARCH_BAR_BUILD);
  console.log('[bench] synthetic 10× search index');
  const synthetic = await buildSyntheticSite(buildDir(REAL_BUILD), SYNTHETIC_DIR);
  const baseline: BaselineBuild | null = baselineRevision ? await buildBaseline(baselineRevision) : null;

  const chain = await startChainStandIns();
  const real = await serveSite(buildDir(REAL_BUILD), SITE_PORT);
  const withoutSearchBar = await serveSite(buildDir(NO_SEARCH_BAR_BUILD), NO_SEARCH_SITE_PORT);
  const syntheticSite = await serveSite(SYNTHETIC_DIR, SYNTHETIC_SITE_PORT);
  const baselineSite = baseline ? await serveSite(baseline.dir, BASELINE_SITE_PORT) : null;
  const host = await HostBenchmark.open();
  try {
    const browserExternal = await measureInBrowser(
      log,
      {
        real: {origin: real.origin, dir: buildDir(REAL_BUILD)},
        withoutSearchBar: {origin: withoutSearchBar.origin, dir: buildDir(NO_SEARCH_BAR_BUILD)},
        synthetic: {origin: syntheticSite.origin, dir: SYNTHETIC_DIR},
      },
      runs,
    );
    const sites: MeasuredSite[] = [{label: 'this build', origin: real.origin, log}];
    if (baseline && baselineSite)
      sites.push({label: `commit ${baseline.commit}`, origin: baselineSite.origin, log: new FigureLog()});
    const lighthouse = await measureLighthouse(sites, host, {runs: lighthouseRuns, busyRetries});
    const external = [...new Set([...browserExternal, ...lighthouse.externalRequests])];
    log.record(
      {
        id: 'external-requests',
        section: 'Checks',
        command: 'page-weight',
        label: 'Distinct requests to other hosts from measured pages (browser and Lighthouse runs)',
        unit: 'count',
        budget: budgets.externalRequests,
      },
      external.length,
    );

    const routesCost = log.all().find((figure) => figure.id === 'shared-js-recent-routes')?.samples[0];
    const notes = [
      ...(routesCost === undefined
        ? []
        : [
            `Shared JS budget: ${(budgets.sharedJs.limit / 1000).toFixed(0)} KB, not the first 140 KB. The routes of the 92 pages of #21 add ${(routesCost / 1000).toFixed(1)} KB to the JS every page loads (the figure under Bytes, a build without those pages subtracted from this one); #21 lets the budget grow by that cost up to 145 KB.`,
          ]),
      `The bench build is the production build with \`E2E_FIXTURES=false\` and \`RPC_URL\` and \`RPC_URL_<chain id>\` set to local nodes: this machine has no internet, so the address pages and the calculator read one anvil node per listed chain (${chainIds.join(', ')}), each answering with its chain id and holding the chain tests' stand-in contracts (harness/chain), instead of the public RPCs. Sites are served by scripts/lib/staticServer.ts on 127.0.0.1.`,
      `Search queries whose first hit is not an answer: ${missed.length ? missed.join(', ') : 'none'}.`,
      `Synthetic site: ${synthetic.pages} pages; its index is ${(synthetic.indexBytes / 1e6).toFixed(1)} MB of files the browser may fetch (uncompressed), sharded in ${synthetic.writeSeconds.toFixed(1)} s.`,
      ...[...lighthouse.failedAudits]
        .filter(([, audits]) => audits.size)
        .map(
          ([page, audits]) =>
            `Lighthouse audits losing points on \`${page}\` (accessibility, best practices, SEO): ${[...audits].join(', ')}.`,
        ),
      ...(external.length ? [`Requests to other hosts (blocked): ${external.join(', ')}`] : []),
    ];
    const figures = log.all();
    const benchSeconds = (performance.now() - started) / 1000;
    writeFileSync(
      REPORT_FILE,
      renderReport({
        date,
        machine,
        source,
        runs,
        lighthouseRuns,
        benchSeconds,
        endLoadAverage: os.loadavg()[0]!,
        loadSamples: loadAverage.stop(),
        figures,
        previous,
        notes,
        appendix: existsSync(ENGINE_COMPARISON_FILE) ? readFileSync(ENGINE_COMPARISON_FILE, 'utf8') : undefined,
        series: {
          pages: BENCH_PAGES,
          busyRuns: lighthouse.busyRuns,
          busyRetries,
          ...(sites[1] ? {baseline: {label: sites[1].label, figures: sites[1].log.all()}} : {}),
        },
      }),
    );
    writeLastRun({
      date,
      machine,
      figures: Object.fromEntries(figures.map((figure) => [figure.id, summarize(figure.samples)])),
    });
    console.log(`[bench] wrote ${REPORT_FILE} in ${(benchSeconds / 60).toFixed(1)} min`);
  } finally {
    await host.close();
    await Promise.all([real.close(), withoutSearchBar.close(), syntheticSite.close(), baselineSite?.close()]);
    await chain.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
