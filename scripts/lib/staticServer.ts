/**
 * The local static server for the production build. It behaves like a
 * careful static host: compressed responses, clean URLs, `.html` and
 * `/index.html` aliases redirected to the clean path, and the site's
 * not-found page with a real 404 status for unknown paths. Content-hashed
 * files are cached for good by browsers, and kept compressed in memory here.
 */
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {createHashedFiles, HASHED_FOLDERS_GLOB, IMMUTABLE_CACHE_CONTROL} from './hashedFiles';

const compress = compression();

/** The clean path for an alias, or null when the path is already clean. */
export function cleanAliasPath(pathname: string): string | null {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'/index.html'.length) || '/';
  if (pathname.endsWith('.html') && pathname !== '/404.html') return pathname.slice(0, -'.html'.length) || '/';
  return null;
}

export interface StaticServerOptions {
  /**
   * Serve the site under this path prefix instead of at the root, as a host
   * does when a site is deployed somewhere its base URL does not expect.
   */
  mountPath?: string;
}

export function createStaticServer(rootDir: string, {mountPath = '/'}: StaticServerOptions = {}): http.Server {
  const publicDir = path.resolve(rootDir);
  const prefix = mountPath.replace(/\/+$/, '');
  const hashedFiles = createHashedFiles(publicDir);
  const serveFile = (req: http.IncomingMessage, res: http.ServerResponse) =>
    compress(req as never, res as never, () => {
      serveHandler(req, res, {
        public: publicDir,
        cleanUrls: true,
        trailingSlash: false,
        directoryListing: false,
        headers: [{source: HASHED_FOLDERS_GLOB, headers: [{key: 'Cache-Control', value: IMMUTABLE_CACHE_CONTROL}]}],
      }).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(`Server error: ${String(error)}`);
      });
    });
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (prefix) {
      if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) {
        res.writeHead(404, {'Content-Type': 'text/plain'});
        res.end('Not found');
        return;
      }
      req.url = `${url.pathname.slice(prefix.length) || '/'}${url.search}`;
      url.pathname = url.pathname.slice(prefix.length) || '/';
    }
    const clean = cleanAliasPath(url.pathname);
    if (clean !== null) {
      res.writeHead(301, {Location: `${prefix}${clean}${url.search}`});
      res.end();
      return;
    }
    hashedFiles.answer(req, res, url.pathname).then(
      (answered) => answered || serveFile(req, res),
      () => serveFile(req, res),
    );
  });
  // Warming is only a head start: a failure leaves files to be compressed on request.
  server.on('listening', () => void hashedFiles.warm(() => server.listening).catch(() => undefined));
  return server;
}
