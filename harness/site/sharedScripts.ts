/**
 * The JS every page shares, read from the build: the scripts that every
 * page's HTML loads (runtime, main and any common chunk). Page-specific
 * chunks load later and differ from page to page, so the intersection is
 * exactly what no page can avoid.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {type BuiltPage, builtPages} from '@site/harness/site/builtSite';
import {gzipSize} from '@site/harness/site/gzipSize';

export interface SharedScript {
  /** Path as the HTML references it, e.g. /assets/js/main.1234abcd.js */
  src: string;
  bytes: number;
  gzipBytes: number;
}

function localScripts(page: BuiltPage): Set<string> {
  const sources = page
    .$('script[src]')
    .map((_, element) => page.$(element).attr('src') ?? '')
    .get();
  return new Set(sources.filter((src) => src.startsWith('/')));
}

export function sharedScripts(buildDir: string, baseUrl = '/'): SharedScript[] {
  const pages = builtPages(buildDir);
  if (pages.length === 0) throw new Error(`No built pages in ${buildDir}`);
  const [first, ...rest] = pages.map(localScripts);
  const shared = [...first!].filter((src) => rest.every((scripts) => scripts.has(src)));
  return shared.sort().map((src) => {
    const body = readFileSync(path.join(buildDir, src.slice(baseUrl.length)));
    return {src, bytes: body.length, gzipBytes: gzipSize(body)};
  });
}

/** Gzip bytes of all the scripts every page of a build loads. */
export function sharedJsBytes(buildDir: string, baseUrl = '/'): number {
  return sharedScripts(buildDir, baseUrl).reduce((sum, script) => sum + script.gzipBytes, 0);
}
