/**
 * Turns the built index's records into DocSearch records for Algolia and
 * pushes them with index settings and synonyms that rank as the built-in
 * engine does (src/search/engine.ts): more matched words first, then fewer
 * typos, then the best attribute (page title, headings, text), then custom
 * ranking (current before legacy and deprecated pages, higher headings
 * first), one hit per section and one per family of old contract copies.
 */
import type {CompactIndex} from '../../src/search/indexFormat';
import {PAGE_STATUS, type PageStatus} from '../../src/search/pageStatus';
import {algoliaSynonyms} from '../../src/search/synonyms';
import {MIN_TYPO_LENGTH} from '../../src/search/tunables';
import type {SearchRecord} from '../../src/search/types';

export type AlgoliaObject = Omit<SearchRecord, 'weight'> & {
  weight: {level: number; position: number; page_rank: number};
  /** One hit per value: the section URL, or the family of a contract's old copies. */
  distinct_key: string;
};

/** What the upload knows of a record's page (from the built index). */
export interface PageFacts {
  status: PageStatus;
  /** Family of an old release of a contract, whose copies share one hit; '' for any other page. */
  family: string;
}

/**
 * Each page's facts, read from the index the built-in engine answers from:
 * its status, and the family of an old release. Other families (a numbered
 * series of records) are left out: Algolia's distinct would show only one of
 * them, where the engine keeps them all, only fewer of them first.
 */
export function pageFactsOf(index: CompactIndex): (path: string) => PageFacts {
  const facts = new Map(
    index.p.map(([url, , , , status, family, release]): [string, PageFacts] => [
      url,
      {status: status ?? PAGE_STATUS.current, family: release ? (family ?? '') : ''},
    ]),
  );
  return (path) => facts.get(path) ?? {status: PAGE_STATUS.current, family: ''};
}

/** The index settings search:upload pushes, the Algolia form of the built-in engine's ranking. */
export const SEARCH_INDEX_SETTINGS = {
  // Ordered: a page-title match ranks above a heading match, which ranks above a text match.
  searchableAttributes: [
    'hierarchy.lvl1',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
    'unordered(hierarchy.lvl0)',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  // Identifiers split at case changes, as the built-in engine splits them.
  camelCaseAttributes: ['hierarchy', 'content'],
  customRanking: ['desc(weight.page_rank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  // One typo from five letters (a second never: queries are at most 64 characters).
  minWordSizefor1Typo: MIN_TYPO_LENGTH,
  minWordSizefor2Typos: 64,
  allowTyposOnNumericTokens: false,
  ignorePlurals: ['en'],
  removeStopWords: ['en'],
  queryLanguages: ['en'],
  advancedSyntax: true,
  // With no record matching every word, the words become optional: more matched words rank higher.
  removeWordsIfNoResults: 'allOptional',
  distinct: true,
  attributeForDistinct: 'distinct_key',
} as const;

export type AlgoliaSynonym = ReturnType<typeof algoliaSynonyms>[number];

/** The parts of the Algolia client the upload uses (the real client, or a test double). */
export interface AlgoliaWriteClient {
  setSettings(props: {indexName: string; indexSettings: typeof SEARCH_INDEX_SETTINGS}): Promise<{taskID: number}>;
  saveSynonyms(props: {
    indexName: string;
    synonymHit: AlgoliaSynonym[];
    replaceExistingSynonyms: boolean;
  }): Promise<{taskID: number}>;
  waitForTask(props: {indexName: string; taskID: number}): Promise<unknown>;
  replaceAllObjects(props: {indexName: string; objects: AlgoliaObject[]; batchSize?: number}): Promise<unknown>;
}

/** Absolute URLs (DocSearch needs them), page rank from the page's status, and the distinct key. */
export function toAlgoliaObjects(
  records: readonly SearchRecord[],
  siteUrl: string,
  pageOf: (path: string) => PageFacts,
): AlgoliaObject[] {
  return records.map(({weight, ...record}) => {
    const page = pageOf(record.url_without_anchor);
    return {
      ...record,
      url: `${siteUrl}${record.url}`,
      url_without_anchor: `${siteUrl}${record.url_without_anchor}`,
      weight: {...weight, page_rank: page.status},
      distinct_key: page.family ? `family:${page.family}` : `${siteUrl}${record.url}`,
    };
  });
}

export async function uploadRecords(
  client: AlgoliaWriteClient,
  indexName: string,
  objects: AlgoliaObject[],
): Promise<void> {
  if (objects.length === 0) throw new Error('The built index has no records; refusing to empty the Algolia index.');
  const {taskID} = await client.setSettings({indexName, indexSettings: SEARCH_INDEX_SETTINGS});
  await client.waitForTask({indexName, taskID});
  const synonyms = await client.saveSynonyms({indexName, synonymHit: algoliaSynonyms(), replaceExistingSynonyms: true});
  await client.waitForTask({indexName, taskID: synonyms.taskID});
  // Atomic: a temporary index is filled, then moved over the live one (settings and synonyms kept)
  await client.replaceAllObjects({indexName, objects, batchSize: 1000});
}
