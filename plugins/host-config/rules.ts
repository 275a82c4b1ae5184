/**
 * The response headers and redirects a host serves the built site with, in
 * the `_headers` / `_redirects` format of Cloudflare Pages (Netlify reads the
 * same files). The local server reads the very files the build writes, so a
 * header or redirect tested here is the one a deploy serves.
 */
import type {SiteRedirect} from '../../config/redirects';
import {KATEX_PUBLIC_DIR} from '../katex-stylesheet/paths';

export interface HeaderRule {
  /** A path pattern: `*` matches any run of characters, as on the hosts. */
  pattern: string;
  headers: Record<string, string>;
  /** Headers an earlier matching rule set that this rule removes (`! Name`). */
  detach: string[];
}

export interface PolicyInput {
  /** `sha256-…` sources of every inline script the built pages carry. */
  scriptHashes: readonly string[];
  /** Origins the pages fetch from besides their own: RPC, data and search services. */
  connectOrigins: readonly string[];
}

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const HSTS = 'max-age=63072000; includeSubDomains';

export function contentSecurityPolicy({scriptHashes, connectOrigins}: PolicyInput): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)]],
    // React and the server render write style attributes; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Pages show pictures hosted elsewhere (product screenshots, partner logos).
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...connectOrigins]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/** Headers that govern a document (what it may run, load and use), left out of responses that are never one. */
const DOCUMENT_ONLY_HEADERS = ['Content-Security-Policy', 'Permissions-Policy'] as const;

export function headerRules(policy: PolicyInput, baseUrl = '/'): HeaderRule[] {
  const at = (pattern: string) => `${baseUrl.replace(/\/$/, '')}${pattern}`;
  const noCache = (pattern: string): HeaderRule => ({
    pattern: at(pattern),
    headers: {'Cache-Control': NO_CACHE},
    detach: [],
  });
  const immutable = (pattern: string): HeaderRule => ({
    pattern: at(pattern),
    headers: {'Cache-Control': IMMUTABLE},
    detach: ['Cache-Control'],
  });
  // Stylesheets, fonts and the web manifest run nothing: the policies for
  // documents would only add about 2 KB to each of the requests a page
  // waits on before its first paint. Referrer-Policy stays (a stylesheet's
  // own fetches follow it), and so does nosniff.
  const notADocument = (pattern: string): HeaderRule => ({
    pattern: at(pattern),
    headers: {},
    detach: [...DOCUMENT_ONLY_HEADERS],
  });
  return [
    {
      pattern: at('/*'),
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(policy),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
        'Strict-Transport-Security': HSTS,
        // Pages, the worker, twins and llms*.txt change with every deploy under the same name.
        'Cache-Control': NO_CACHE,
      },
      detach: [],
    },
    immutable('/assets/*'),
    immutable('/search-index.*'),
    noCache('/sw.js'),
    notADocument('/assets/css/*'),
    notADocument(`/${KATEX_PUBLIC_DIR}/*`),
    notADocument('/manifest.json'),
  ];
}

export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule) =>
      [
        rule.pattern,
        ...rule.detach.map((name) => `  ! ${name}`),
        ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
      ].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({pattern: line.trim(), headers: {}, detach: []});
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers: a header line comes before any path: ${line.trim()}`);
    const detached = /^\s*!\s*(.+)$/.exec(line);
    if (detached?.[1]) {
      rule.detach.push(detached[1].trim());
      continue;
    }
    const colon = line.indexOf(':');
    if (colon === -1) throw new Error(`_headers: not a header line: ${line.trim()}`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

function matches(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(pathname);
}

/** The headers for a path: every matching rule in file order, a later rule's detach removing what came before. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!matches(rule.pattern, pathname)) continue;
    for (const name of rule.detach) delete headers[name];
    Object.assign(headers, rule.headers);
  }
  return headers;
}

export function renderRedirectsFile(redirects: readonly SiteRedirect[], baseUrl = '/'): string {
  const prefix = baseUrl.replace(/\/$/, '');
  return redirects
    .map(({from, to}) => `${prefix}${from} ${prefix}${to} 301`)
    .join('\n')
    .concat('\n');
}

export function parseRedirectsFile(text: string): SiteRedirect[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to] = line.split(/\s+/);
      if (!from || !to) throw new Error(`_redirects: not a redirect line: ${line}`);
      return {from, to};
    });
}
