/** BENCHMARKS.md: the figures of a run beside the previous run's, judged against the budgets. */
import {GB, meetsBudget} from '../../config/budgets';
import {COMMANDS} from './commands';
import {type Figure, SECTIONS} from './figureLog';
import {formatTarget, formatValue} from './format';
import type {SavedRun} from './lastRun';
import type {Machine} from './machine';
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
}: ReportInput): string {
  const load = summarize(loadSamples.length ? loadSamples : [machine.loadAverage, endLoadAverage]);
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (scripts/bench/run.ts); do not edit by hand. Each figure is the median of the runs, with their minimum and maximum and their spread, (max − min) / median; "Previous" is the median of the run before, from benchmarks/last.json. Every run is reported as measured: none is discarded or rerun by hand.',
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
  const missed = missedTargets(figures);
  lines.push('## Missed targets', '', ...(missed.length ? missed : ['None.']), '');
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
  return lines.join('\n');
}
