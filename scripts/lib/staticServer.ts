/**
 * The local static server for the production build. It behaves like the
 * static host the site deploys to: GET and HEAD only, compressed responses,
 * clean URLs (`/a/b` from `a/b/index.html`, `/a/b/` redirected to `/a/b`),
 * `.html` and `/index.html` aliases redirected to the clean path, the
 * redirects and headers of the build's own `_redirects` and `_headers` files
 * (plugins/host-config), and the site's not-found page with a real 404 for
 * unknown paths. Content-hashed files are kept compressed in memory. A
 * malformed path gets 400 (scripts/lib/requestPath.ts), and a client that
 * sends its request too slowly or idles is cut off. A page asked for with
 * `Accept: text/markdown` is answered with its Markdown twin.
 */
import {existsSync, readFileSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {Duplex} from 'node:stream';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {HEADERS_FILE, REDIRECTS_FILE} from '../../plugins/host-config';
import {type HeaderRule, headersFor, parseHeadersFile, parseRedirectsFile} from '../../plugins/host-config/rules';
import {twinPathFor} from '../../src/docs-tooling/twinPath';
import {prefersMarkdown} from './contentNegotiation';
import {createHashedFiles, HASHED_FOLDERS_GLOB, IMMUTABLE_CACHE_CONTROL} from './hashedFiles';
import {decodedRequestPath} from './requestPath';

const compress = compression();

/** Longer request targets get 414, as most hosts answer them. */
export const MAX_URL_LENGTH = 2048;
/** File systems refuse longer names, so no file of the site can have one. */
export const MAX_SEGMENT_LENGTH = 255;
const ALLOWED_METHODS = 'GET, HEAD';
/** Sent over plain HTTP, HSTS means nothing; a deploy serves it over HTTPS. */
const HTTPS_ONLY_HEADERS = new Set(['strict-transport-security']);

/**
 * The clean path for an alias (`/a/b/`, `/a/b.html`, `/a/b/index.html` for
 * `/a/b`), or null when the path is already clean.
 */
export function cleanAliasPath(pathname: string): string | null {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'/index.html'.length) || '/';
  if (pathname.endsWith('.html') && pathname !== '/404.html') return pathname.slice(0, -'.html'.length) || '/';
  return null;
}

/**
 * The path and query of a request target. Repeated slashes fold into one, so
 * `//host/x` is the path `/host/x` and never read as a host name.
 */
export function splitTarget(target: string): {pathname: string; search: string} {
  const queryAt = target.indexOf('?');
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const search = queryAt === -1 ? '' : target.slice(queryAt);
  const pathname = `/${rawPath
    .replace(/^[^/]*/, '')
    .replace(/\/{2,}/g, '/')
    .replace(/^\//, '')}`;
  return {pathname, search};
}

/** How long a client may take, in milliseconds. */
export interface ServerTimeouts {
  /** To send a request's headers. */
  headers: number;
  /** To send a whole request. */
  request: number;
  /** To start its next request on a kept-alive connection. */
  keepAlive: number;
}

/** A page request is a few hundred bytes, so a client still sending headers after 10 s is stalled or hostile. */
export const SERVER_TIMEOUTS: ServerTimeouts = {headers: 10_000, request: 30_000, keepAlive: 5_000};

export interface StaticServerOptions {
  /**
   * Serve the site under this path prefix instead of at the root, as a host
   * does when a site is deployed somewhere its base URL does not expect.
   */
  mountPath?: string;
  timeouts?: ServerTimeouts;
  /** Request paths (the mount path included) that a handler of their own answers, whatever the method: `/mcp`. */
  routes?: Readonly<Record<string, http.RequestListener>>;
}

function readHostFile<T>(publicDir: string, name: string, parse: (text: string) => T[]): T[] {
  const file = path.join(publicDir, name);
  return existsSync(file) ? parse(readFileSync(file, 'utf8')) : [];
}

function plainText(
  res: http.ServerResponse,
  status: number,
  text: string,
  headers: http.OutgoingHttpHeaders = {},
): void {
  res.writeHead(status, {'Content-Type': 'text/plain; charset=utf-8', ...headers});
  res.end(`${text}\n`);
}

