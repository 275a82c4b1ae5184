/**
 * USD value of one vault share. First from the yield-data service (yDaemon):
 * apr.pricePerShare.today × tvl.price of the gauge's underlying vault. When
 * that fails, from the price service (ypricemagic), which prices the vault
 * token itself: `GET /price?chain=ethereum&token=<vault>` → `{price}`. When
 * both fail, the error says why each one did, and the calculator asks the
 * reader to type the price.
 */

export const sharePriceTimeoutMs = 10_000;

export type SharePriceSource = 'yield-data service' | 'price service';

export interface SharePrice {
  value: number;
  /** Which service gave it, for the reader. */
  source: SharePriceSource;
}

export interface SharePriceServices {
  ydaemonUrl: string;
  priceServiceUrl: string;
}

/** Both services failed; `message` names each one's reason. */
export class SharePriceUnavailableError extends Error {
  constructor(readonly reasons: {source: SharePriceSource; message: string}[]) {
    super(`Neither service gave a share price. ${reasons.map(({message}) => message).join(' ')}`);
    this.name = 'SharePriceUnavailableError';
  }
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** GETs JSON from a service with the shared timeout, turning every failure into a plain sentence about that service. */
async function getJson(source: SharePriceSource, url: string, fetchFn: typeof fetch): Promise<unknown> {
  const name = `The ${source}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), sharePriceTimeoutMs);
  try {
    const response = await fetchFn(url, {signal: controller.signal});
    if (!response.ok) throw new Error(`${name} answered with HTTP error ${response.status}.`);
    try {
      return await response.json();
    } catch (error) {
      if (controller.signal.aborted) throw error;
      throw new Error(`${name} did not answer with JSON.`);
    }
  } catch (error) {
    if (controller.signal.aborted) throw new Error(`${name} did not answer within 10 seconds.`);
    if (error instanceof TypeError) throw new Error(`${name} could not be reached.`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function usable(source: SharePriceSource, value: number): number {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`The ${source} did not return a usable share price.`);
  return value;
}

const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/** A number from JSON: a number, or a numeric string as some services send them; anything else is not a price. */
const numeric = (value: unknown): number =>
  typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? Number(value) : Number.NaN;

/** The yield-data service's share price: price per share × the vault token's underlying price. */
export async function fetchSharePrice(
  ydaemonUrl: string,
  vault: string,
  fetchFn: typeof fetch = fetch,
): Promise<number> {
  if (!ydaemonUrl) throw new Error('No yield-data service is configured.');
  const body = await getJson('yield-data service', `${trimSlash(ydaemonUrl)}/1/vaults/${vault}`, fetchFn);
  const price = numeric(field(field(body, 'tvl'), 'price'));
  const perShare = numeric(field(field(field(body, 'apr'), 'pricePerShare'), 'today'));
  return usable('yield-data service', price * perShare);
}

/** The price service's USD price of one vault token (a share), on Ethereum mainnet. */
export async function fetchPriceServiceSharePrice(
  priceServiceUrl: string,
  vault: string,
  fetchFn: typeof fetch = fetch,
): Promise<number> {
  if (!priceServiceUrl) throw new Error('No price service is configured.');
  const query = new URLSearchParams({chain: 'ethereum', token: vault});
  const body = await getJson('price service', `${trimSlash(priceServiceUrl)}/price?${query}`, fetchFn);
  return usable('price service', numeric(field(body, 'price')));
}

/** The share price from the yield-data service, else from the price service; throws SharePriceUnavailableError when both fail. */
export async function loadSharePrice(
  services: SharePriceServices,
  vault: string,
  fetchFn: typeof fetch = fetch,
): Promise<SharePrice> {
  const reasons: {source: SharePriceSource; message: string}[] = [];
  const attempts: [SharePriceSource, () => Promise<number>][] = [
    ['yield-data service', () => fetchSharePrice(services.ydaemonUrl, vault, fetchFn)],
    ['price service', () => fetchPriceServiceSharePrice(services.priceServiceUrl, vault, fetchFn)],
  ];
  for (const [source, attempt] of attempts) {
    try {
      return {value: await attempt(), source};
    } catch (error) {
      reasons.push({source, message: error instanceof Error ? error.message : `The ${source} failed.`});
    }
  }
  throw new SharePriceUnavailableError(reasons);
}
