/**
 * One change this site makes inside Docusaurus or its dependencies, as a
 * row of the manifest (./manifest.ts). A folder's row lives in its `row.ts`,
 * which imports types only: the manifest loads it by path.
 *
 * Figures are carried over from the measurement that gave them, never
 * estimated: a row that was not measured says so with `null`.
 */

export type InternalKind =
  | 'module replacement'
  | 'module rule'
  | 'text patch'
  | 'private import'
  | 'internal import'
  | 'config override'
  | 'inline script'
  | 'output rewrite'
  | 'swizzle (ejected)'
  | 'swizzle (replaced)'
  | 'swizzle (wrapped)';

export interface InternalTarget {
  /** The installed package, or `@site` for a module of this repository. */
  package: string;
  /** The file inside the package (from its folder). */
  path: string;
  /** Text the change depends on, which the file must still contain. */
  contains: readonly string[];
}

/** What a byte reading weighs. */
export type ByteMeasure = 'shared JS' | 'page JS' | 'prefetched JS' | 'first-load CSS' | 'static output';

/** One weighing, KB (1000 bytes) gzip except for `static output` (MB on disk). */
export interface ByteReading {
  measure: ByteMeasure;
  /** The bench page weighed; null for what every page shares or for the whole build. */
  page: string | null;
  /** With the change switched off, and as it ships; null where the measurement gave the difference only. */
  before: number | null;
  after: number | null;
  /** What the change saves (negative: what it costs); null where the measurement gave the shipped weight only. */
  saved: number | null;
  /** The commit measured. */
  commit: string;
}

export type TimingMetric = 'TBT' | 'LCP' | 'long-task sum' | 'main thread';

/** One timing, in ms: Lighthouse mobile TBT unless `metric` says otherwise. */
export interface TimingReading {
  metric: TimingMetric;
  page: string;
  /** Median without the change, and with it. */
  beforeMs: number;
  afterMs: number;
  /** Runs per build behind each median; null where the source gives none. */
  runs: number | null;
  /** Range (max − min) of the noisier build's runs; null where the source gives none. */
  spreadMs: number | null;
  /** The measurement itself says the difference is inside the run-to-run spread. */
  withinSpread: boolean;
  commit: string;
}

export interface Saving {
  /** null: bytes not measured. */
  bytes: readonly ByteReading[] | null;
  /** null: timings not measured. */
  timing: readonly TimingReading[] | null;
  /** What the figures alone do not say: why a row stays without one, how a figure was taken. */
  note: string | null;
}

export interface InternalRow {
  /** The id the build audit, its error messages and `REPLACEMENTS_OFF` use; a folder row's id is its folder name. */
  id: string;
  kind: InternalKind;
  target: InternalTarget;
  /** The file or folder of ours that stands in, from the repository root. */
  ours: string;
  why: string;
  saving: Saving;
  /** The tests and audits that fail when the change stops applying. */
  guard: readonly string[];
  /** When it can go. */
  canGoWhen: string;
  /**
   * The behaviour it is kept for, where neither a byte budget nor a timing
   * gain clear of the spread is the reason (./keptBudgets.ts).
   */
  keptFor?: string;
}
