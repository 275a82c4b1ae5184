/** The URL path of a page's Markdown twin: the page path plus `.md` (`/` → `/index.md`). */
export function twinPathFor(pagePath: string): string {
  const clean = pagePath.replace(/\/+$/, '');
  return clean ? `${clean}.md` : '/index.md';
}
