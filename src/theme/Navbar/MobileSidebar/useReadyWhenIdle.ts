import {startTransition, useEffect, useState} from 'react';

/**
 * Becomes true once the browser is idle after `wanted` turns true, through a
 * transition, so React renders what it gates in short slices instead of one
 * long task while the page is still loading.
 */
export function useReadyWhenIdle(wanted: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wanted || ready) return undefined;
    const markReady = () => startTransition(() => setReady(true));
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(markReady, 500);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(markReady, {timeout: 3000});
    return () => window.cancelIdleCallback(handle);
  }, [wanted, ready]);
  return ready;
}
