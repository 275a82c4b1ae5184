/**
 * The static server under a bounded fuzz run on loopback: a few thousand raw
 * requests with random methods, paths, encodings, HTTP versions, and header
 * sizes and counts, some of them path traversals aimed at files beside the
 * site. None may get a 5xx, any byte of a file outside the site or no answer;
 * two hundred well-formed requests opened at once in the middle of the run
 * are all answered with their page. The seed is fixed, so a failure replays.
 */
import {randomBytes} from 'node:crypto';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import type http from 'node:http';
import type {AddressInfo} from 'node:net';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {hostRedirects} from '@site/config/redirects';
import {headerRules, renderHeadersFile, renderRedirectsFile} from '@site/plugins/host-config/rules';
import {createStaticServer} from '@site/scripts/lib/staticServer';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';

const REQUESTS = 3_000;
const IN_FLIGHT = 16;
const CONCURRENT = 200;
/** A request not answered and closed by then counts as a hang. */
const HANG_MS = 5_000;
const SEED = 0x5eed_0056;

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seededRandom(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const repeat = (count: number, make: () => string) => Array.from({length: count}, make).join('');

const KNOWN_PATHS = [
  '/',
  '/guide',
  '/guide/',
  '/guide.md',
  '/guide.html',
  '/guide/index.html',
  '/index.html',
  '/404.html',
  '/developers',
  '/old/folder/',
  '/assets/js/main.1234abcd.js',
  '/search-index.abc123/c/0.json',
  '/_headers',
  '/_redirects',
  '/llms.txt',
  '/missing',
  '/missing.md',
];
/** Aimed at the files beside the site folder and at the system. */
const TRAVERSALS = [
  '/../secret.txt',
  '/../site-private/secret.txt',
  '/..%2fsecret.txt',
  '/%2e%2e/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/%2E%2E/site-private/secret.txt',
  '/.%2e/secret.txt',
  '/%2e./secret.txt',
  '/guide/../../secret.txt',
  '/assets/../../secret.txt',
  '/assets/js/..%2f..%2f..%2fsecret.txt',
  '/search-index.abc123/../../secret.txt',
  '/search-index.abc123/%2e%2e/%2e%2e/secret.txt',
  '/%252e%252e/secret.txt',
  '/..%5csecret.txt',
  '/..\\secret.txt',
  '/%c0%ae%c0%ae/secret.txt',
  '/%c0%2e%c0%2e/secret.txt',
  '/..%00/secret.txt',
  '/secret.txt%00.md',
  '/../secret.md',
  '/%2e%2e/secret.md',
  '/../../../../../../etc/passwd',
  '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2f..%2f..%2fetc%2fpasswd',
  '/etc/passwd',
  '//etc/passwd',
  'http://localhost/../secret.txt',
  '/..;/secret.txt',
  '/./../secret.txt',
];
const SEGMENT_PIECES = [
  'guide',
  'assets',
  'js',
  'index.html',
  'a',
  'Z9',
  '.',
  '..',
  '...',
  '%',
  '%0',
  '%00',
  '%01',
  '%0a',
  '%0d',
  '%1f',
  '%7f',
  '%20',
  '%25',
  '%2e',
  '%2f',
  '%2F',
  '%3f',
  '%5c',
  '%c3%a9',
  '%c3',
  '%c3%28',
  '%e2%82',
  '%f0%9f%98%80',
  '%ff',
  '%zz',
  ';',
  '~',
  '@',
  ':',
  '*',
  '!',
  '$',
  "'",
  '(',
  ')',
  '+',
  ',',
  '=',
  '.md',
  '.html',
  '.txt',
  '.json',
];
const METHODS = [
  'GET',
  'GET',
  'GET',
  'GET',
  'GET',
  'GET',
  'HEAD',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PATCH',
  'CONNECT',
  'PROPFIND',
  'get',
  'GETT',
  'X'.repeat(40),
  '',
];
const VERSIONS = [
  'HTTP/1.1',
  'HTTP/1.1',
  'HTTP/1.1',
  'HTTP/1.1',
  'HTTP/1.1',
  'HTTP/1.0',
  'HTTP/2.0',
  'HTTP/1.1x',
  'HTTP/0.9',
];
const ACCEPT_ENCODINGS = ['gzip', 'br', 'deflate', 'gzip, deflate, br', 'identity', '*', 'gzip;q=0', 'gzip;q=x', ',,,'];
const RANGES = ['bytes=0-10', 'bytes=-5', 'bytes=10-5', 'bytes=999999-', 'bytes=abc', 'bytes=0-1,3-4,6-7', 'items=0-1'];

function randomPath(): string {
  const kind = random();
  if (kind < 0.2) return pick(KNOWN_PATHS);
  if (kind < 0.4) return pick(TRAVERSALS);
  if (kind < 0.45) return pick(['*', '', '?', '#x', 'guide', 'http://evil.example/x', '//evil.example', '/%']);
  if (kind < 0.5) return `/${'a'.repeat(between(200, 3_000))}`;
  const segments = repeat(between(1, 8), () => `/${repeat(between(1, 4), () => pick(SEGMENT_PIECES))}`);
  const query = random() < 0.3 ? `?${repeat(between(1, 3), () => pick(SEGMENT_PIECES))}` : '';
  return `${segments}${query}`;
}

function randomHeaders(): string[] {
  const headers: string[] = [];
  if (random() < 0.9) headers.push('Host: localhost');
  if (random() < 0.1) headers.push('Host: other.example');
  if (random() < 0.5) headers.push(`Accept-Encoding: ${pick(ACCEPT_ENCODINGS)}`);
  if (random() < 0.2) headers.push(`Range: ${pick(RANGES)}`);
  if (random() < 0.1) headers.push(`If-None-Match: "${randomBytes(4).toString('hex')}"`);
  if (random() < 0.1) headers.push(`If-Modified-Since: ${pick(['yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT', ''])}`);
  if (random() < 0.05) headers.push(`Content-Length: ${pick(['0', '5', '-1', 'abc', '99999999999'])}`);
  if (random() < 0.05) headers.push('Transfer-Encoding: chunked');
  const count = random() < 0.05 ? between(100, 300) : between(0, 20);
  for (let i = 0; i < count; i++) headers.push(`X-Fuzz-${i}: ${'v'.repeat(between(0, 200))}`);
  // Past Node's 16 KiB of headers: the server must refuse, not fall over.
  if (random() < 0.03) headers.push(`X-Big: ${'b'.repeat(between(8_000, 40_000))}`);
  if (random() < 0.02) headers.push(pick(['Bad Header: x', 'X-Ctl: a\u0001b', ': empty-name', 'NoColon']));
  headers.push('Connection: close');
  return headers;
}

interface Answer {
  /** 0 when the connection closed without a status line. */
  status: number;
  body: Buffer;
  ms: number;
  hung: boolean;
}

/** Whether `received` holds a whole response (the server may keep the connection open after it). */
function isComplete(received: Buffer, isHead: boolean): boolean {
  const headEnd = received.indexOf('\r\n\r\n');
  if (headEnd === -1) return false;
  const head = received.subarray(0, headEnd).toString('latin1');
  const body = received.subarray(headEnd + 4);
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
  if (isHead || status === 204 || status === 304) return true;
  const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
  if (length !== undefined) return body.length >= Number(length);
  if (/\r\ntransfer-encoding: *chunked/i.test(head)) return body.subarray(-5).toString('latin1') === '0\r\n\r\n';
  return false;
}

function send(port: number, request: Buffer): Promise<Answer> {
  return new Promise((resolve) => {
    const started = performance.now();
    const isHead = request.subarray(0, 5).toString('latin1') === 'HEAD ';
    const chunks: Buffer[] = [];
    let settled = false;
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const finish = (hung: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const body = Buffer.concat(chunks);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(body.subarray(0, 20).toString('latin1'))?.[1] ?? 0);
      resolve({status, body, ms: performance.now() - started, hung});
    };
    const timer = setTimeout(() => finish(true), HANG_MS);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (isComplete(Buffer.concat(chunks), isHead)) finish(false);
    });
    socket.on('close', () => finish(false));
    // A reset after the server refused a request still leaves what it sent.
    socket.on('error', () => undefined);
  });
}

