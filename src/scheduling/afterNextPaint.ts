/**
 * Work that must not hold back the frame answering a reader's input: the
 * input's own answer is drawn first, and the heavier work follows it.
 */

/** Runs `task` in a task after the next frame has been drawn. */
export function afterNextPaint(task: () => void, win: Window = window): void {
  win.requestAnimationFrame(() => win.setTimeout(task, 0));
}
