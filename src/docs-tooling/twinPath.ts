/** The URL path of a page's Markdown twin: the page path plus `.md` (`/` → `/index.md`). */
export function twinPathFor(pagePath: string): string {
  const clean = pagePath.replace(/\/+$/, '');
  return clean ? `${clean}.md` : '/index.md';
}

/** The URL path of a page's twin when the site lives under `baseUrl` (`/docs/` + `/docs/a` → `/docs/a.md`, `/docs/` → `/docs/index.md`). */
export function twinHrefFor(pathname: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  const inSite = pathname === base ? '/' : pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
  return `${base}${twinPathFor(inSite)}`;
}
