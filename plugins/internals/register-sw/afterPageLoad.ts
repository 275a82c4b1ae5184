/** Runs `task` once the page has loaded: at once if it has, else on the window's load event. */
export function afterPageLoad(
  task: () => void,
  doc: Pick<Document, 'readyState'> = document,
  win: Pick<Window, 'addEventListener'> = window,
): void {
  if (doc.readyState === 'complete') task();
  else win.addEventListener('load', task, {once: true});
}
