/**
 * What the local-search plugin tells the browser: which engine answers
 * searches and where the built index is. No imports: the Node plugin shares it.
 */

export const LOCAL_SEARCH_PLUGIN_NAME = 'local-search';

export type SearchMode = 'local' | 'algolia';

export interface LocalSearchPluginData {
  mode: SearchMode;
  /** Path of the index manifest (in a content-hashed folder), including the base URL. */
  indexUrl: string;
}

/** Body served in development when no build has produced an index yet. */
export interface MissingIndexNotice {
  error: string;
}
