/**
 * The page's code chunks that failed to load before the app asked for them.
 * The HTML lists the page's chunks beside main.js; the route match, a few
 * tasks later, asks the bundler's runtime for them, and for a chunk whose
 * <script> is already in the page the runtime waits on that element's load
 * or error event. One that has already failed fires neither again, so the
 * match would wait for the runtime's two-minute timeout instead of failing
 * at once. Watching from main.js's own task on (page scripts run, and fail,
 * in their listed order after it), the failures are known when the match
 * starts.
 */

/** Starts watching; the returned function gives the error for the first failed chunk script, or null. */
export function watchChunkScriptFailures(
  win: Pick<Window, 'addEventListener'>,
  chunkPath = '/assets/js/',
): () => Error | null {
  const failed: string[] = [];
  win.addEventListener(
    'error',
    (event) => {
      // A failed load's error event does not bubble: it reaches the window in the capture phase only.
      const target = event.target as {tagName?: string; src?: string} | null;
      if (target?.tagName === 'SCRIPT' && target.src?.includes(chunkPath)) failed.push(target.src);
    },
    true,
  );
  return () => {
    const src = failed[0];
    if (src === undefined) return null;
    // Worded as the bundler's own ChunkLoadError, which the page's load-failure notice recognises.
    const chunk = src.slice(src.lastIndexOf('/') + 1).split('.')[0];
    const error = new Error(`Loading chunk ${chunk} failed.\n(error: ${src})`);
    error.name = 'ChunkLoadError';
    return error;
  };
}
