/**
 * Which byte budget a change keeps: a weighing whose figure without the
 * change fails a budget of config/budgets.ts that the shipped figure meets.
 * A row whose saving is small or inside the spread stays only for such a
 * budget, a clear timing gain, or the behaviour its `keptFor` names.
 */
import {type BudgetName, budgets, KB, MB, meetsBudget} from '../../config/budgets';
import type {ByteMeasure, ByteReading, InternalRow} from './row';

/** The budget each weighing is judged against; prefetched JS counts within page JS, which has its own reading. */
const BUDGET_OF: Partial<Record<ByteMeasure, BudgetName>> = {
  'shared JS': 'sharedJs',
  'page JS': 'pageJs',
  'first-load CSS': 'firstLoadCss',
  'static output': 'staticOutputBytes',
};

/** A reading's unit (row.ts): MB on disk for the static output, KB gzip for the rest. */
export function unitOf(measure: ByteMeasure): {bytes: number; label: string} {
  return measure === 'static output' ? {bytes: MB, label: 'MB'} : {bytes: KB, label: 'KB gzip'};
}

const bytesOf = (reading: ByteReading, value: number) => Math.round(value * unitOf(reading.measure).bytes);

export interface KeptBudget {
  budget: BudgetName;
  reading: ByteReading;
}

/** The budgets that fail without the change, one entry per weighing that shows it. */
export function keptBudgets(row: InternalRow): KeptBudget[] {
  return (row.saving.bytes ?? []).flatMap((reading) => {
    const budget = BUDGET_OF[reading.measure];
    if (budget === undefined || reading.before === null || reading.after === null) return [];
    const without = meetsBudget(bytesOf(reading, reading.before), budgets[budget]);
    const shipped = meetsBudget(bytesOf(reading, reading.after), budgets[budget]);
    return !without && shipped ? [{budget, reading}] : [];
  });
}

/**
 * The rows #40 weighs again: no timing reading clear of its spread, and a
 * saving under 1 KB gzip at best (static output counted in KB) or timings
 * that are all inside their spread.
 */
export function needsAReason(row: InternalRow): boolean {
  const {bytes, timing} = row.saving;
  if ((timing ?? []).some((reading) => !reading.withinSpread)) return false;
  const smallBytes = bytes !== null && Math.max(0, ...bytes.map((r) => bytesOf(r, r.saved ?? 0))) < KB;
  return smallBytes || (timing ?? []).length > 0;
}
