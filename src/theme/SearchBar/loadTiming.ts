/**
 * When the search modal's code loads. Its chunks evaluate in one long task on
 * a slow phone; started by the tap itself, that task would hold back the
 * frame that shows the tap's answer (the dialog of SearchModalShell.tsx).
 * So a hint of intent (hover, focus) loads it when the page is idle once the
 * hint has lasted past a tap's own events, and a tap loads it once the dialog
 * has been drawn.
 */

import {onceUntilRejected} from '@site/src/scheduling/onceUntilRejected';

/** Longer than a tap takes from touch to click, so a hint that is a tap's start never loads during the tap. */
export const INTENT_DELAY_MS = 300;

/** Runs `task` when the browser is idle after INTENT_DELAY_MS, within a second more. */
export function whenIdle(task: () => void, win: Window = window): void {
  win.setTimeout(() => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => task(), {timeout: 1000});
    else task();
  }, INTENT_DELAY_MS);
}

/**
 * A preload that hints of intent share: a press also hovers and focuses, so
 * each hint after the first waits on the load already scheduled; a failed load
 * lets the next hint try again (the tap that opens search retries as well).
 */
export function preloadOnce(load: () => Promise<unknown>, schedule: (task: () => void) => void = whenIdle): () => void {
  const scheduledLoad = onceUntilRejected(() => new Promise<void>((resolve) => schedule(resolve)).then(() => load()));
  return () => {
    scheduledLoad().catch(() => {
      // The tap that opens search loads it again, and says so if it still fails.
    });
  };
}
