import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {hostRedirects} from '@site/config/redirects';
import {headerRules, renderHeadersFile, renderRedirectsFile} from '@site/plugins/host-config/rules';
import {cleanAliasPath, createStaticServer, SERVER_TIMEOUTS, splitTarget} from '@site/scripts/lib/staticServer';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';

describe('cleanAliasPath', () => {
  it.each([
    ['/developers/v3/overview.html', '/developers/v3/overview'],
    ['/developers/v3/overview/index.html', '/developers/v3/overview'],
    ['/index.html', '/'],
    ['/developers/v3/overview/', '/developers/v3/overview'],
    ['/developers/v3/overview', null],
    ['/', null],
    ['/404.html', null],
  ])('%s → %s', (input, expected) => {
    expect(cleanAliasPath(input)).toBe(expected);
  });
});

describe('splitTarget', () => {
  it.each([
    ['/guide?q=1', '/guide', '?q=1'],
    ['//evil.com/index.html', '/evil.com/index.html', ''],
    ['///evil.com/x.html', '/evil.com/x.html', ''],
    ['/a//b', '/a/b', ''],
    ['http://evil.com/x', '/evil.com/x', ''],
  ])('%s is the path %s', (target, pathname, search) => {
    expect(splitTarget(target)).toEqual({pathname, search});
  });
});

