/**
 * Writes the redirect configurations for nginx, Apache, Caddy and S3 into
 * HOSTING.md, between their markers, from config/redirects.ts
 * (plugins/host-config/serverConfigs.ts). A unit test fails when the file is
 * stale.
 *
 * Usage: npx tsx scripts/render-hosting-configs.ts
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {hostRedirects, publishedPathRedirects, siteRedirects} from '../config/redirects';
import {withServerConfigs} from '../plugins/host-config/serverConfigs';

const hostingPath = path.join(import.meta.dirname, '..', 'HOSTING.md');
const before = readFileSync(hostingPath, 'utf8');
const after = withServerConfigs(before, {
  all: hostRedirects(siteRedirects),
  publishedPaths: hostRedirects(publishedPathRedirects),
});
if (after === before) console.log('HOSTING.md: redirect configurations already up to date');
else {
  writeFileSync(hostingPath, after);
  console.log('HOSTING.md: redirect configurations written');
}
