/**
 * When the search modal's code loads. Its chunks evaluate in one long task on
 * a slow phone; started by the tap itself, that task would hold back the
 * frame that shows the tap's answer (the dialog of SearchModalShell.tsx).
 * So a hint of intent (hover, focus) loads it when the page is idle, and a
 * tap loads it once the dialog has been drawn.
 */

/** Runs `task` when the browser is idle, within a second; where idle callbacks are missing, shortly. */
export function whenIdle(task: () => void, win: Window = window): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => task(), {timeout: 1000});
  else win.setTimeout(task, 50);
}

/** Runs `task` in a task after the next frame has been drawn. */
export function afterNextPaint(task: () => void, win: Window = window): void {
  win.requestAnimationFrame(() => win.setTimeout(task, 0));
}
