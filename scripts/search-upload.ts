/**
 * `npm run search:upload [build dir]`: reads the built pages into search
 * records, the same records the built-in search answers from, and pushes
 * them to Algolia with the index settings and synonyms that make Algolia
 * rank as the built-in engine does (scripts/lib/searchUpload.ts). Needs ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME and an admin key in
 * ALGOLIA_ADMIN_KEY; without them it refuses and sends nothing.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {algoliasearch} from 'algoliasearch';
import {SEARCH_PAGE_STATUS_RULES, SEARCH_SECTION_LABELS} from '../config/search';
import {readSearchUploadEnv} from '../config/searchUploadEnv';
import {buildSearchIndex} from '../plugins/local-search/buildIndex';
import {expandCompactIndex} from '../src/search/indexFormat';
import {type AlgoliaWriteClient, pageFactsOf, toAlgoliaObjects, uploadRecords} from './lib/searchUpload';

async function main(): Promise<number> {
  const env = readSearchUploadEnv();
  if (!env.ok) {
    console.error(env.message);
    return 1;
  }
  const buildDir = process.argv[2] ?? 'build';
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`No built site in "${buildDir}". Run "npm run build" first.`);
    return 1;
  }
  const data = await buildSearchIndex({
    outDir: buildDir,
    baseUrl: env.baseUrl,
    sectionLabels: SEARCH_SECTION_LABELS,
    statusRules: SEARCH_PAGE_STATUS_RULES,
  });
  const objects = toAlgoliaObjects(expandCompactIndex(data), env.siteUrl, pageFactsOf(data));
  const client = algoliasearch(env.appId, env.adminKey) as unknown as AlgoliaWriteClient;
  await uploadRecords(client, env.indexName, objects);
  console.log(`Uploaded ${objects.length} records from ${buildDir} to the Algolia index "${env.indexName}".`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('search:upload failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
