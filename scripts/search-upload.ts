/**
 * `npm run search:upload [build dir]`: pushes the records of the last build's
 * search index to Algolia, the same records the built-in search answers
 * from. Needs ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME and an admin key in
 * ALGOLIA_ADMIN_KEY; without them it refuses and sends nothing.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {algoliasearch} from 'algoliasearch';
import {SEARCH_PAGE_BOOSTS} from '../config/search';
import {readSearchUploadEnv} from '../config/searchUploadEnv';
import {findBuiltIndex} from '../plugins/local-search';
import {expandCompactIndex, isCompactIndex} from '../src/search/indexFormat';
import {RECORDS_FILE} from '../src/search/shardFormat';
import {type AlgoliaWriteClient, toAlgoliaObjects, uploadRecords} from './lib/searchUpload';

async function main(): Promise<number> {
  const env = readSearchUploadEnv();
  if (!env.ok) {
    console.error(env.message);
    return 1;
  }
  const buildDir = process.argv[2] ?? 'build';
  const folder = await findBuiltIndex(buildDir);
  if (!folder) {
    console.error(`No search index in "${buildDir}". Run "npm run build" first.`);
    return 1;
  }
  const data: unknown = JSON.parse(await readFile(path.join(folder, RECORDS_FILE), 'utf8'));
  if (!isCompactIndex(data)) {
    console.error(`${folder}/${RECORDS_FILE} is not in the expected format; rebuild the site.`);
    return 1;
  }
  const pageRank = (url: string) => {
    const boost = SEARCH_PAGE_BOOSTS.find((entry) => url.includes(entry.pathIncludes))?.boost ?? 1;
    return boost < 1 ? -1 : boost > 1 ? 1 : 0;
  };
  const objects = toAlgoliaObjects(expandCompactIndex(data), env.siteUrl, pageRank);
  const client = algoliasearch(env.appId, env.adminKey) as unknown as AlgoliaWriteClient;
  await uploadRecords(client, env.indexName, objects);
  console.log(`Uploaded ${objects.length} records from ${folder} to the Algolia index "${env.indexName}".`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('search:upload failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