export function createStaticServer(
  rootDir: string,
  {mountPath = '/', timeouts = SERVER_TIMEOUTS, routes = {}}: StaticServerOptions = {},
): http.Server {
  const publicDir = path.resolve(rootDir);
  const prefix = mountPath.replace(/\/+$/, '');
  const hashedFiles = createHashedFiles(publicDir);
  const headerRules: HeaderRule[] = readHostFile(publicDir, HEADERS_FILE, parseHeadersFile);
  const redirects = new Map(
    readHostFile(publicDir, REDIRECTS_FILE, parseRedirectsFile).map(({from, to}) => [from, to]),
  );
  // Read once, like the host files: a build does not change under its server.
  const notFoundPage = path.join(publicDir, '404.html');
  const notFoundBody = existsSync(notFoundPage) ? readFileSync(notFoundPage) : null;

  const notFound = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!notFoundBody) return plainText(res, 404, 'Not found');
    res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
    res.end(req.method === 'HEAD' ? undefined : notFoundBody);
  };

  const serveFile = (req: http.IncomingMessage, res: http.ServerResponse) =>
    compress(req as never, res as never, () => {
      serveHandler(req, res, {
        public: publicDir,
        cleanUrls: true,
        trailingSlash: false,
        directoryListing: false,
        headers: [{source: HASHED_FOLDERS_GLOB, headers: [{key: 'Cache-Control', value: IMMUTABLE_CACHE_CONTROL}]}],
      }).catch((error: unknown) => {
        console.error(
          `serve: ${req.method} failed: ${error instanceof Error ? error.message.slice(0, 120) : 'unknown error'}`,
        );
        if (!res.headersSent) plainText(res, 500, 'Server error');
        else res.end();
      });
    });

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const target = req.url ?? '/';
    // Paths start with a slash, so no key of Object's prototype can match one.
    const ownHandler = routes[splitTarget(target).pathname];
    if (ownHandler) {
      ownHandler(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      plainText(res, 405, 'Method not allowed', {Allow: ALLOWED_METHODS});
      return;
    }
    if (target.length > MAX_URL_LENGTH) {
      plainText(res, 414, 'URI too long');
      return;
    }
    let {pathname, search} = splitTarget(target);
    const decoded = decodedRequestPath(pathname);
    if (decoded === null) {
      plainText(res, 400, 'Bad request');
      return;
    }
    if (prefix) {
      if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) {
        plainText(res, 404, 'Not found');
        return;
      }
      pathname = pathname.slice(prefix.length) || '/';
    }
    req.url = `${pathname}${search}`;
    for (const [name, value] of Object.entries(headersFor(headerRules, `${prefix}${pathname}`))) {
      if (!HTTPS_ONLY_HEADERS.has(name.toLowerCase())) res.setHeader(name, value);
    }
    const redirect = redirects.get(`${prefix}${pathname}`);
    const clean = cleanAliasPath(pathname);
    if (redirect !== undefined || clean !== null) {
      res.writeHead(301, {Location: `${redirect ?? `${prefix}${clean}`}${search}`});
      res.end();
      return;
    }
    if (pathname.split('/').some((segment) => segment.length > MAX_SEGMENT_LENGTH)) {
      notFound(req, res);
      return;
    }
    const extension = path.extname(pathname);
    if (extension === '') {
      // Caches must keep the two forms of a page apart.
      res.setHeader('Vary', 'Accept');
      if (prefersMarkdown(req.headers.accept)) {
        const twin = twinPathFor(pathname);
        if (existsSync(path.join(publicDir, twin))) {
          req.url = `${twin}${search}`;
          serveFile(req, res);
          return;
        }
      }
    }
    if (extension === '.md' || extension === '.txt') {
      const file = path.join(publicDir, decoded.slice(prefix.length));
      if (!file.startsWith(`${publicDir}${path.sep}`) || !existsSync(file)) {
        plainText(res, 404, 'Not found');
        return;
      }
    }
    hashedFiles.answer(req, res, pathname).then(
      (answered) => answered || serveFile(req, res),
      () => serveFile(req, res),
    );
  };
  const server = http.createServer(
    {
      headersTimeout: timeouts.headers,
      requestTimeout: timeouts.request,
      keepAliveTimeout: timeouts.keepAlive,
      // Node checks the two request timeouts on this interval (30 s by default), so it bounds how late they act.
      connectionsCheckingInterval: Math.min(1_000, timeouts.headers),
    },
    handle,
  );
  // Node hands CONNECT to this event, not to the handler, and drops the connection when nothing listens.
  server.on('connect', (_req: http.IncomingMessage, socket: Duplex) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });
  // Warming is only a head start: a failure leaves files to be compressed on request.
  server.on('listening', () => void hashedFiles.warm(() => server.listening).catch(() => undefined));
  return server;
}
