/**
 * The size a body travels at: gzip at zlib's default level, which is what the
 * static server's compression middleware uses. Computed here rather than read
 * from the wire so bodies under the server's compression threshold count
 * compressed too and figures do not depend on the server.
 */
import {gzipSync} from 'node:zlib';

export function gzipSize(body: Buffer | string): number {
  return gzipSync(body).length;
}
