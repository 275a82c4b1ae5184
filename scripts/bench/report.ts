/** BENCHMARKS.md: the figures of a run beside the previous run's, judged against the budgets. */
import {GB, meetsBudget} from '../../config/budgets';
import {type BusyRun, DEVICE_CLASSES, type DeviceClass, HOST_DRIFT_LIMIT, seriesFigureId} from './calibration';
import {COMMANDS} from './commands';
import {type Figure, SECTIONS} from './figureLog';
import {formatTarget, formatValue} from './format';
import type {SavedRun} from './lastRun';
import type {Machine} from './machine';
import type {BenchPage} from './pages';
import type {SourceState} from './sourceState';
import {summarize} from './stats';

export interface ReportInput {
  date: string;
  machine: Machine;
  source: SourceState;
  runs: number;
  /** Runs of each Lighthouse figure, which vary more than the others. */
  lighthouseRuns: number;
  benchSeconds: number;
  endLoadAverage: number;
  /** The 1-minute load average sampled through the run (scripts/bench/machine.ts). */
  loadSamples: number[];
  figures: Figure[];
  previous: SavedRun | null;
  /** Setup facts and findings worth reading beside the numbers. */
  notes: string[];
  /** The calibrated mobile Lighthouse series, shown per page and phone class. */
  series?: SeriesInput;
  /** Sections measured apart from the bench (the search engine comparison), added at the end as written. */
  appendix?: string;
}

export interface SeriesInput {
  pages: readonly BenchPage[];
  devices?: readonly DeviceClass[];
  busyRuns: BusyRun[];
  /** Further attempts the bench makes at a busy run. */
  busyRetries: number;
  /** The previous commit's build, measured in the same run, taking turns with this one (same figure ids). */
  baseline?: {label: string; figures: Figure[]};
}

function result(figure: Figure): string {
  if (!figure.budget) return '';
  return meetsBudget(summarize(figure.samples).median, figure.budget) ? 'pass' : '**FAIL**';
}

/** The runs' spread, (max − min) / median: how far apart the runs were, so a noisy figure shows as such. */
export function spread(samples: readonly number[]): string {
  const {median, min, max} = summarize(samples);
  if (samples.length < 2) return '—';
  if (median === 0) return max === min ? '0 %' : '—';
  return `${(((max - min) / Math.abs(median)) * 100).toFixed(0)} %`;
}

function row(figure: Figure, previous: SavedRun | null): string {
  const {median, min, max} = summarize(figure.samples);
  const before = previous?.figures[figure.id];
  const cells = [
    figure.label,
    formatTarget(figure.budget, figure.unit),
    formatValue(median, figure.unit),
    `${formatValue(min, figure.unit)} – ${formatValue(max, figure.unit)}`,
    spread(figure.samples),
    before ? formatValue(before.median, figure.unit) : '—',
    result(figure),
    `[${figure.command}](#${figure.command})`,
  ];
  return `| ${cells.join(' | ')} |`;
}

const percent = (share: number) => `${(share * 100).toFixed(0)} %`;

/** A median with its verdict against the figure's budget, for the compact tables. */
function judged(figure: Figure | undefined): string {
  if (!figure) return 'no valid run';
  const value = formatValue(summarize(figure.samples).median, figure.unit);
  const verdict = result(figure);
  return verdict ? `${value}, ${verdict}` : value;
}

function medianRange(figure: Figure | undefined): string {
  if (!figure) return '—';
  const {median, min, max} = summarize(figure.samples);
  return `${formatValue(median, figure.unit)} (${formatValue(min, figure.unit)} – ${formatValue(max, figure.unit)})`;
}

