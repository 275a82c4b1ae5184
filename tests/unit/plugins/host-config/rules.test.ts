import {inlineScriptHashes} from '@site/plugins/host-config';
import {
  contentSecurityPolicy,
  headerRules,
  headersFor,
  parseHeadersFile,
  parseRedirectsFile,
  renderHeadersFile,
  renderRedirectsFile,
} from '@site/plugins/host-config/rules';
import {describe, expect, it} from 'vitest';

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts a page runs, and no script with a source or a data block', () => {
    const html = [
      '<script>console.log(1)</script>',
      '<script src="/assets/js/main.js"></script>',
      '<script type="text/x-held" src="/a.js"></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
    ].join('');
    // The digest of `console.log(1)` as `openssl dgst -sha256 -binary | base64` prints it.
    expect(inlineScriptHashes(html)).toEqual(['sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M=']);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({
    scriptHashes: ['sha256-abc='],
    connectOrigins: ['https://rpc.example', 'https://rpc.example'],
  });

  it('allows only its own scripts and the listed hashes, and fetches only from the listed origins', () => {
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).toContain("connect-src 'self' https://rpc.example;");
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it.each(["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"])('has %s', (directive) => {
    expect(policy.split('; ')).toContain(directive);
  });
});

describe('the _headers file', () => {
  const rules = parseHeadersFile(renderHeadersFile(headerRules({scriptHashes: [], connectOrigins: []}, '/docs/')));

  it('reads back the rules it was written from', () => {
    expect(rules).toEqual(headerRules({scriptHashes: [], connectOrigins: []}, '/docs/'));
  });

  it('caches pages, twins, llms.txt and the worker for no time, and content-hashed files for good', () => {
    for (const pathname of [
      '/docs/developers/v3/overview',
      '/docs/developers/v3/overview.md',
      '/docs/llms.txt',
      '/docs/sw.js',
    ]) {
      expect(headersFor(rules, pathname)['Cache-Control'], pathname).toBe('no-cache');
    }
    for (const pathname of ['/docs/assets/js/main.123.js', '/docs/search-index.abc/c/0.json']) {
      expect(headersFor(rules, pathname)['Cache-Control'], pathname).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends the security headers on every path, HSTS included', () => {
    const headers = headersFor(rules, '/docs/assets/js/main.123.js');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(headers['Content-Security-Policy']).toContain("default-src 'self'");
  });

  it('leaves the document policies off stylesheets, math fonts and the web manifest, and keeps the rest', () => {
    for (const pathname of [
      '/docs/assets/css/styles.0123abcd.css',
      '/docs/katex/katex.min.css',
      '/docs/katex/fonts/KaTeX_Main-Regular.woff2',
      '/docs/manifest.json',
    ]) {
      const headers = headersFor(rules, pathname);
      expect(headers['Content-Security-Policy'], pathname).toBeUndefined();
      expect(headers['Permissions-Policy'], pathname).toBeUndefined();
      expect(headers['X-Content-Type-Options'], pathname).toBe('nosniff');
      expect(headers['Referrer-Policy'], pathname).toBe('strict-origin-when-cross-origin');
      expect(headers['Cache-Control'], pathname).toBeTruthy();
    }
    expect(headersFor(rules, '/docs/assets/css/styles.0123abcd.css')['Cache-Control']).toMatch(/immutable/);
    for (const pathname of ['/docs/contributing/governance/styfi', '/docs/sw.js', '/docs/diagrams/0123abcd.svg'])
      expect(headersFor(rules, pathname)['Content-Security-Policy'], pathname).toContain("default-src 'self'");
  });

  it('rejects a header line before any path', () => {
    expect(() => parseHeadersFile('  X-Test: 1\n')).toThrow(/before any path/);
  });
});

describe('the _redirects file', () => {
  it('writes each redirect as a 301 under the base URL and reads it back', () => {
    const text = renderRedirectsFile([{from: '/developers', to: '/developers/building-on-yearn'}], '/docs/');
    expect(text).toBe('/docs/developers /docs/developers/building-on-yearn 301\n');
    expect(parseRedirectsFile(text)).toEqual([{from: '/docs/developers', to: '/docs/developers/building-on-yearn'}]);
  });
});
