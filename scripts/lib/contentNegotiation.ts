/**
 * Which form of a page a client asked for: the HTML page, or its Markdown
 * twin (`/a/b` → `/a/b.md`) for a client whose Accept header prefers
 * `text/markdown`, as agents that read docs send it.
 */
import Negotiator from 'negotiator';

/** Listed in order of preference: a client that states none, or accepts both equally, gets HTML. */
const PAGE_TYPES = ['text/html', 'text/markdown'];

export function prefersMarkdown(accept: string | string[] | undefined): boolean {
  const header = Array.isArray(accept) ? accept.join(', ') : accept;
  if (!header) return false;
  return new Negotiator({headers: {accept: header}}).mediaType(PAGE_TYPES) === 'text/markdown';
}
