/**
 * Writes one page per YIP record (src/data/yips.ts) into
 * docs/contributing/governance/yips/ and deletes pages of numbers that have
 * no record. Run after adding or renumbering a record:
 *
 *   npx tsx scripts/generate-yip-pages.ts
 */
import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {yips} from '../src/data/yips';
import {YIP_PAGES_DIR, yipPageFile, yipPageSource} from './lib/yipPages';

const dir = path.resolve(import.meta.dirname, '..', YIP_PAGES_DIR);
mkdirSync(dir, {recursive: true});

const wanted = new Map(yips.map((yip) => [yipPageFile(yip.n), yipPageSource(yip)]));
let written = 0;
for (const [file, source] of wanted) {
  const full = path.join(dir, file);
  let current: string | null = null;
  try {
    current = readFileSync(full, 'utf8');
  } catch {
    current = null;
  }
  if (current !== source) {
    writeFileSync(full, source);
    written += 1;
  }
}
const stale = readdirSync(dir).filter((file) => /^yip-\d+\.md$/.test(file) && !wanted.has(file));
for (const file of stale) rmSync(path.join(dir, file));
console.log(`${wanted.size} YIP pages: ${written} written, ${stale.length} removed`);