function seriesTables(series: SeriesInput, figures: Figure[], lighthouseRuns: number): string[] {
  const devices = series.devices ?? DEVICE_CLASSES;
  const byId = (list: Figure[]) => new Map(list.map((figure) => [figure.id, figure]));
  const current = byId(figures);
  const lines = [
    '## Lighthouse by phone class',
    '',
    `Each mobile run first measures the host's benchmarkIndex (Lighthouse's CPU benchmark, median of three) and simulates the phone class with a CPU slowdown of host index / class index, never below 1×: ${devices.map((device) => `${device.label} (${device.example}) ${device.benchmarkIndex}`).join(', ')}. A slowdown of 1.00× means the host was no faster than the phone, so that run simulated the host itself, a slower device. Medians of the valid runs; host index and slowdown with their range.`,
    '',
    '| Page | Phone | Host index | CPU slowdown | Performance | LCP | TBT | Valid runs |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const page of series.pages)
    for (const device of devices) {
      const get = (figure: Parameters<typeof seriesFigureId>[0]) =>
        current.get(seriesFigureId(figure, device.id, page.path));
      lines.push(
        `| ${page.label} (\`${page.path}\`) | ${device.label} | ${medianRange(get('host-index'))} | ${medianRange(get('multiplier'))} | ${judged(get('performance'))} | ${judged(get('lcp'))} | ${judged(get('tbt'))} | ${get('tbt')?.samples.length ?? 0} of ${lighthouseRuns} |`,
      );
    }
  lines.push('');
  lines.push(
    '### Runs not counted (busy host)',
    '',
    `A run whose host benchmarkIndex moved by more than ${percent(HOST_DRIFT_LIMIT)} between its start and its end ran on a host whose speed its CPU slowdown no longer matched; its figures are not reported, and the run is tried again up to ${series.busyRetries} more times.`,
    '',
  );
  if (series.busyRuns.length === 0) lines.push('None.', '');
  else
    lines.push(
      ...series.busyRuns.map((run) => {
        const device = devices.find((candidate) => candidate.id === run.device);
        return `- ${device?.label ?? run.device}, \`${run.page}\` (${run.site}): benchmarkIndex ${Math.round(run.startIndex)} at the start, ${Math.round(run.endIndex)} at the end (${percent(run.drift)}), slowdown ${formatValue(run.multiplier, 'multiplier')}`;
      }),
      '',
    );
  if (!series.baseline) return lines;
  const before = byId(series.baseline.figures);
  const change = (id: string) => {
    const now = current.get(id);
    const then = before.get(id);
    if (!now || !then)
      return `${then ? formatValue(summarize(then.samples).median, then.unit) : 'no valid run'} → ${now ? formatValue(summarize(now.samples).median, now.unit) : 'no valid run'}`;
    const a = summarize(then.samples).median;
    const b = summarize(now.samples).median;
    return `${formatValue(a, now.unit)} → ${formatValue(b, now.unit)} (${b >= a ? '+' : '−'}${formatValue(Math.abs(b - a), now.unit)})`;
  };
  lines.push(
    `## Side by side with ${series.baseline.label}`,
    '',
    `Both builds in the same run, served side by side and measured in turns (each repetition, every page and phone class, one build then the other, the order swapped every other repetition), so the host's load falls on both alike. Medians of the valid runs: ${series.baseline.label} → this build.`,
    '',
    '| Page | Phone | Performance | LCP | TBT | CPU slowdown |',
    '|---|---|---|---|---|---|',
  );
  for (const page of series.pages)
    for (const device of devices) {
      const id = (figure: Parameters<typeof seriesFigureId>[0]) => seriesFigureId(figure, device.id, page.path);
      lines.push(
        `| ${page.label} (\`${page.path}\`) | ${device.label} | ${change(id('performance'))} | ${change(id('lcp'))} | ${change(id('tbt'))} | ${change(id('multiplier'))} |`,
      );
    }
  lines.push('');
  return lines;
}

/** Series figures with a budget that no valid run measured: a busy host is no pass. */
function unmeasuredSeries(series: SeriesInput | undefined, figures: Figure[]): string[] {
  if (!series) return [];
  const ids = new Set(figures.map((figure) => figure.id));
  return series.pages.flatMap((page) =>
    (series.devices ?? DEVICE_CLASSES).flatMap((device) =>
      ids.has(seriesFigureId('tbt', device.id, page.path))
        ? []
        : [`- ${device.label}, ${page.label} (${page.path}): no valid run (busy host)`],
    ),
  );
}

function missedTargets(figures: Figure[]): string[] {
  return figures
    .filter((figure) => result(figure) === '**FAIL**')
    .map((figure) => {
      const median = summarize(figure.samples).median;
      const limit = figure.budget!.limit;
      const by = figure.budget!.comparison === '>=' ? limit - median : median - limit;
      return `- ${figure.label}: ${formatValue(median, figure.unit)} against ${formatTarget(figure.budget, figure.unit)} (off by ${formatValue(by, figure.unit)})`;
    });
}

export function renderReport({
  date,
  machine,
  source,
  runs,
  lighthouseRuns,
  benchSeconds,
  endLoadAverage,
  loadSamples,
  figures,
  previous,
  notes,
  series,
  appendix,
}: ReportInput): string {
  const load = summarize(loadSamples.length ? loadSamples : [machine.loadAverage, endLoadAverage]);
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` (scripts/bench/run.ts); do not edit by hand. The search engine comparison at the end is measured apart (scripts/bench/pagefind/compare.ts) and kept from benchmarks/search-engines.md. Each figure is the median of the runs, with their minimum and maximum and their spread, (max − min) / median; "Previous" is the median of the run before, from benchmarks/last.json. Every run is reported as measured, none discarded or rerun by hand, except the mobile Lighthouse runs the bench itself finds on a busy host (benchmarkIndex moved by more than ${percent(HOST_DRIFT_LIMIT)} between the run's start and end): those are listed under "Runs not counted" and tried again.`,
    '',
    `- Date: ${date}`,
    `- Source: commit ${source.commit}${source.uncommittedFiles ? ` with ${source.uncommittedFiles} uncommitted files` : ', clean work tree'}`,
    `- Machine: ${machine.cores} cores (${machine.cpuModel}), ${(machine.memoryBytes / GB).toFixed(1)} GB memory, Node.js ${machine.node}`,
    `- Load average (1 min) at the start: ${machine.loadAverage.toFixed(2)}, at the end: ${endLoadAverage.toFixed(2)}; over the run (${loadSamples.length} samples): median ${load.median.toFixed(2)}, ${load.min.toFixed(2)} – ${load.max.toFixed(2)} (the machine is shared: timings vary with it; above ${machine.cores} the cores were oversubscribed)`,
    `- Runs per figure: ${runs}; Lighthouse figures: ${lighthouseRuns}`,
    `- Bench wall time: ${(benchSeconds / 60).toFixed(1)} min`,
    `- Previous run: ${previous ? previous.date : 'none'}`,
    '- Units: bytes are gzip sizes, 1 KB = 1000 bytes, 1 MB = 1000 KB.',
    '',
  ];
  const missed = [...missedTargets(figures), ...unmeasuredSeries(series, figures)];
  lines.push('## Missed targets', '', ...(missed.length ? missed : ['None.']), '');
  if (series) lines.push(...seriesTables(series, figures, lighthouseRuns));
  for (const section of SECTIONS) {
    const rows = figures.filter((figure) => figure.section === section);
    if (rows.length === 0) continue;
    lines.push(
      `## ${section}`,
      '',
      '| Figure | Target | Median | Min – max | Spread | Previous | Result | How |',
      '|---|---|---|---|---|---|---|---|',
    );
    lines.push(...rows.map((figure) => row(figure, previous)), '');
  }
  if (notes.length) lines.push('## Notes', '', ...notes.map((note) => `- ${note}`), '');
  lines.push('## Commands', '', 'All of these run within `npm run bench`.', '');
  for (const [key, doc] of Object.entries(COMMANDS)) {
    lines.push(`### ${key}`, '');
    if (doc.commands.length) lines.push('```sh', ...doc.commands, '```', '');
    lines.push(doc.procedure, '');
  }
  if (appendix) lines.push(appendix.trimEnd(), '');
  return lines.join('\n');
}
