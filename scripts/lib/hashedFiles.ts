/**
 * Content-hashed files (the bundler's `assets/` and the search index's
 * `search-index.<hash>/` folder) never change under the same name, so the
 * server reads and gzips each once and answers it from memory after that. A
 * search keystroke fetches a dozen index files at once, and reading and
 * compressing each of them again on every request was most of their time.
 */
import {readFile} from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import {promisify} from 'node:util';
import {gzip} from 'node:zlib';

const gzipAsync = promisify(gzip);

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Folders whose file names change with their content. */
const HASHED_FOLDER = /^\/(?:assets\/|search-index\.[^/]+\/)/;

/** The text types worth compressing; other files are left to the general handler. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** Past this many compressed bytes in memory, files are compressed per request instead (a synthetic site's index is ~15 MB). */
const MAX_KEPT_BYTES = 100e6;

export type HashedFileAnswer = (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => Promise<boolean>;

/** Answers a request for a content-hashed text file from memory; resolves false when the request is not one it serves. */
export function createHashedFileAnswer(publicDir: string): HashedFileAnswer {
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;

  const compressed = async (file: string): Promise<Buffer | null> => {
    const known = kept.get(file);
    if (known) return known;
    const body = await readFile(file).then(gzipAsync, () => null);
    if (body && keptBytes + body.length <= MAX_KEPT_BYTES) {
      kept.set(file, body);
      keptBytes += body.length;
    }
    return body;
  };

  return async (req, res, pathname) => {
    const contentType = CONTENT_TYPES[path.extname(pathname)];
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (!contentType || !acceptsGzip || (req.method !== 'GET' && req.method !== 'HEAD') || !HASHED_FOLDER.test(pathname)) return false;
    const file = path.join(publicDir, pathname);
    if (!file.startsWith(`${publicDir}${path.sep}`)) return false;
    const body = await compressed(file);
    if (!body) return false;
    res.writeHead(200, {
      'Content-Type': contentType,
      'Content-Encoding': 'gzip',
      'Content-Length': body.length,
      'Cache-Control': IMMUTABLE_CACHE_CONTROL,
      Vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
