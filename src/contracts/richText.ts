/**
 * The tiny markup descriptions may use: `code` spans and [links](/path).
 * Parsed into parts so the page renders them without a Markdown engine.
 */
/** `at` is where the part starts in the source text: unique, so it doubles as a render key. */
export type RichPart = {at: number} & (
  | {kind: 'text'; text: string}
  | {kind: 'code'; text: string}
  | {kind: 'link'; text: string; href: string}
);

const MARKUP = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseRichText(text: string): RichPart[] {
  const parts: RichPart[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    if (match.index > last) parts.push({at: last, kind: 'text', text: text.slice(last, match.index)});
    parts.push(
      match[1] !== undefined
        ? {at: match.index, kind: 'code', text: match[1]}
        : {at: match.index, kind: 'link', text: match[2]!, href: match[3]!},
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({at: last, kind: 'text', text: text.slice(last)});
  return parts;
}

/** The same text without markup, for meta descriptions. */
export function plainText(text: string): string {
  return parseRichText(text)
    .map((part) => part.text)
    .join('');
}
