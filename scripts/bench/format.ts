/** How figures and targets read in BENCHMARKS.md (decimal units, as budgets are written). */
import {type Budget, GB, KB, MB} from '../../config/budgets';
import type {Unit} from './figureLog';

export function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case 'bytes':
      if (Math.abs(value) >= GB) return `${(value / GB).toFixed(2)} GB`;
      if (Math.abs(value) >= MB) return `${(value / MB).toFixed(1)} MB`;
      return `${(value / KB).toFixed(1)} KB`;
    case 'ms':
      return `${Math.round(value)} ms`;
    case 's':
      return `${value.toFixed(1)} s`;
    case 'shift':
      return value.toFixed(3);
    case 'share':
      return `${(value * 100).toFixed(1)} %`;
    case 'ratio':
      return value.toFixed(3);
    case 'multiplier':
      return `${value.toFixed(2)}×`;
    default:
      return String(Math.round(value));
  }
}

const COMPARISON_SIGNS: Record<Budget['comparison'], string> = {'<': '<', '<=': '≤', '>=': '≥'};

export function formatTarget(budget: Budget | undefined, unit: Unit): string {
  return budget ? `${COMPARISON_SIGNS[budget.comparison]} ${formatValue(budget.limit, unit)}` : '—';
}
