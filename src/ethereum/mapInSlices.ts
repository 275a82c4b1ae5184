/**
 * Long synchronous work split into slices, so a page that is still loading
 * keeps answering input and painting in between (encoding a page's reads
 * hashes dozens of ENS labels and function signatures).
 */

/** Resolves in a later task; `scheduler.yield()` where the browser has it, since it keeps this work ahead of other queued tasks. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Maps every item in order, yielding to the main thread each time a slice has run for `sliceMs`. */
export async function mapInSlices<T, R>(items: readonly T[], map: (item: T) => R, sliceMs = 8): Promise<R[]> {
  const results: R[] = [];
  let sliceStart = performance.now();
  for (const item of items) {
    if (performance.now() - sliceStart >= sliceMs) {
      await yieldToMain();
      sliceStart = performance.now();
    }
    results.push(map(item));
  }
  return results;
}
