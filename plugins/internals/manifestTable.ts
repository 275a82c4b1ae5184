/**
 * The manifest as the table INTERNALS.md shows, between its markers: written by
 * scripts/render-replacement-manifest.ts, checked by a unit test.
 */

import {budgets} from '../../config/budgets';
import {withGeneratedSection} from '../shared/generatedSection';
import {keptBudgets, unitOf} from './keptBudgets';
import type {ByteReading, InternalRow, Saving, TimingReading} from './row';

const signed = (value: number) => (value < 0 ? `costs ${-value}` : `saves ${value}`);

function bytesText({measure, page, before, after, saved, commit}: ByteReading): string {
  const unit = unitOf(measure).label;
  const weights = before !== null && after !== null ? `${before} -> ${after} ${unit}, ` : '';
  const shipped = before === null && after !== null ? `${after} ${unit} as shipped` : '';
  const difference = saved === null ? shipped : `${weights}${signed(saved)} ${unit}`;
  return `${measure}${page ? ` (${page})` : ''}: ${difference} (${commit})`;
}

function timingText({metric, page, beforeMs, afterMs, runs, spreadMs, withinSpread, commit}: TimingReading): string {
  const how = [
    runs === null ? null : `median of ${runs}`,
    spreadMs === null ? null : `spread ${spreadMs} ms`,
    withinSpread ? 'within the run-to-run spread' : null,
    commit,
  ].filter((part) => part !== null);
  return `${metric} ${page}: ${beforeMs} -> ${afterMs} ms (${how.join(', ')})`;
}

/** One cell: every reading, then the note; "not measured" for what has none. */
export function savingText({bytes, timing, note}: Saving): string {
  const parts = [
    bytes === null ? 'bytes not measured' : bytes.map(bytesText).join('; '),
    timing === null ? 'timing not measured' : timing.map(timingText).join('; '),
  ];
  return [...parts, ...(note === null ? [] : [note])].join('; ');
}

/** Why the row stays where its saving alone does not say: the budgets that fail without it, the behaviour it is kept for. */
export function keptText(row: InternalRow): string[] {
  const budgetsKept = keptBudgets(row).map(({budget, reading}) => {
    const unit = unitOf(reading.measure);
    const {comparison, limit} = budgets[budget];
    return `keeps the ${budget} budget: ${reading.measure}${reading.page ? ` (${reading.page})` : ''} without it ${reading.before} ${unit.label} against ${comparison} ${limit / unit.bytes} (${reading.commit})`;
  });
  return [...budgetsKept, ...(row.keptFor ? [`kept for: ${row.keptFor}`] : [])];
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The INTERNALS.md table: one row per change. */
export function renderManifestTable(rows: readonly InternalRow[]): string {
  const lines = rows.map((row) =>
    [
      `\`${row.id}\``,
      row.kind,
      `\`${row.target.package}\` \`${row.target.path}\``,
      `\`${row.ours}\``,
      row.why,
      [savingText(row.saving), ...keptText(row)].join('; '),
      row.guard.join('; '),
      row.canGoWhen,
    ]
      .map(cell)
      .join(' | '),
  );
  return [
    '| Id | Kind | Target | Ours | Why | Saving (measured) | Guard | Can go when |',
    '|---|---|---|---|---|---|---|---|',
    ...lines.map((line) => `| ${line} |`),
  ].join('\n');
}

export const MANIFEST_START = '<!-- replacement-manifest:start (written by scripts/render-replacement-manifest.ts) -->';
export const MANIFEST_END = '<!-- replacement-manifest:end -->';

/** INTERNALS.md with the table between the markers rewritten; throws when the markers are missing. */
export function withRenderedManifest(readme: string, rows: readonly InternalRow[]): string {
  return withGeneratedSection(
    readme,
    {file: 'INTERNALS.md', start: MANIFEST_START, end: MANIFEST_END},
    renderManifestTable(rows),
  );
}
