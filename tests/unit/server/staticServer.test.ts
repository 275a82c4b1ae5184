import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {cleanAliasPath, createStaticServer} from '../../../scripts/lib/staticServer';

describe('cleanAliasPath', () => {
  it.each([
    ['/developers/v3/overview.html', '/developers/v3/overview'],
    ['/developers/v3/overview/index.html', '/developers/v3/overview'],
    ['/index.html', '/'],
    ['/developers/v3/overview', null],
    ['/404.html', null],
  ])('%s → %s', (input, expected) => {
    expect(cleanAliasPath(input)).toBe(expected);
  });
});

describe('createStaticServer', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  let origin = '';
  const server = createStaticServer(root);

  beforeAll(async () => {
    mkdirSync(path.join(root, 'guide'), {recursive: true});
    writeFileSync(path.join(root, 'index.html'), '<h1>Home</h1>');
    writeFileSync(path.join(root, 'guide.html'), `<h1>Guide</h1>${'text '.repeat(400)}`);
    writeFileSync(path.join(root, '404.html'), '<h1>Page Not Found</h1>');
    mkdirSync(path.join(root, 'search-index.abc123', 'c'), {recursive: true});
    writeFileSync(path.join(root, 'search-index.abc123', 'c', '0.json'), JSON.stringify([[0, 1, ['Guide'], '', ['text']]]));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
  });

  it('serves clean URLs', async () => {
    const response = await fetch(`${origin}/guide`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>Guide</h1>');
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

  it('can serve the site under a path prefix only', async () => {
    const mounted = createStaticServer(root, {mountPath: '/docs'});
    await new Promise<void>((resolve) => mounted.listen(0, '127.0.0.1', resolve));
    const mountedOrigin = `http://127.0.0.1:${(mounted.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${mountedOrigin}/docs/guide`)).status).toBe(200);
      expect((await fetch(`${mountedOrigin}/guide`)).status).toBe(404);
    } finally {
      mounted.close();
    }
  });
});
