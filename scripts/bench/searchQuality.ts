/**
 * Ranking quality of the built-in search on judged query sets: each query
 * comes with the pages that answer it, and a query succeeds at k when one of
 * them is among the first k distinct pages the DocSearch modal shows (hits
 * grouped by lvl0 in order of first appearance, at most 5 per group, as the
 * modal renders them). Figures: success@1, success@5 and the mean reciprocal
 * rank (0 when no answer is shown).
 *
 * Queries go through the backend the modal's client loads, as the modal's
 * request; tests/e2e/search-quality.spec.ts runs the same through the
 * client itself over HTTP and holds the figures to their budgets.
 *
 * `npx tsx scripts/bench/searchQuality.ts [build dir]` prints the figures
 * and every query that misses at 1, with what the modal showed instead.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {LOCAL_INDEX_NAME, MODAL_HITS_PER_PAGE, MODAL_RESULTS_PER_GROUP} from '../../config/search';
import {SearchEngine} from '../../src/search/engine';
import {createBackend, type LocalSearchBackend} from '../../src/search/localSearchBackend';
import type {MultiSearchBody} from '../../src/search/requests';
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

/** The route of a hit's URL (the client's are absolute, on the page's origin) or of a judged answer. */
function pathOf(url: string): string {
  return new URL(url, 'http://site.invalid').pathname.replace(/\/$/, '') || '/';
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

/** What the modal's client answers: the search bar's local client, or the same backend over files on disk. */
export type ModalClient = Pick<LocalSearchBackend, 'search'>;

/**
 * The request DocSearch v3's modal sends for a query (its attributes,
 * snippet sizes and tags, the site's hitsPerPage) with the contextual
 * filters of a docs page: the language and every docs section's tag.
 */
export function modalRequest(query: string, tags: readonly string[]): MultiSearchBody {
  return {
    requests: [
      {
        query,
        indexName: LOCAL_INDEX_NAME,
        attributesToRetrieve: [
          'hierarchy.lvl0',
          'hierarchy.lvl1',
          'hierarchy.lvl2',
          'hierarchy.lvl3',
          'hierarchy.lvl4',
          'hierarchy.lvl5',
          'hierarchy.lvl6',
          'content',
          'type',
          'url',
        ],
        attributesToSnippet: [
          'hierarchy.lvl1:10',
          'hierarchy.lvl2:10',
          'hierarchy.lvl3:10',
          'hierarchy.lvl4:10',
          'hierarchy.lvl5:10',
          'hierarchy.lvl6:10',
          'content:10',
        ],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: MODAL_HITS_PER_PAGE,
        clickAnalytics: false,
        facetFilters: ['language:en', tags.map((tag) => `docusaurus_tag:${tag}`)],
      },
    ],
  };
}

/** The distinct pages the modal shows for a query, in its order. */
export async function modalPagesFor(client: ModalClient, query: string, tags: readonly string[]): Promise<string[]> {
  const response = await client.search(modalRequest(query, tags), {maxHitsPerGroup: MODAL_RESULTS_PER_GROUP});
  return modalPages(response.results[0]!.hits);
}

export async function evaluateJudgedSet(
  client: ModalClient,
  set: JudgedSet,
  tags: readonly string[],
): Promise<QualityFigures> {
  const outcomes: QueryOutcome[] = [];
  for (const [query, expected] of set.queries) {
    const shown = await modalPagesFor(client, query, tags);
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

/** The index folder of a build. */
export function builtIndexFolder(buildDir: string): string {
  const folder = readdirSync(buildDir).find((name) => /^search-index\.[0-9a-f]+$/.test(name));
  if (!folder) throw new Error(`No search index in ${buildDir}`);
  return folder;
}

/** The docusaurus tags of an index's pages (from its manifest), which the contextual filters let through. */
export function indexTags(buildDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, builtIndexFolder(buildDir), 'manifest.json'), 'utf8'));
  return [...new Set((manifest.pages as string[][]).map((page) => page[2]!))];
}

/** Both judged sets, answered by a client. */
export async function evaluateJudgedSets(
  client: ModalClient,
  tags: readonly string[],
): Promise<Record<JudgedSetName, QualityFigures>> {
  return {
    public: await evaluateJudgedSet(client, readJudgedSet(JUDGED_SETS.public), tags),
    own: await evaluateJudgedSet(client, readJudgedSet(JUDGED_SETS.own), tags),
  };
}

/** Opens the built index of a build folder from disk. */
export async function openBuiltIndex(buildDir: string): Promise<SearchEngine> {
  const folder = builtIndexFolder(buildDir);
  return SearchEngine.open(async (file) => JSON.parse(readFileSync(path.join(buildDir, folder, file), 'utf8')));
}

/** The judged sets on a build, through the modal's backend reading the index from disk. */
export async function measureSearchQuality(buildDir: string): Promise<Record<JudgedSetName, QualityFigures>> {
  return evaluateJudgedSets(createBackend(await openBuiltIndex(buildDir), ''), indexTags(buildDir));
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

// Run as a script (not imported, as the judged-set test imports it; import.meta is unavailable there).
if (/searchQuality\.ts$/.test(process.argv[1] ?? '')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
