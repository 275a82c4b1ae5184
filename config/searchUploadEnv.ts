/**
 * What `npm run search:upload` needs, read from the environment. Script-side
 * only: the admin key can write to the index, so it never goes near the site
 * config or the browser.
 */
import {readSiteEnv} from './env';

export type SearchUploadEnv =
  | {ok: true; appId: string; adminKey: string; indexName: string; siteUrl: string; baseUrl: string}
  | {ok: false; message: string};

type Env = Record<string, string | undefined>;

export function readSearchUploadEnv(env: Env = process.env): SearchUploadEnv {
  const site = readSiteEnv(env);
  const adminKey = env.ALGOLIA_ADMIN_KEY?.trim() ?? '';
  const appId = env.ALGOLIA_APP_ID?.trim() ?? '';
  const indexName = env.ALGOLIA_INDEX_NAME?.trim() ?? '';
  const missing = [
    !appId && 'ALGOLIA_APP_ID',
    !indexName && 'ALGOLIA_INDEX_NAME',
    !adminKey &&
      'ALGOLIA_ADMIN_KEY (an Admin API key of the application, or a key with addObject, deleteIndex and editSettings rights)',
  ].filter((name): name is string => Boolean(name));
  if (missing.length > 0) {
    return {
      ok: false,
      message: `search:upload refuses to run: set ${missing.join(', ')}. Nothing was sent. The site itself only needs ALGOLIA_APP_ID, ALGOLIA_API_KEY (search-only) and ALGOLIA_INDEX_NAME.`,
    };
  }
  return {ok: true, appId, adminKey, indexName, siteUrl: site.siteUrl, baseUrl: site.baseUrl};
}
