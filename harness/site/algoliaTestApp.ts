/** The made-up Algolia application the Algolia-mode build and its tests use; a local stand-in answers for it. */
export const ALGOLIA_TEST_APP = {appId: 'TESTAPP', apiKey: 'test-search-only-key', indexName: 'yearn-docs-test'};

export const ALGOLIA_TEST_ENV = {
  ALGOLIA_APP_ID: ALGOLIA_TEST_APP.appId,
  ALGOLIA_API_KEY: ALGOLIA_TEST_APP.apiKey,
  ALGOLIA_INDEX_NAME: ALGOLIA_TEST_APP.indexName,
};
