/**
 * What a module replacement saves in bytes, side by side: one production
 * build as it ships and one per named replacement switched off
 * (`REPLACEMENTS_OFF`, plugins/shared/moduleReplacement.ts), each in its own
 * folder under .tmp/. Prints, per build, the gzip size of the JS every page
 * shares and of the scripts each bench page's HTML loads, and the difference
 * with the shipped build. The figures feed the `saving` column of
 * plugins/shared/replacementManifest.ts.
 *
 * Usage: npx tsx scripts/replacement-bytes.ts <id> [<id> …]
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {findManifestEntry} from '../plugins/shared/replacementManifest';
import {gzipSize} from '../tests/e2e/support/gzipSize';
import {sharedScripts} from '../tests/e2e/support/sharedScripts';
import {BENCH_BUILD_ENV} from './bench/build';
import {BENCH_PAGES} from './bench/pages';

interface Weights {
  shared: number;
  pages: number[];
}

function build(name: string, off: string): string {
  execFileSync('scripts/build-isolated.sh', [name], {
    env: {...process.env, ...BENCH_BUILD_ENV, REPLACEMENTS_OFF: off},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return `.tmp/${name}/build`;
}

/** Gzip bytes of the scripts a built page's HTML loads. */
function pageScripts(dir: string, route: string): number {
  const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
  const $ = load(readFileSync(path.join(dir, file), 'utf8'));
  const sources = $('script[src^="/"]')
    .map((_, element) => $(element).attr('src') ?? '')
    .get();
  return sources.reduce((sum, src) => sum + gzipSize(readFileSync(path.join(dir, src.slice(1)))), 0);
}

function weigh(dir: string): Weights {
  return {
    shared: sharedScripts(dir).reduce((sum, script) => sum + script.gzipBytes, 0),
    pages: BENCH_PAGES.map((page) => pageScripts(dir, page.path)),
  };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(2);
const delta = (off: number, on: number) => `${off - on >= 0 ? '' : '−'}${kb(Math.abs(off - on))}`;

const ids = process.argv.slice(2);
const unknown = ids.filter((id) => !findManifestEntry(id));
if (ids.length === 0 || unknown.length) {
  console.error(
    `usage: npx tsx scripts/replacement-bytes.ts <manifest id> …${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`,
  );
  process.exit(2);
}

const shipped = weigh(build('replacements-on', ''));
console.log(`| Build | Shared JS | ${BENCH_PAGES.map((page) => page.label).join(' | ')} |`);
console.log(`|---|---|${BENCH_PAGES.map(() => '---|').join('')}`);
console.log(`| shipped | ${kb(shipped.shared)} | ${shipped.pages.map(kb).join(' | ')} |`);
for (const id of ids) {
  let off: Weights;
  try {
    off = weigh(build(`replacements-off-${id}`, id));
  } catch (error) {
    console.log(`| without ${id} | build failed: ${(error as Error).message.split('\n')[0]} |`);
    continue;
  }
  // Positive: what the replacement saves (the build without it is that much heavier).
  console.log(
    `| without ${id} | ${kb(off.shared)} (${delta(off.shared, shipped.shared)}) | ${off.pages
      .map((bytes, i) => `${kb(bytes)} (${delta(bytes, shipped.pages[i]!)})`)
      .join(' | ')} |`,
  );
}
