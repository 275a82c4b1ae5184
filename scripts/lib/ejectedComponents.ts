/**
 * Theme components ejected (copied whole, then edited) from a Docusaurus
 * package. Each carries a first line
 *   // @ejected-from <package>@<version> <path in the package> (…)
 * so an upgrade can show what changed in the original since the copy.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

export interface EjectedComponent {
  /** Our file, from the repository root. */
  file: string;
  package: string;
  /** The package version the copy was made from. */
  version: string;
  /** The original inside the package. */
  original: string;
}

const MARKER = /^\/\/ @ejected-from (@?[^@\s]+)@(\d[^\s]*) (\S+)/;

export function parseEjectedMarker(file: string, firstLine: string): EjectedComponent | undefined {
  const match = MARKER.exec(firstLine);
  if (!match) return undefined;
  const [, pkg = '', version = '', original = ''] = match;
  return {file, package: pkg, version, original};
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Every marked file under src/theme. */
export function ejectedComponents(root: string): EjectedComponent[] {
  return walk(path.join(root, 'src/theme'))
    .filter((file) => /\.(tsx?|jsx?)$/.test(file))
    .flatMap((file) => {
      const firstLine = readFileSync(file, 'utf8').split('\n', 1)[0] ?? '';
      const parsed = parseEjectedMarker(path.relative(root, file), firstLine);
      return parsed ? [parsed] : [];
    })
    .sort((a, b) => (a.file < b.file ? -1 : 1));
}

/** The version of an installed package, read from its package.json in root's node_modules. */
export function installedVersion(root: string, pkg: string): string {
  return (JSON.parse(readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as {version: string})
    .version;
}
