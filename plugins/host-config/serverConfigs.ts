/**
 * The site's redirects as configuration for servers that read no
 * `_redirects` file: nginx, Apache (`.htaccess`), Caddy and S3 website
 * hosting. HOSTING.md prints each, ready to paste, for a site at the root:
 * `npx tsx scripts/render-hosting-configs.ts` writes them there from
 * config/redirects.ts, and a unit test fails when the file is stale.
 */
import type {SiteRedirect} from '../../config/redirects';
import {withGeneratedSection} from '../shared/generatedSection';

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

/** The redirects HOSTING.md prints: every host redirect, and for S3 the published paths alone. */
export interface HostingRedirects {
  all: readonly SiteRedirect[];
  /** Section roots are prefixes of their whole section, so S3 gets only the paths under which no page lives. */
  publishedPaths: readonly SiteRedirect[];
}

const HOSTING_BLOCKS = [
  {name: 'nginx', language: 'nginx', render: (r: HostingRedirects) => nginxRedirects(r.all)},
  {name: 'apache', language: 'apache', render: (r: HostingRedirects) => apacheRedirects(r.all)},
  {name: 'caddy', language: 'caddyfile', render: (r: HostingRedirects) => caddyRedirects(r.all)},
  {name: 's3', language: 'json', render: (r: HostingRedirects) => s3RoutingRules(r.publishedPaths)},
] as const;

/** HOSTING.md with each server's block between its markers rewritten; throws when a marker is missing. */
export function withServerConfigs(text: string, redirects: HostingRedirects): string {
  return HOSTING_BLOCKS.reduce(
    (rewritten, {name, language, render}) =>
      withGeneratedSection(
        rewritten,
        {
          file: 'HOSTING.md',
          start: `<!-- redirects:${name}:start (written by scripts/render-hosting-configs.ts) -->`,
          end: `<!-- redirects:${name}:end -->`,
        },
        `\`\`\`${language}\n${render(redirects)}\n\`\`\``,
      ),
    text,
  );
}
