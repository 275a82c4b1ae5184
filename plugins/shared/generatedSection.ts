/**
 * A generated block inside a hand-written Markdown file (README.md,
 * HOSTING.md, INTERNALS.md), between a start and an end marker: its render
 * scripts rewrite the block, and their tests compare the file with its
 * rewrite.
 */
export function withGeneratedSection(
  text: string,
  {file, start, end}: {file: string; start: string; end: string},
  body: string,
): string {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to < from) throw new Error(`${file} lacks the markers ${start} … ${end}`);
  return `${text.slice(0, from + start.length)}\n\n${body}\n\n${text.slice(to)}`;
}
