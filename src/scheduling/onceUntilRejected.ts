/**
 * Work that loads something once for every caller: a load that succeeded is
 * shared, a failed one (a script that did not arrive, a reader offline) is
 * forgotten, so the next caller tries again.
 */

/** `load` run once and its promise shared, until it fails. */
export function onceUntilRejected<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      pending = load();
      pending.catch(() => {
        pending = null;
      });
    }
    return pending;
  };
}
