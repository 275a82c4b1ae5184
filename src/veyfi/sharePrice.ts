/**
 * USD value of one vault share from the yield-data service (yDaemon):
 * apr.pricePerShare.today × tvl.price of the gauge's underlying vault.
 */

export const sharePriceTimeoutMs = 10_000;

export async function fetchSharePrice(ydaemonUrl: string, vault: string, fetchFn: typeof fetch = fetch): Promise<number> {
  if (!ydaemonUrl) throw new Error('No yield-data service is configured.');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), sharePriceTimeoutMs);
  try {
    const response = await fetchFn(`${ydaemonUrl.replace(/\/+$/, '')}/1/vaults/${vault}`, {signal: controller.signal});
    if (!response.ok) throw new Error(`The yield-data service answered with HTTP error ${response.status}.`);
    const body = (await response.json()) as {tvl?: {price?: unknown}; apr?: {pricePerShare?: {today?: unknown}}};
    const price = Number(body.tvl?.price);
    const perShare = Number(body.apr?.pricePerShare?.today);
    const value = price * perShare;
    if (!Number.isFinite(value) || value <= 0) throw new Error('The yield-data service did not return a usable share price.');
    return value;
  } catch (error) {
    if (controller.signal.aborted) throw new Error('The yield-data service did not answer within 10 seconds.');
    if (error instanceof TypeError) throw new Error('The yield-data service could not be reached.');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
