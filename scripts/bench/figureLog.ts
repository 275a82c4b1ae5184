/**
 * The figures of one bench run: each with what it measures, its budget (if
 * the site has one for it), the command that produced it and its samples,
 * one per repetition.
 */
import type {Budget} from '../../config/budgets';
import type {CommandKey} from './commands';

export const SECTIONS = ['Bytes', 'Lighthouse', 'Build', 'Search', 'Checks'] as const;
export type Section = (typeof SECTIONS)[number];

export type Unit = 'bytes' | 'ms' | 's' | 'score' | 'shift' | 'count' | 'share' | 'ratio' | 'multiplier';

export interface FigureDef {
  /** Stable key: a figure is compared with the previous run's figure of the same id. */
  id: string;
  section: Section;
  label: string;
  unit: Unit;
  budget?: Budget;
  command: CommandKey;
}

export interface Figure extends FigureDef {
  samples: number[];
}

export class FigureLog {
  private readonly figures = new Map<string, Figure>();

  record(def: FigureDef, value: number): void {
    const figure = this.figures.get(def.id) ?? {...def, samples: []};
    figure.samples.push(value);
    this.figures.set(def.id, figure);
  }

  all(): Figure[] {
    return [...this.figures.values()];
  }
}
