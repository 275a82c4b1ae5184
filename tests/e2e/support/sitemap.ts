import {readFileSync} from 'node:fs';
import path from 'node:path';

/** Paths listed in the build's sitemap.xml, in order. */
export function sitemapPaths(buildDir = process.env.E2E_BUILD_DIR ?? 'build'): string[] {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Splits a list into `count` nearly equal consecutive chunks. */
export function chunk<T>(items: T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({length: count}, (_, index) => items.slice(index * size, (index + 1) * size));
}
