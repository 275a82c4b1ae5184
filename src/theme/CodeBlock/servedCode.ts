/**
 * The highlighted code the server rendered into a block, read from the page
 * before the block turns live, so that the live block can show it again as
 * it was instead of highlighting the code a second time with Prism.
 */
export interface ServedCode {
  preClassName: string;
  codeClassName: string;
  /** Set when the block numbers its lines, from the line it starts at. */
  counterReset: string;
  linesHtml: string;
}

export function readServedCode(container: Element): ServedCode | null {
  const pre = container.querySelector('pre');
  const code = pre?.querySelector(':scope > code');
  if (!pre || !(code instanceof HTMLElement)) return null;
  return {
    preClassName: pre.className,
    codeClassName: code.className,
    counterReset: code.style.counterReset,
    linesHtml: code.innerHTML,
  };
}
