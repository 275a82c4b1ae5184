/**
 * Writes the table of the changes to Docusaurus internals (the rows of
 * plugins/internals/, plugins/internals/manifest.ts) into INTERNALS.md, between
 * its markers. tests/unit/plugins/internals/manifest.test.ts fails when the
 * file is stale.
 *
 * Usage: npx tsx scripts/render-replacement-manifest.ts
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {MANIFEST} from '../plugins/internals/manifest';
import {withRenderedManifest} from '../plugins/internals/manifestTable';

const readmePath = path.join(import.meta.dirname, '..', 'INTERNALS.md');
const before = readFileSync(readmePath, 'utf8');
const after = withRenderedManifest(before, MANIFEST);
if (after === before) console.log('INTERNALS.md: replacement manifest already up to date');
else {
  writeFileSync(readmePath, after);
  console.log('INTERNALS.md: replacement manifest written');
}
