/**
 * Writes the table of plugins/shared/replacementManifest.ts into README.md,
 * between its markers. tests/unit/plugins/shared/replacementManifest.test.ts fails
 * when the README is stale.
 *
 * Usage: npx tsx scripts/render-replacement-manifest.ts
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {withRenderedManifest} from '../plugins/shared/replacementManifest';

const readmePath = path.join(import.meta.dirname, '..', 'README.md');
const before = readFileSync(readmePath, 'utf8');
const after = withRenderedManifest(before);
if (after === before) console.log('README.md: replacement manifest already up to date');
else {
  writeFileSync(readmePath, after);
  console.log('README.md: replacement manifest written');
}
