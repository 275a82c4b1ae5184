/**
 * What a change to Docusaurus internals saves, side by side: one production
 * build as it ships and one per named change switched off
 * (`REPLACEMENTS_OFF`, plugins/internals/moduleReplacement.ts), each in its own
 * folder under .tmp/. Prints, per build, the gzip size of the JS every page
 * shares, of the JS each bench page needs on a cold load (prefetches left
 * out), of the JS it prefetches for other pages until the network is idle
 * and of its first-load CSS (the bench's page-weight procedure, against the
 * bench's chain stand-in),
 * with the difference from the shipped build. With `--tbt=N`, also the
 * median Total Blocking Time of N Lighthouse mobile runs (the bench's
 * command) on the user guide, the address page and the calculator, the builds taking turns
 * run by run so that the machine's load falls on all of them alike. With
 * `--main-thread=N`, also the median main-thread time of N loads of those
 * pages at a 4× CPU slowdown (scripts/bench/mainThread.ts), and from the same
 * loads the time their tasks ran past 50 ms each (long-task sum), the builds
 * taking turns the same way. With `--write`, the figures (at the current commit) go into each change's
 * row, plugins/internals/<id>/row.ts: its bytes, and its timing when
 * measured; then run scripts/render-replacement-manifest.ts.
 *
 * Usage: npx tsx scripts/replacement-savings.ts [--no-build] [--tbt=N] [--main-thread=N] [--write] <id> [<id> …]
 * (--no-build weighs the folders an earlier run left.)
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {sharedJsBytes} from '../harness/site/sharedScripts';
import {MANIFEST, ROW_FILE, rowOf} from '../plugins/internals/manifest';
import {type BuildWeights, byteReadings, timingReadings} from '../plugins/internals/measuredSaving';
import {withSaving} from '../plugins/internals/rowSaving';
import {BENCH_BUILD_ENV, buildDir} from './bench/build';
import {startChainStandIns} from './bench/chainStandIn';
import {launchChromium} from './bench/chromium';
import {runLighthouse} from './bench/lighthouse';
import {MAIN_THREAD_SLOWDOWN, measureMainThread} from './bench/mainThread';
import {BENCH_PAGES} from './bench/pages';
import {measurePageWeight} from './bench/pageWeights';
import {SITE_PORT} from './bench/ports';
import {serveSite} from './bench/serveSite';
import {summarize} from './bench/stats';

interface Weights {
  shared: number;
  pages: number[];
  /** JS each bench page prefetches for pages it links to. */
  prefetch: number[];
  /** First-load CSS of each bench page. */
  css: number[];
}

/** A plain doc page and the two pages that read the chain. */
const TBT_PAGE_LABELS = ['user guide', 'address page', 'veYFI calculator'];

const args = process.argv.slice(2);
const reuse = args.includes('--no-build');
const countOf = (flag: string) => Number(args.find((arg) => arg.startsWith(`${flag}=`))?.slice(flag.length + 1) ?? 0);
const tbtRuns = countOf('--tbt');
const mainThreadRuns = countOf('--main-thread');
const write = args.includes('--write');
const ids = args.filter((arg) => !arg.startsWith('--'));
const rowFile = (id: string) => path.join(import.meta.dirname, '..', 'plugins', 'internals', id, ROW_FILE);
const unknown = ids.filter((id) => !MANIFEST.some((row) => row.id === id) || !existsSync(rowFile(id)));
if (ids.length === 0 || unknown.length) {
  console.error(
    `usage: npx tsx scripts/replacement-savings.ts [--no-build] [--tbt=N] [--main-thread=N] [--write] <id of a folder in plugins/internals> …${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`,
  );
  process.exit(2);
}

const builds = [
  {label: 'shipped', name: 'replacements-on', off: ''},
  ...ids.map((id) => ({label: `without ${id}`, name: `replacements-off-${id}`, off: id})),
];