describe('createStaticServer', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  let origin = '';
  let server: http.Server;

  beforeAll(async () => {
    mkdirSync(path.join(root, 'guide'), {recursive: true});
    writeFileSync(path.join(root, 'index.html'), '<h1>Home</h1>');
    writeFileSync(path.join(root, 'guide', 'index.html'), `<h1>Guide</h1>${'text '.repeat(400)}`);
    writeFileSync(path.join(root, '404.html'), '<h1>Page Not Found</h1>');
    writeFileSync(path.join(root, 'guide.md'), '# Guide');
    writeFileSync(path.join(root, 'sw.js'), 'self.x = 1;');
    mkdirSync(path.join(root, 'assets', 'js'), {recursive: true});
    writeFileSync(path.join(root, 'assets', 'js', 'main.1234.js'), 'console.log(1);');
    writeFileSync(
      path.join(root, '_headers'),
      renderHeadersFile(headerRules({scriptHashes: ['sha256-abc='], connectOrigins: ['https://rpc.example']})),
    );
    writeFileSync(
      path.join(root, '_redirects'),
      renderRedirectsFile(
        hostRedirects([
          {from: '/developers', to: '/guide'},
          {from: '/old/folder/', to: '/guide'},
        ]),
      ),
    );
    mkdirSync(path.join(root, 'search-index.abc123', 'c'), {recursive: true});
    writeFileSync(
      path.join(root, 'search-index.abc123', 'c', '0.json'),
      JSON.stringify([[0, 1, ['Guide'], '', ['text']]]),
    );
    server = createStaticServer(root);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
  });

  it('answers a page with its Markdown twin when the client prefers Markdown, and says the answer varies by Accept', async () => {
    const markdown = await fetch(`${origin}/guide`, {headers: {Accept: 'text/markdown'}});
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(await markdown.text()).toBe('# Guide');
    expect(markdown.headers.get('vary')).toMatch(/\bAccept\b/);

    const browser = await fetch(`${origin}/guide`, {headers: {Accept: 'text/html,application/xhtml+xml,*/*;q=0.8'}});
    expect(await browser.text()).toContain('<h1>Guide</h1>');
    expect(browser.headers.get('vary')).toMatch(/\bAccept\b/);
  });

  it('answers HTML for Markdown asked on a page with no twin', async () => {
    const response = await fetch(`${origin}/`, {headers: {Accept: 'text/markdown'}});
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>Home</h1>');
  });

  it('serves clean URLs', async () => {
    const response = await fetch(`${origin}/guide`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>Guide</h1>');
  });

  it('serves /guide from guide/index.html with no redirect, and redirects /guide/ to /guide', async () => {
    const response = await fetch(`${origin}/guide`, {redirect: 'manual'});
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>Guide</h1>');
    const slashed = await fetch(`${origin}/guide/?q=1`, {redirect: 'manual'});
    expect(slashed.status).toBe(301);
    expect(slashed.headers.get('location')).toBe('/guide?q=1');
  });

  /** The status line of a request sent as written, without the client cleaning its path. */
  const rawStatus = (target: string) =>
    new Promise<number>((resolve, reject) => {
      const socket = connect((server.address() as AddressInfo).port, '127.0.0.1', () =>
        socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
      );
      let head = '';
      socket.on('data', (chunk) => {
        head += chunk.toString('latin1');
      });
      socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)));
      socket.on('error', reject);
    });

  it.each([
    '/%00',
    '/a%00.html',
    '/guide%00.md',
    '/%',
    '/%zz',
    '/%c3%28',
    '/%0a',
    '/a%5c..%5cb',
    '/../etc/passwd',
    '/%2e%2e/etc/passwd',
    '/guide/..%2f..%2fetc%2fpasswd',
    '/./guide',
  ])('answers the malformed path %s with 400, logging nothing', async (target) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await rawStatus(target)).toBe(400);
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it('limits how long a client may take over its request and between requests', () => {
    expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headers);
    expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.request);
    expect(server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAlive);
    // Node's own defaults: a minute for the headers, five for the request.
    expect(SERVER_TIMEOUTS.headers).toBeLessThan(60_000);
    expect(SERVER_TIMEOUTS.request).toBeLessThan(300_000);
  });

  it('cuts off a client that never finishes its headers', async () => {
    const slow = createStaticServer(root, {timeouts: {headers: 300, request: 600, keepAlive: 300}});
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect((slow.address() as AddressInfo).port, '127.0.0.1', () =>
          socket.write('GET /guide HTTP/1.1\r\nHost: localhost\r\nX-Slow: '),
        );
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString('latin1');
        });
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      slow.close();
    }
  });

  it('redirects .html aliases to the clean path, keeping the query', async () => {
    const response = await fetch(`${origin}/guide.html?q=1`, {redirect: 'manual'});
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/guide?q=1');
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    const response = await fetch(`${origin}/missing/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  it('compresses text responses for clients that accept it', async () => {
    const response = await fetch(`${origin}/guide`, {headers: {'Accept-Encoding': 'gzip'}});
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves content-hashed files compressed, cached for good, and the not-found page for a missing one', async () => {
    const response = await fetch(`${origin}/search-index.abc123/c/0.json`, {headers: {'Accept-Encoding': 'gzip'}});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.json()).toEqual([[0, 1, ['Guide'], '', ['text']]]);
    const again = await fetch(`${origin}/search-index.abc123/c/0.json`, {headers: {'Accept-Encoding': 'gzip'}});
    expect(await again.json()).toEqual([[0, 1, ['Guide'], '', ['text']]]);
    const missing = await fetch(`${origin}/search-index.abc123/c/9.json`, {headers: {'Accept-Encoding': 'gzip'}});
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'answers %s with 405 and the methods it allows',
    async (method) => {
      const response = await fetch(`${origin}/guide`, {method});
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    },
  );

  it('answers TRACE with 405', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${origin}/guide`, {method: 'TRACE'}, (response) =>
        resolve(response.statusCode ?? 0),
      );
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(405);
  });

  it('answers an over-long path segment with the not-found page, and an over-long URL with 414, logging nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const segment = await fetch(`${origin}/${'a'.repeat(300)}`);
      expect(segment.status).toBe(404);
      expect(await segment.text()).toContain('Page Not Found');
      expect((await fetch(`${origin}/${'a/'.repeat(1100)}`)).status).toBe(414);
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it('never reads a path as a host name', async () => {
    const asPath = await fetch(`${origin}//evil.com/index.html`, {redirect: 'manual'});
    expect(asPath.status).toBe(301);
    expect(asPath.headers.get('location')).toBe('/evil.com');
    const alias = await fetch(`${origin}///evil.com/x.html`, {redirect: 'manual'});
    expect(alias.headers.get('location')).toBe('/evil.com/x');
  });

  it('answers the redirects of _redirects with a real 301, with or without a trailing slash, keeping the query', async () => {
    for (const from of ['/developers', '/developers/', '/old/folder', '/old/folder/']) {
      const response = await fetch(`${origin}${from}?q=1`, {redirect: 'manual'});
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe('/guide?q=1');
    }
  });

  it('sends the headers of _headers: a CSP, no-cache on pages, twins and the worker, immutable on hashed files, no HSTS over HTTP', async () => {
    const page = await fetch(`${origin}/guide`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-abc='");
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'self' https://rpc.example");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('strict-transport-security')).toBeNull();
    for (const pathname of ['/guide', '/guide.md', '/sw.js']) {
      expect((await fetch(`${origin}${pathname}`)).headers.get('cache-control'), pathname).toBe('no-cache');
    }
    const asset = await fetch(`${origin}/assets/js/main.1234.js`, {headers: {'Accept-Encoding': 'gzip'}});
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing Markdown twin with a plain-text 404', async () => {
    const response = await fetch(`${origin}/missing.md`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).not.toContain('<');
  });

  it('can serve the site under a path prefix only', async () => {
    const mounted = createStaticServer(root, {mountPath: '/docs'});
    await new Promise<void>((resolve) => mounted.listen(0, '127.0.0.1', resolve));
    const mountedOrigin = `http://127.0.0.1:${(mounted.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${mountedOrigin}/docs/guide`)).status).toBe(200);
      expect((await fetch(`${mountedOrigin}/guide`)).status).toBe(404);
      const slashed = await fetch(`${mountedOrigin}/docs/guide/`, {redirect: 'manual'});
      expect(slashed.headers.get('location')).toBe('/docs/guide');
    } finally {
      mounted.close();
    }
  });
});
