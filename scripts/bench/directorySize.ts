/** Bytes of every file under a folder (apparent sizes, as a host stores and serves them). */
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';

export function directorySize(dir: string, include: (relative: string) => boolean = () => true): number {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => include(path.relative(dir, file)))
    .reduce((sum, file) => sum + statSync(file).size, 0);
}