async function main(): Promise<void> {
  if (!reuse)
    for (const {name, off} of builds) {
      console.error(`[replacement-savings] building ${name}`);
      execFileSync('scripts/build-isolated.sh', [name], {
        env: {...process.env, ...BENCH_BUILD_ENV, REPLACEMENTS_OFF: off},
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }

  const chain = await startChainStandIns();
  const browser = await launchChromium();
  const weights: Weights[] = [];
  try {
    for (const {name} of builds) {
      const dir = buildDir({name, extraArgs: []});
      const site = await serveSite(dir, SITE_PORT);
      try {
        const pages: number[] = [];
        const prefetch: number[] = [];
        const css: number[] = [];
        for (const page of BENCH_PAGES) {
          const weight = await measurePageWeight(browser, site.origin, page);
          pages.push(weight.jsNeededBytes);
          prefetch.push(weight.jsPrefetchBytes);
          css.push(weight.cssBytes);
        }
        weights.push({shared: sharedJsBytes(dir), pages, prefetch, css});
      } finally {
        await site.close();
      }
    }
  } finally {
    await browser.close();
  }

  const TBT_PAGES = BENCH_PAGES.filter(({label}) => TBT_PAGE_LABELS.includes(label));
  /**
   * samples[build][page], one per run: each run measures every build in turn,
   * so that the machine's load falls on all of them alike.
   */
  const sideBySide = async (what: string, runs: number, measure: (url: string) => Promise<readonly number[]>) => {
    /** samples[metric][build][page]: one metric for each figure `measure` gives per load. */
    const samples: number[][][][] = [];
    for (let run = 1; run <= runs; run += 1) {
      console.error(`[replacement-savings] ${what} run ${run}/${runs}`);
      // Each run starts with another build, so that none is always measured first.
      for (let turn = 0; turn < builds.length; turn += 1) {
        const b = (turn + run) % builds.length;
        const {name} = builds[b]!;
        const site = await serveSite(buildDir({name, extraArgs: []}), SITE_PORT);
        try {
          for (const [p, page] of TBT_PAGES.entries())
            for (const [m, figure] of (await measure(`${site.origin}${page.path}`)).entries()) {
              samples[m] ??= builds.map(() => TBT_PAGES.map((): number[] => []));
              samples[m]![b]![p]!.push(figure);
            }
        } finally {
          await site.close();
        }
      }
    }
    return samples;
  };
  const none = () => builds.map(() => TBT_PAGES.map((): number[] => []));
  let tbt: number[][][];
  let mainThread: number[][][];
  let longTasks: number[][][];
  try {
    [tbt = none()] = await sideBySide('Lighthouse', tbtRuns, async (url) => [
      (await runLighthouse(url, 'mobile')).tbtMs,
    ]);
    const traced = mainThreadRuns > 0 ? await launchChromium() : undefined;
    try {
      [mainThread = none(), longTasks = none()] = await sideBySide('main-thread', mainThreadRuns, async (url) => {
        const {mainThreadMs, longTaskMs} = await measureMainThread(traced!, url);
        return [mainThreadMs, longTaskMs];
      });
    } finally {
      await traced?.close();
    }
  } finally {
    await chain.stop();
  }

  const kb = (bytes: number) => (bytes / 1000).toFixed(2);
  // Positive: what the replacement saves (the build without it is that much heavier).
  const withDelta = (bytes: number, shipped: number) =>
    `${kb(bytes)} (${bytes >= shipped ? '+' : '−'}${kb(Math.abs(bytes - shipped))})`;
  const [shipped] = weights;
  console.log(`| Build | Shared JS | ${BENCH_PAGES.map((page) => `${page.label} JS`).join(' | ')} |`);
  console.log(`|---|---|${BENCH_PAGES.map(() => '---|').join('')}`);
  builds.forEach(({label}, i) => {
    const w = weights[i]!;
    const cells =
      i === 0
        ? [kb(w.shared), ...w.pages.map(kb)]
        : [withDelta(w.shared, shipped!.shared), ...w.pages.map((bytes, p) => withDelta(bytes, shipped!.pages[p]!))];
    console.log(`| ${label} | ${cells.join(' | ')} |`);
  });
  for (const [column, title] of [
    ['prefetch', 'prefetched JS'],
    ['css', 'CSS'],
  ] as const) {
    console.log('');
    console.log(`| Build | ${BENCH_PAGES.map((page) => `${page.label} ${title}`).join(' | ')} |`);
    console.log(`|---|${BENCH_PAGES.map(() => '---|').join('')}`);
    builds.forEach(({label}, i) => {
      const bytes = weights[i]![column];
      const cells = i === 0 ? bytes.map(kb) : bytes.map((value, p) => withDelta(value, shipped![column][p]!));
      console.log(`| ${label} | ${cells.join(' | ')} |`);
    });
  }

  if (write)
    writeRows(
      weights,
      TBT_PAGES.map(({label}) => label),
      tbt,
      mainThread,
      longTasks,
    );

  const printTimings = (title: string, runs: number, samples: number[][][]) => {
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log('');
    console.log(
      `| Build | ${TBT_PAGES.map((page) => `${page.label}: ${title}, median of ${runs} (range)`).join(' | ')} |`,
    );
    console.log(`|---|${TBT_PAGES.map(() => '---|').join('')}`);
    builds.forEach(({label}, b) => {
      const cells = TBT_PAGES.map((_, p) => {
        const {median, min, max} = summarize(samples[b]![p]!);
        const base = summarize(samples[0]![p]!).median;
        const delta = b === 0 ? '' : ` ${median >= base ? '+' : '−'}${ms(Math.abs(median - base))}`;
        return `${ms(median)}${delta} (${ms(min)} – ${ms(max)})`;
      });
      console.log(`| ${label} | ${cells.join(' | ')} |`);
    });
  };
  if (tbtRuns > 0) printTimings('mobile TBT', tbtRuns, tbt);
  if (mainThreadRuns > 0) {
    printTimings(`main thread at ${MAIN_THREAD_SLOWDOWN}×`, mainThreadRuns, mainThread);
    printTimings(`long-task sum at ${MAIN_THREAD_SLOWDOWN}×`, mainThreadRuns, longTasks);
  }
}

/** Each switched-off change's row gets this run's figures; of its timings, those of a metric this run did not measure are kept. */
function writeRows(
  weights: Weights[],
  tbtPages: string[],
  tbt: number[][][],
  mainThread: number[][][],
  longTasks: number[][][],
): void {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {encoding: 'utf8'}).trim();
  const asBuild = (w: Weights): BuildWeights => ({
    sharedJs: w.shared,
    pages: BENCH_PAGES.map((page, p) => ({
      page: page.label,
      js: w.pages[p]!,
      prefetchedJs: w.prefetch[p]!,
      css: w.css[p]!,
    })),
  });
  const files = builds.slice(1).map(({off}, i) => {
    const {saving} = rowOf(off);
    const file = rowFile(off);
    const kept = (saving.timing ?? []).filter(
      ({metric}) =>
        !(tbtRuns > 0 && metric === 'TBT') &&
        !(mainThreadRuns > 0 && (metric === 'main thread' || metric === 'long-task sum')),
    );
    const measured = [
      ...(tbtRuns > 0 ? timingReadings('TBT', tbtPages, tbt[i + 1]!, tbt[0]!, commit) : []),
      ...(mainThreadRuns > 0
        ? [
            ...timingReadings('main thread', tbtPages, mainThread[i + 1]!, mainThread[0]!, commit),
            ...timingReadings('long-task sum', tbtPages, longTasks[i + 1]!, longTasks[0]!, commit),
          ]
        : []),
    ];
    const timing = measured.length > 0 ? [...kept, ...measured] : saving.timing;
    const bytes = byteReadings(asBuild(weights[i + 1]!), asBuild(weights[0]!), commit);
    writeFileSync(file, withSaving(readFileSync(file, 'utf8'), {...saving, bytes, timing}));
    return file;
  });
  execFileSync('npx', ['biome', 'format', '--write', ...files], {stdio: 'inherit'});
  console.error(
    `[replacement-savings] wrote ${files.length} rows at ${commit}: run scripts/render-replacement-manifest.ts`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
