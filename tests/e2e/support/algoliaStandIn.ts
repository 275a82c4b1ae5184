/**
 * A stand-in for Algolia's search API, answered by the local engine from a
 * build's own index, so Algolia mode is tested with no network. It checks the
 * credentials the site sends and records every request body.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page, Route} from '@playwright/test';
import {SearchEngine} from '@site/src/search/engine';
import {createBackend} from '@site/src/search/localSearchBackend';
import type {MultiSearchBody} from '@site/src/search/requests';

export const ALGOLIA_HOSTS = /^https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\//;

export interface StandInOptions {
  buildDir: string;
  appId: string;
  apiKey: string;
  /** Origin the records carry, as `search:upload` stores them. */
  siteUrl: string;
}

export interface StandIn {
  requests: Array<{host: string; body: MultiSearchBody}>;
  /** Makes every Algolia host unreachable from now on. */
  goDown: () => void;
}

function indexFolder(buildDir: string): string {
  const folder = readdirSync(buildDir).find((name) => /^search-index\.[0-9a-f]+$/.test(name));
  if (!folder) throw new Error(`No search index in ${buildDir}`);
  return path.join(buildDir, folder);
}

export async function routeAlgoliaStandIn(page: Page, options: StandInOptions): Promise<StandIn> {
  const folder = indexFolder(options.buildDir);
  const engine = await SearchEngine.open(async (file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')));
  const backend = createBackend(engine, options.siteUrl);
  const standIn: StandIn = {requests: [], goDown: () => (down = true)};
  let down = false;
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
  };

  await page.route(ALGOLIA_HOSTS, async (route: Route) => {
    const request = route.request();
    if (down) return route.abort('connectionrefused');
    if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: cors});
    const url = new URL(request.url());
    const appId = url.searchParams.get('x-algolia-application-id') ?? request.headers()['x-algolia-application-id'];
    const apiKey = url.searchParams.get('x-algolia-api-key') ?? request.headers()['x-algolia-api-key'];
    if (appId !== options.appId || apiKey !== options.apiKey) {
      return route.fulfill({
        status: 403,
        headers: cors,
        json: {message: 'Invalid Application-ID or API key', status: 403},
      });
    }
    if (!url.pathname.endsWith('/queries'))
      return route.fulfill({status: 404, headers: cors, json: {message: 'Not found', status: 404}});
    const body = JSON.parse(request.postData() ?? '{}') as MultiSearchBody;
    standIn.requests.push({host: url.host, body});
    return route.fulfill({status: 200, headers: cors, json: await backend.search(body)});
  });
  return standIn;
}
