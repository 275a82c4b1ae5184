/**
 * The browser side of saving: plain fetches, which pass through the service
 * worker that keeps them, and search files, which the page keeps itself.
 */
import {browserIndexFileStore} from '../search/indexFileStore';
import type {SaveDeps} from './saveAll';

async function fetchOk(url: string, signal: AbortSignal): Promise<Response> {
  const response = await fetch(url, {signal});
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

export const browserSaveDeps: SaveDeps = {
  fetchText: async (url, signal) => (await fetchOk(url, signal)).text(),
  fetchFile: async (url, signal) => {
    await (await fetchOk(url, signal)).arrayBuffer();
  },
  keepSearchFile: async (url, signal) => {
    const response = await fetchOk(url, signal);
    await browserIndexFileStore().keep(url, response.clone());
    return response.text();
  },
};
