/**
 * Content-hashed files (the bundler's `assets/` and the search index's
 * `search-index.<hash>/` folder) never change under the same name, so the
 * server gzips each once, as a static host compresses at deploy time, and
 * answers it from memory. A search keystroke fetches a dozen index files at
 * once, and reading and compressing each of them on every request was most
 * of their time.
 */
import {readdir, readFile} from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import {promisify} from 'node:util';
import {gzip} from 'node:zlib';

const gzipAsync = promisify(gzip);

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Folders whose file names change with their content, as a path pattern and as the glob serve-handler takes for the files this module leaves to it. */
const HASHED_FOLDER = /^\/(?:assets\/|search-index\.[^/]+\/)/;
export const HASHED_FOLDERS_GLOB = '{assets,search-index.*}/**';

/** The text types worth compressing; other files are left to the general handler. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** Past this many compressed bytes in memory, files are compressed per request instead (a bound for sites far larger than this one). */
const MAX_KEPT_BYTES = 100e6;

export interface HashedFiles {
  /** Answers a request for a content-hashed text file from memory; resolves false when the request is not one it serves. */
  answer(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<boolean>;
  /** Compresses every such file ahead of its first request, one at a time; `isOpen` says when to stop. */
  warm(isOpen: () => boolean): Promise<void>;
}

function isHashedTextFile(pathname: string): boolean {
  return HASHED_FOLDER.test(pathname) && path.extname(pathname) in CONTENT_TYPES;
}

export function createHashedFiles(publicDir: string): HashedFiles {
  const kept = new Map<string, Promise<Buffer | null>>();
  let keptBytes = 0;

  const compressed = (file: string): Promise<Buffer | null> => {
    const known = kept.get(file);
    if (known) return known;
    const body = readFile(file).then(gzipAsync, () => null);
    kept.set(file, body);
    void body.then((buffer) => {
      if (!buffer) kept.delete(file);
      else if (keptBytes + buffer.length > MAX_KEPT_BYTES) kept.delete(file);
      else keptBytes += buffer.length;
    });
    return body;
  };

  return {
    async answer(req, res, pathname) {
      const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (!acceptsGzip || (req.method !== 'GET' && req.method !== 'HEAD') || !isHashedTextFile(pathname)) return false;
      const file = path.join(publicDir, pathname);
      if (!file.startsWith(`${publicDir}${path.sep}`)) return false;
      const body = await compressed(file);
      if (!body) return false;
      res.writeHead(200, {
        'Content-Type': CONTENT_TYPES[path.extname(pathname)]!,
        'Content-Encoding': 'gzip',
        'Content-Length': body.length,
        'Cache-Control': IMMUTABLE_CACHE_CONTROL,
        Vary: 'Accept-Encoding',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
    async warm(isOpen) {
      const entries = await readdir(publicDir, {recursive: true, withFileTypes: true}).catch(() => []);
      for (const entry of entries) {
        if (!isOpen() || keptBytes > MAX_KEPT_BYTES) return;
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        if (isHashedTextFile(`/${path.relative(publicDir, file).split(path.sep).join('/')}`)) await compressed(file);
      }
    },
  };
}
