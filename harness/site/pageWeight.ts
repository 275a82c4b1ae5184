/**
 * Records what a page downloads from the local server, for byte budgets:
 * every response with the gzip size of its body, its kind, and whether it
 * was a prefetch (`<link rel=prefetch>` for pages the reader may open next)
 * rather than something this page needs. Shared by the byte-budget test and
 * `npm run bench`, so both count bytes the same way. A file fetched twice
 * (a prefetch of a chunk the page already loaded, answered from cache) counts
 * once.
 */
import type {Page, Response} from '@playwright/test';
import {gzipSize} from '@site/harness/site/gzipSize';

export type TransferKind = 'js' | 'css' | 'other';

export interface Transfer {
  url: string;
  kind: TransferKind;
  gzipBytes: number;
  prefetch: boolean;
}

export interface TransferLog {
  /** Number of responses seen so far: pass it to `settled` to get only later ones. */
  count(): number;
  /** Resolves once no request of the page has been in flight for `ms` milliseconds. */
  quiet(ms?: number): Promise<void>;
  /** The transfers from response number `from` on, once all their bodies are read. */
  settled(from?: number): Promise<Transfer[]>;
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function kindOf(response: Response): TransferKind {
  const type = response.request().resourceType();
  const pathname = new URL(response.url()).pathname;
  if (type === 'script' || pathname.endsWith('.js')) return 'js';
  if (type === 'stylesheet' || pathname.endsWith('.css')) return 'css';
  return 'other';
}

async function measure(page: Page, response: Response): Promise<Transfer | null> {
  const url = new URL(response.url());
  // Redirects carry no body; other hosts are the caller's to block and report.
  if (!LOCAL_HOSTS.has(url.hostname) || (response.status() >= 300 && response.status() < 400)) return null;
  const prefetch = (await response.request().headerValue('sec-purpose'))?.includes('prefetch') ?? false;
  // Chromium does not hand prefetched bodies to the driver: fetch the same file again outside the page.
  const body = prefetch ? await (await page.context().request.get(response.url())).body() : await response.body();
  return {url: url.pathname + url.search, kind: kindOf(response), gzipBytes: gzipSize(body), prefetch};
}

export function recordTransfers(page: Page): TransferLog {
  const entries: Promise<Transfer | null>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight++;
    lastActivity = Date.now();
  });
  const ended = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', (response) => {
    const entry = measure(page, response);
    // A response that lands as the page closes fails to read; only the ones `settled` awaits count.
    entry.catch(() => undefined);
    entries.push(entry);
  });
  return {
    count: () => entries.length,
    quiet: async (ms = 500) => {
      while (inFlight > 0 || Date.now() - lastActivity < ms) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    settled: async (from = 0) =>
      (await Promise.all(entries.slice(from))).filter((entry): entry is Transfer => entry !== null),
  };
}

/**
 * Opens `url` and waits until the page has hydrated and its network has then
 * been quiet. The app's scripts are held until the first paint
 * (plugins/internals/ssr-template), so Playwright's `networkidle` can come before they
 * are even requested on a busy machine: a load measured then misses the JS.
 */
export async function loadSettled(page: Page, url: string, log: TransferLog): Promise<void> {
  await page.goto(url, {waitUntil: 'load'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await log.quiet();
}

/** Each file once, the first time it was fetched (a needed load before a prefetch of it). */
export function uniqueTransfers(transfers: readonly Transfer[]): Transfer[] {
  const seen = new Set<string>();
  return transfers.filter((transfer) => !seen.has(transfer.url) && seen.add(transfer.url));
}

/** Gzip bytes of one kind (or every kind), optionally only prefetches or only needed files. */
export function totalBytes(
  transfers: readonly Transfer[],
  kind?: TransferKind,
  {prefetch}: {prefetch?: boolean} = {},
): number {
  return uniqueTransfers(transfers)
    .filter(
      (transfer) =>
        (kind === undefined || transfer.kind === kind) && (prefetch === undefined || transfer.prefetch === prefetch),
    )
    .reduce((sum, transfer) => sum + transfer.gzipBytes, 0);
}
