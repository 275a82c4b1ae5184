import {
  cacheKindOf,
  isCacheableResponse,
  isShellPath,
  pageCacheKey,
  searchIndexRoute,
  shellUrlOfFile,
} from '@site/src/offline/sw/policy';
import {describe, expect, it} from 'vitest';

const scope = new URL('https://docs.example/');
const kind = (href: string, method = 'GET', at = scope) => cacheKindOf({url: new URL(href, at), method}, at);

describe('cacheKindOf', () => {
  it('keeps pages, Markdown twins and llms.txt network-first', () => {
    expect(kind('/developers/v3/overview')).toBe('pages');
    expect(kind('/search?q=vault')).toBe('pages');
    expect(kind('/developers/v3/overview.md')).toBe('pages');
    expect(kind('/llms.txt')).toBe('pages');
    expect(kind('/img/social-card.png')).toBe('pages');
  });

  it('keeps content-hashed assets cache-first', () => {
    expect(kind('/assets/js/0220aa71.8d5ce748.js')).toBe('assets');
    expect(kind('/assets/images/chart-3f2a1b9c.png')).toBe('assets');
  });

  it('leaves search index files to the page, which keeps them itself', () => {
    expect(kind('/search-index.8e05efd5d5/s/1a-2b.json')).toBeNull();
    expect(kind('/search-index.8e05efd5d5/manifest.json')).toBeNull();
    expect(kind('/docs/search-index.8e05efd5d5/c/0.json', 'GET', new URL('https://host.example/docs/'))).toBeNull();
  });

  it('routes search index files past the worker, under any base URL', () => {
    expect(searchIndexRoute(scope)).toEqual({
      condition: {urlPattern: {pathname: '/search-index.*'}},
      source: 'network',
    });
    expect(searchIndexRoute(new URL('https://host.example/docs/')).condition.urlPattern.pathname).toBe(
      '/docs/search-index.*',
    );
  });

  it('leaves POSTs (JSON-RPC), other origins and other paths to the network', () => {
    expect(kind('/rpc', 'POST')).toBeNull();
    expect(kind('/search-index.8e05efd5d5/manifest.json', 'HEAD')).toBeNull();
    expect(kind('http://127.0.0.1:8545/')).toBeNull();
    expect(kind('https://eth.llamarpc.com/')).toBeNull();
    expect(kind('https://ydaemon.yearn.fi/1/vaults/all')).toBeNull();
    expect(kind('https://docs.example:8443/developers')).toBeNull();
  });

  it('leaves the worker script and the precached shell to plugin-pwa', () => {
    expect(kind('/sw.js?params=%7B%7D')).toBeNull();
    expect(kind('/assets/js/main.2d729386.js')).toBeNull();
    expect(kind('/assets/js/runtime~main.b70e8b70.js')).toBeNull();
    expect(kind('/assets/css/styles.10de892b.css')).toBeNull();
    expect(kind('/offline')).toBeNull();
    expect(kind('/manifest.json')).toBeNull();
  });

  it('works under a base URL and ignores paths outside it', () => {
    const base = new URL('https://host.example/docs/');
    expect(kind('/docs/developers/v3/overview', 'GET', base)).toBe('pages');
    expect(kind('/docs/assets/js/0220aa71.8d5ce748.js', 'GET', base)).toBe('assets');
    expect(kind('/docs/assets/js/main.2d729386.js', 'GET', base)).toBeNull();
    expect(kind('/other-site/page', 'GET', base)).toBeNull();
  });
});

describe('the app shell', () => {
  it('is the entry scripts, stylesheets, fonts, manifest, icons, logo and offline page', () => {
    const shell = [
      'assets/js/main.2d729386.js',
      'assets/js/runtime~main.b70e8b70.js',
      'assets/css/styles.10de892b.css',
      'katex/katex.min.css',
      'katex/fonts/KaTeX_Main-Regular.woff2',
      'manifest.json',
      'img/pwa/icon-192.png',
      'img/pwa/icon-maskable.svg',
      'img/logo.svg',
      'offline',
    ];
    expect(shell.filter((path) => !isShellPath(path))).toEqual([]);
  });

  it('leaves out route chunks, pages, images, older font formats and the search index', () => {
    const notShell = [
      'assets/js/0220aa71.8d5ce748.js',
      'assets/js/local-search.159fd766.js',
      'index.html',
      'developers/v3/overview/index.html',
      'img/social-card.png',
      'katex/fonts/KaTeX_Main-Regular.woff',
      'katex/fonts/KaTeX_Main-Regular.ttf',
      'search-index.8e05efd5d5/manifest.json',
      '404.html',
      'offline.md',
    ];
    expect(notShell.filter((path) => isShellPath(path))).toEqual([]);
  });

  it('maps built files to the URLs they are served at', () => {
    expect(shellUrlOfFile('offline/index.html')).toBe('offline');
    expect(shellUrlOfFile('offline.html')).toBe('offline');
    expect(shellUrlOfFile('assets/js/main.2d729386.js')).toBe('assets/js/main.2d729386.js');
    expect(shellUrlOfFile('developers/v3/overview/index.html')).toBeNull();
    expect(shellUrlOfFile('index.html')).toBeNull();
  });
});

describe('cache entries', () => {
  it('keys a page without its query or fragment', () => {
    expect(pageCacheKey('https://docs.example/search?q=vault#results')).toBe('https://docs.example/search');
  });

  it('keeps only complete, unredirected answers', () => {
    expect(isCacheableResponse({status: 200, redirected: false})).toBe(true);
    expect(isCacheableResponse({status: 200, redirected: true})).toBe(false);
    expect(isCacheableResponse({status: 206, redirected: false})).toBe(false);
    expect(isCacheableResponse({status: 404, redirected: false})).toBe(false);
    expect(isCacheableResponse({status: 0, redirected: false})).toBe(false);
  });
});
