import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {createHashedFiles} from '@site/scripts/lib/hashedFiles';
import {afterEach, describe, expect, it} from 'vitest';

function siteWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'hashed-files-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), {recursive: true});
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server that answers only what the hashed files answer, 404 otherwise. */
async function serve(root: string, hashed = createHashedFiles(root)): Promise<string> {
  const server = http.createServer((req, res) => {
    void hashed.answer(req, res, new URL(req.url ?? '/', 'http://x').pathname).then((answered) => {
      if (!answered) res.writeHead(404).end();
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const get = (url: string, encoding = 'gzip') =>
  new Promise<{status: number; headers: http.IncomingHttpHeaders; body: Buffer}>((resolve, reject) => {
    http
      .get(url, {headers: {'Accept-Encoding': encoding}}, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts)}));
      })
      .on('error', reject);
  });

describe('content-hashed files', () => {
  it('answers a hashed script gzipped with its type and for good; leaves other files and clients without gzip alone', async () => {
    const root = siteWith({
      'assets/js/main.abc.js': 'console.log(1)',
      'img/logo.js': 'x',
      'assets/fonts/a.woff2': 'font',
    });
    const origin = await serve(root);
    const script = await get(`${origin}/assets/js/main.abc.js`);
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(script.body).toString()).toBe('console.log(1)');
    expect((await get(`${origin}/img/logo.js`)).status).toBe(404);
    expect((await get(`${origin}/assets/fonts/a.woff2`)).status).toBe(404);
    expect((await get(`${origin}/assets/js/main.abc.js`, 'identity')).status).toBe(404);
    expect((await get(`${origin}/assets/js/../../secret.js`)).status).toBe(404);
  });

  it('compresses every hashed file ahead of its first request when warmed, and stops when told to', async () => {
    const root = siteWith({'search-index.h1/c/0.json': '[1]', 'search-index.h1/s/a.json': '{"a":[1,2,0]}'});
    const hashed = createHashedFiles(root);
    await hashed.warm(() => true);
    // Gone from disk: only a copy made while warming can answer.
    rmSync(path.join(root, 'search-index.h1'), {recursive: true});
    const origin = await serve(root, hashed);
    expect(gunzipSync((await get(`${origin}/search-index.h1/c/0.json`)).body).toString()).toBe('[1]');
    expect(gunzipSync((await get(`${origin}/search-index.h1/s/a.json`)).body).toString()).toBe('{"a":[1,2,0]}');

    const other = siteWith({'assets/js/a.js': 'a'});
    const stopped = createHashedFiles(other);
    await stopped.warm(() => false);
    rmSync(path.join(other, 'assets'), {recursive: true});
    expect((await get(`${await serve(other, stopped)}/assets/js/a.js`)).status).toBe(404);
  });
});
