/**
 * The site's redirects as configuration for servers that read no
 * `_redirects` file: nginx, Apache (`.htaccess`), Caddy and S3 website
 * hosting. The README prints each, ready to paste, for a site at the root; a
 * test keeps it in step with config/redirects.ts.
 */
import type {SiteRedirect} from '../../config/redirects';

const bare = (urlPath: string) => urlPath.replace(/(.)\/+$/, '$1');

/** Each source once, without its trailing slash, with its target. */
function bareSources(redirects: readonly SiteRedirect[]): SiteRedirect[] {
  const seen = new Map<string, string>();
  for (const {from, to} of redirects) if (!seen.has(bare(from))) seen.set(bare(from), to);
  return [...seen].map(([from, to]) => ({from, to}));
}

const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Anchored regex `location` blocks for a `server {}`; nginx tries them before a prefix `location /`. */
export function nginxRedirects(redirects: readonly SiteRedirect[]): string {
  return bareSources(redirects)
    .map(({from, to}) => `location ~ ^${regexEscape(from)}/?$ { return 301 ${to}; }`)
    .join('\n');
}

/** mod_alias lines for `.htaccess`, anchored (`Redirect` would also send every path below the source). */
export function apacheRedirects(redirects: readonly SiteRedirect[]): string {
  return bareSources(redirects)
    .map(({from, to}) => `RedirectMatch 301 ^${regexEscape(from)}/?$ ${to}`)
    .join('\n');
}

/** `redir` lines for a Caddyfile site block; a path without `*` matches exactly. */
export function caddyRedirects(redirects: readonly SiteRedirect[]): string {
  return bareSources(redirects)
    .flatMap(({from, to}) => [`redir ${from} ${to} 301`, `redir ${from}/ ${to} 301`])
    .join('\n');
}

/**
 * S3 website routing rules (the `RoutingRules` of `aws s3api
 * put-bucket-website`). S3 matches a key prefix, never an exact key, so only
 * sources under which no page lives belong here: a rule for a section root
 * (`/developers`) would send its whole section away.
 */
export function s3RoutingRules(redirects: readonly SiteRedirect[]): string {
  const rules = bareSources(redirects).map(({from, to}) =>
    JSON.stringify({
      Condition: {KeyPrefixEquals: from.slice(1)},
      // The folder key: S3 answers it from the index document, where the bare key costs a 302 more.
      Redirect: {HttpRedirectCode: '301', ReplaceKeyWith: `${to.slice(1)}/`},
    }),
  );
  return `[\n  ${rules.join(',\n  ')}\n]`;
}
