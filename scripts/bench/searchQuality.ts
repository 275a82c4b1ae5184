/**
 * Ranking quality of the built-in search on judged query sets: each query
 * comes with the pages that answer it, and a query succeeds at k when one of
 * them is among the first k distinct pages the DocSearch modal shows (hits
 * grouped by lvl0 in order of first appearance, at most 5 per group, as the
 * modal renders them). Figures: success@1, success@5 and the mean reciprocal
 * rank (0 when no answer is shown).
 *
 * `npx tsx scripts/bench/searchQuality.ts [build dir]` prints the figures
 * and every query that misses at 1, with what the modal showed instead.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {MODAL_HITS_PER_PAGE, MODAL_RESULTS_PER_GROUP} from '../../config/search';
import {answerRequest} from '../../src/search/answer';
import {SearchEngine} from '../../src/search/engine';
import type {SearchHit} from '../../src/search/types';

export const JUDGED_SETS = {
  public: 'benchmarks/search/judged-public.json',
  own: 'benchmarks/search/judged-own.json',
} as const;
export type JudgedSetName = keyof typeof JUDGED_SETS;

/** [query, routes that answer it] */
export type JudgedQuery = [string, string[]];

export interface JudgedSet {
  about: string;
  queries: JudgedQuery[];
}

export interface QueryOutcome {
  query: string;
  expected: string[];
  /** Distinct pages in the modal's order. */
  shown: string[];
  /** 1-based rank of the first answer among `shown`, 0 when none is shown. */
  rank: number;
}

export interface QualityFigures {
  queries: number;
  successAt1: number;
  successAt5: number;
  mrr: number;
  outcomes: QueryOutcome[];
}

export function readJudgedSet(file: string): JudgedSet {
  return JSON.parse(readFileSync(file, 'utf8')) as JudgedSet;
}

function pathOf(url: string): string {
  return url.replace(/#.*$/, '').replace(/\/$/, '') || '/';
}

/** The distinct pages of the modal's hits, in the order the modal shows them. */
export function modalPages(hits: ReadonlyArray<Partial<SearchHit>>, maxPerGroup = MODAL_RESULTS_PER_GROUP): string[] {
  const groups = new Map<string, string[]>();
  for (const hit of hits) {
    const group = hit.hierarchy?.lvl0 ?? '';
    const list = groups.get(group) ?? [];
    if (list.length < maxPerGroup) list.push(pathOf(hit.url ?? ''));
    groups.set(group, list);
  }
  return [...new Set([...groups.values()].flat())];
}

export async function modalPagesFor(engine: SearchEngine, query: string): Promise<string[]> {
  const response = await answerRequest(
    engine,
    {query, hitsPerPage: MODAL_HITS_PER_PAGE},
    {origin: '', maxHitsPerGroup: MODAL_RESULTS_PER_GROUP},
  );
  return modalPages(response.hits);
}

export async function evaluateJudgedSet(engine: SearchEngine, set: JudgedSet): Promise<QualityFigures> {
  const outcomes: QueryOutcome[] = [];
  for (const [query, expected] of set.queries) {
    const shown = await modalPagesFor(engine, query);
    const answers = new Set(expected.map(pathOf));
    const rank = shown.findIndex((page) => answers.has(page)) + 1;
    outcomes.push({query, expected, shown, rank});
  }
  const count = outcomes.length;
  const share = (test: (outcome: QueryOutcome) => boolean) => outcomes.filter(test).length / Math.max(1, count);
  return {
    queries: count,
    successAt1: share((outcome) => outcome.rank === 1),
    successAt5: share((outcome) => outcome.rank >= 1 && outcome.rank <= 5),
    mrr: outcomes.reduce((sum, outcome) => sum + (outcome.rank > 0 ? 1 / outcome.rank : 0), 0) / Math.max(1, count),
    outcomes,
  };
}

/** Opens the built index of a build folder from disk. */
export async function openBuiltIndex(buildDir: string): Promise<SearchEngine> {
  const folder = readdirSync(buildDir).find((name) => /^search-index\.[0-9a-f]+$/.test(name));
  if (!folder) throw new Error(`No search index in ${buildDir}`);
  return SearchEngine.open(async (file) => JSON.parse(readFileSync(path.join(buildDir, folder, file), 'utf8')));
}

export async function measureSearchQuality(buildDir: string): Promise<Record<JudgedSetName, QualityFigures>> {
  const engine = await openBuiltIndex(buildDir);
  return {
    public: await evaluateJudgedSet(engine, readJudgedSet(JUDGED_SETS.public)),
    own: await evaluateJudgedSet(engine, readJudgedSet(JUDGED_SETS.own)),
  };
}

function percent(value: number): string {
  return `${(value * 100).toFixed(1)} %`;
}

async function main(): Promise<void> {
  const buildDir = process.argv[2] ?? 'build';
  const results = await measureSearchQuality(buildDir);
  for (const [name, figures] of Object.entries(results)) {
    console.log(
      `${name} set (${figures.queries} queries): success@1 ${percent(figures.successAt1)}, success@5 ${percent(figures.successAt5)}, MRR ${figures.mrr.toFixed(3)}`,
    );
    for (const outcome of figures.outcomes.filter((item) => item.rank !== 1)) {
      console.log(
        `  ${outcome.rank === 0 ? 'MISS' : `@${outcome.rank}`}  "${outcome.query}" → want ${outcome.expected.join(' | ')}`,
      );
      console.log(`        shown: ${outcome.shown.slice(0, 5).join(', ')}`);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
