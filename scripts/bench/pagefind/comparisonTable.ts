/**
 * The side-by-side table of the two engines, as Markdown, with each figure
 * held to its target: ✓ met, ✗ missed. Throttled keystrokes are reported
 * without a target (the budget is for normal CPU), as the bench does.
 */
import type {JudgedSetName, QualityFigures} from '../searchQuality';
import type {Summary} from '../stats';
import type {OfflineOutcome} from './offlineSearch';
import type {FileTally} from './searchFiles';
import {describeTarget, meetsTarget, type TargetName} from './targets';
import type {EngineTimings} from './timeBoth';

export interface EngineFigures {
  quality: Record<JudgedSetName, QualityFigures>;
  firstQueryBytes: number;
  timings: EngineTimings;
  indexBuildSeconds: Summary;
  searchFiles: FileTally;
  offline: OfflineOutcome;
}

export type Engines = {ours: EngineFigures; pagefind: EngineFigures};

interface Row {
  label: string;
  target?: TargetName;
  value: (figures: EngineFigures) => number;
  /** The figure as shown; defaults to the value formatted. */
  show?: (figures: EngineFigures) => string;
  format: (value: number) => string;
}

const share = (value: number) => value.toFixed(3);
const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (value: number) => `${(value / 1000).toFixed(1)} KB`;
const seconds = (value: number) => `${value.toFixed(1)} s`;
const spread = (summary: Summary, format: (value: number) => string) =>
  `${format(summary.median)} (${format(summary.min)}–${format(summary.max)})`;
const yesNo = (value: number) => (value ? 'yes' : 'no');

function qualityRows(set: JudgedSetName): Row[] {
  return [
    {label: `success@1, ${set} set`, target: 'successAt1', value: (f) => f.quality[set].successAt1, format: share},
    {label: `success@5, ${set} set`, target: 'successAt5', value: (f) => f.quality[set].successAt5, format: share},
    {label: `MRR, ${set} set`, value: (f) => f.quality[set].mrr, format: share},
  ];
}

function timingRow(label: string, key: keyof EngineTimings, target?: TargetName): Row {
  return {label, target, value: (f) => f.timings[key].median, show: (f) => spread(f.timings[key], ms), format: ms};
}

const ROWS: Row[] = [
  ...qualityRows('public'),
  ...qualityRows('own'),
  {label: 'first-query bytes (gzip)', target: 'firstQueryBytes', value: (f) => f.firstQueryBytes, format: kb},
  timingRow('cold results', 'coldResultsMs', 'coldResultsMs'),
  timingRow('cold results, 4× CPU throttling', 'coldResultsThrottledMs', 'coldResultsThrottledMs'),
  timingRow('keystroke p95', 'keystrokeP95Ms', 'keystrokeP95Ms'),
  timingRow('keystroke p95, 4× CPU throttling', 'keystrokeP95ThrottledMs'),
  {
    label: 'index build',
    target: 'indexBuildSeconds',
    value: (f) => f.indexBuildSeconds.median,
    show: (f) => spread(f.indexBuildSeconds, seconds),
    format: seconds,
  },
  {
    label: 'search files to keep for every query offline',
    value: (f) => f.searchFiles.bytes,
    show: (f) => `${f.searchFiles.files} files, ${kb(f.searchFiles.bytes)}`,
    format: kb,
  },
  {label: 'offline: a word searched before', value: (f) => Number(f.offline.searchedWordOffline), format: yesNo},
  {label: 'offline: a word never searched', value: (f) => Number(f.offline.newWordOffline), format: yesNo},
];

function cell(row: Row, figures: EngineFigures): string {
  const shown = row.show ? row.show(figures) : row.format(row.value(figures));
  if (!row.target) return shown;
  return `${shown} ${meetsTarget(row.target, row.value(figures)) ? '✓' : '✗'}`;
}

export function comparisonTable(engines: Engines): string {
  const lines = ['| Figure | Target | Ours | Pagefind |', '|---|---|---|---|'];
  for (const row of ROWS) {
    const target = row.target ? describeTarget(row.target, row.format) : '—';
    lines.push(`| ${row.label} | ${target} | ${cell(row, engines.ours)} | ${cell(row, engines.pagefind)} |`);
  }
  return lines.join('\n');
}

/** The targets an engine's figures miss, by row label; offline search must work for a word searched before. */
export function missedTargets(figures: EngineFigures): string[] {
  const missed = ROWS.filter((row) => row.target && !meetsTarget(row.target, row.value(figures))).map(
    (row) => row.label,
  );
  if (!figures.offline.searchedWordOffline) missed.push('offline: a word searched before');
  return missed;
}
