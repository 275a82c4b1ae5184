/**
 * Which page of the site a `get_page` argument names: a path (`/a/b`,
 * `a/b/`, `/a/b.md`, `/a/b#anchor`) or a URL of the site. The answer is
 * always one of the build's own page paths, looked up in its list, so no
 * argument reaches the file system; one that leaves the site (`..`, in any
 * encoding, another host) is refused by name, and an unknown page gets the
 * three nearest pages.
 */
import {boundedDistance} from '../src/search/editDistance';

export type PageLookup =
  | {ok: true; route: string}
  | {ok: false; reason: 'outside'; message: string}
  | {ok: false; reason: 'unknown'; path: string; nearest: string[]};

/** Longest argument read; a longer one names no page of this site. */
export const MAX_PAGE_ARGUMENT = 2048;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Percent-decodes until nothing changes (at most a few rounds), so `%252e%252e` is seen as `..`. */
function fullyDecoded(text: string): string {
  let current = text;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** The page path an argument names, without its `.md`, `.html`, `/index`, trailing slash, query or anchor. */
function cleanPath(pathname: string): string {
  const clean = pathname
    .replace(/\/{2,}/g, '/')
    .replace(/\.(md|html)$/, '')
    .replace(/\/index$/, '')
    .replace(/\/+$/, '');
  return clean === '' ? '/' : clean.startsWith('/') ? clean : `/${clean}`;
}

/** The up-to-`count` page paths closest to `wanted` by edit distance, nearest first, then alphabetically. */
export function nearestPages(routes: Iterable<string>, wanted: string, count = 3): string[] {
  const target = wanted.toLowerCase();
  return [...routes]
    .map((route) => ({route, distance: boundedDistance(target, route.toLowerCase(), Number.POSITIVE_INFINITY)}))
    .sort((a, b) => a.distance - b.distance || (a.route < b.route ? -1 : 1))
    .slice(0, count)
    .map(({route}) => route);
}

export function lookUpPage(
  argument: string,
  site: {url: string; routes: ReadonlySet<string>; redirects: ReadonlyMap<string, string>},
): PageLookup {
  const raw = argument.trim();
  const decoded = fullyDecoded(raw).replace(/\\/g, '/');
  if (decoded.includes('\0') || decoded.split(/[/?#]/).some((segment) => segment === '..'))
    return {
      ok: false,
      reason: 'outside',
      message: `"${raw}" leaves the site: give a page path such as /developers/v3/overview.`,
    };
  const siteUrl = new URL(`${site.url}/`);
  let url: URL;
  try {
    url = /^[a-z][a-z0-9+.-]*:/i.test(decoded) ? new URL(decoded) : new URL(decoded.replace(/^\/*/, '/'), siteUrl);
  } catch {
    return {ok: false, reason: 'outside', message: `"${raw}" is neither a page path nor a URL of this site.`};
  }
  if (!/^https?:$/.test(url.protocol) || (url.host !== siteUrl.host && !LOOPBACK_HOSTS.has(url.hostname)))
    return {ok: false, reason: 'outside', message: `"${raw}" is not on this site (${site.url}).`};
  const wanted = cleanPath(url.pathname);
  for (const candidate of [wanted, site.redirects.get(wanted)]) {
    if (candidate !== undefined && site.routes.has(cleanPath(candidate)))
      return {ok: true, route: cleanPath(candidate)};
  }
  return {ok: false, reason: 'unknown', path: wanted, nearest: nearestPages(site.routes, wanted)};
}