function fuzzRequest(): Buffer {
  const line = `${pick(METHODS)} ${randomPath()} ${pick(VERSIONS)}`;
  const head = [line, ...randomHeaders()].join('\r\n');
  return Buffer.from(`${head}\r\n\r\n`, 'latin1');
}

describe('the static server under fuzzing', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'static-fuzz-'));
  const root = path.join(work, 'site');
  const secret = `secret-${randomBytes(16).toString('hex')}`;
  let server: http.Server;
  let port = 0;

  beforeAll(async () => {
    for (const folder of ['guide', 'assets/js', 'search-index.abc123/c', '../site-private']) {
      mkdirSync(path.join(root, folder), {recursive: true});
    }
    writeFileSync(path.join(root, 'index.html'), '<title>Home</title>');
    writeFileSync(path.join(root, 'guide', 'index.html'), `<title>Guide</title>${'text '.repeat(400)}`);
    writeFileSync(path.join(root, 'guide.md'), '# Guide');
    writeFileSync(path.join(root, 'llms.txt'), '# Site');
    writeFileSync(path.join(root, '404.html'), '<title>Page Not Found</title>');
    writeFileSync(path.join(root, 'assets', 'js', 'main.1234abcd.js'), 'console.log(1);'.repeat(50));
    writeFileSync(path.join(root, 'search-index.abc123', 'c', '0.json'), '[[0,1,["Guide"],"",["text"]]]');
    writeFileSync(path.join(root, '_headers'), renderHeadersFile(headerRules({scriptHashes: [], connectOrigins: []})));
    writeFileSync(
      path.join(root, '_redirects'),
      renderRedirectsFile(
        hostRedirects([
          {from: '/developers', to: '/guide'},
          {from: '/old/folder/', to: '/guide'},
        ]),
      ),
    );
    // Files beside the site, one in a folder whose name starts with the site folder's.
    for (const file of ['secret.txt', 'secret.md', 'site-private/secret.txt'])
      writeFileSync(path.join(work, file), secret);
    server = createStaticServer(root);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(work, {recursive: true, force: true});
  });

  it(`answers ${REQUESTS} random requests, none with a 5xx, a file outside the site or a hang, and ${CONCURRENT} at once meanwhile`, async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = performance.now();
    const answers: {request: string; answer: Answer}[] = [];
    let concurrent: Answer[] = [];
    let next = 0;
    const worker = async () => {
      while (next < REQUESTS) {
        const index = next++;
        const request = fuzzRequest();
        if (index === Math.floor(REQUESTS / 2)) {
          const page = Buffer.from('GET /guide HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
          concurrent = await Promise.all(Array.from({length: CONCURRENT}, () => send(port, page)));
        }
        answers.push({request: request.subarray(0, 200).toString('latin1'), answer: await send(port, request)});
      }
    };
    let errorsLogged = 0;
    try {
      await Promise.all(Array.from({length: IN_FLIGHT}, worker));
    } finally {
      errorsLogged = logged.mock.calls.length;
      logged.mockRestore();
    }
    const elapsed = performance.now() - started;
    const failures = answers.filter(
      ({answer}) =>
        answer.hung ||
        answer.status === 0 ||
        answer.status >= 500 ||
        answer.body.includes(secret) ||
        answer.body.includes('root:x:0:0'),
    );
    const byStatus = new Map<number, number>();
    for (const {answer} of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    const maxMs = Math.max(...answers.map(({answer}) => answer.ms), ...concurrent.map((answer) => answer.ms));
    console.log(
      `fuzz: ${answers.length} requests in ${(elapsed / 1000).toFixed(1)} s, ${answers.filter(({answer}) => answer.status >= 500).length} with a 5xx, max latency ${maxMs.toFixed(0)} ms; statuses ${JSON.stringify(Object.fromEntries([...byStatus].sort(([a], [b]) => a - b)))}; ${concurrent.filter((answer) => answer.status === 200).length} of ${CONCURRENT} concurrent answered 200`,
    );
    expect(
      failures.map(({request, answer}) => `${answer.hung ? 'hung' : answer.status}: ${JSON.stringify(request)}`),
    ).toEqual([]);
    expect(answers).toHaveLength(REQUESTS);
    expect(concurrent.map((answer) => answer.status)).toEqual(Array(CONCURRENT).fill(200));
    expect(concurrent.every((answer) => answer.body.includes('<title>Guide</title>'))).toBe(true);
    expect(errorsLogged).toBe(0);
    expect(elapsed).toBeLessThan(60_000);
    // The files beside the site hold the secret, so a leak would have been seen.
    expect(readFileSync(path.join(work, 'site-private', 'secret.txt'), 'utf8')).toBe(secret);
  }, 90_000);
});
