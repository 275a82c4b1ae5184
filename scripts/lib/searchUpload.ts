/**
 * Turns the built index's records into DocSearch records for Algolia and
 * pushes them with DocSearch's index settings, so Algolia mode ranks and
 * filters like the built-in index.
 */
import type {SearchRecord} from '../../src/search/types';

export type AlgoliaObject = Omit<SearchRecord, 'weight'> & {
  weight: {level: number; position: number; page_rank: number};
};

/** DocSearch's settings for a Docusaurus index (its crawler template). */
export const DOCSEARCH_INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  customRanking: ['desc(weight.page_rank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  ignorePlurals: true,
  advancedSyntax: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
  distinct: true,
  attributeForDistinct: 'url',
} as const;

/** The parts of the Algolia client the upload uses (the real client, or a test double). */
export interface AlgoliaWriteClient {
  setSettings(props: {indexName: string; indexSettings: typeof DOCSEARCH_INDEX_SETTINGS}): Promise<{taskID: number}>;
  waitForTask(props: {indexName: string; taskID: number}): Promise<unknown>;
  replaceAllObjects(props: {indexName: string; objects: AlgoliaObject[]; batchSize?: number}): Promise<unknown>;
}

/** Absolute URLs (DocSearch needs them) and DocSearch's page rank from the site's page boosts. */
export function toAlgoliaObjects(
  records: readonly SearchRecord[],
  siteUrl: string,
  pageRank: (path: string) => number,
): AlgoliaObject[] {
  return records.map(({weight, ...record}) => ({
    ...record,
    url: `${siteUrl}${record.url}`,
    url_without_anchor: `${siteUrl}${record.url_without_anchor}`,
    weight: {...weight, page_rank: pageRank(record.url)},
  }));
}

export async function uploadRecords(client: AlgoliaWriteClient, indexName: string, objects: AlgoliaObject[]): Promise<void> {
  if (objects.length === 0) throw new Error('The built index has no records; refusing to empty the Algolia index.');
  const {taskID} = await client.setSettings({indexName, indexSettings: DOCSEARCH_INDEX_SETTINGS});
  await client.waitForTask({indexName, taskID});
  // Atomic: a temporary index is filled, then moved over the live one (settings kept)
  await client.replaceAllObjects({indexName, objects, batchSize: 1000});
}
