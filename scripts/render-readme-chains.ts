/**
 * Writes the table of the chains the site reads into README.md, between its
 * markers (scripts/lib/readmeChains.ts).
 *
 * Usage: npx tsx scripts/render-readme-chains.ts
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chainList} from '../src/data/chains';
import {withChainTable} from './lib/readmeChains';

const readmePath = path.join(import.meta.dirname, '..', 'README.md');
const before = readFileSync(readmePath, 'utf8');
const after = withChainTable(before, chainList);
if (after === before) console.log('README.md: chain table already up to date');
else {
  writeFileSync(readmePath, after);
  console.log('README.md: chain table written');
}
