import {mkdtempSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  canonicalUrl,
  dateModified,
  MissingBuildError,
  openBuiltSite,
  sitemapRoutes,
  twinRelease,
  twinTitle,
} from '@site/mcp/site';
import {MINI_SITE_URL, miniAbi, writeMiniBuild} from '@site/tests/unit/fixtures/mcp/miniBuild';
import {describe, expect, it} from 'vitest';

describe('reading a build’s own files', () => {
  it('takes page paths from the sitemap, without origin or trailing slash', () => {
    const xml =
      '<urlset><url><loc>https://d.org/</loc></url><url><loc>https://d.org/a/b/</loc></url><url><loc>https://d.org/a/c%20d</loc></url></urlset>';
    expect(sitemapRoutes(xml)).toEqual(['/', '/a/b', '/a/c d']);
  });

  it('reads the canonical URL and the last-updated date from minified and quoted HTML', () => {
    expect(canonicalUrl('<link data-rh=true rel=canonical href=https://d.org/x />')).toBe('https://d.org/x');
    expect(canonicalUrl('<link rel="canonical" href="https://d.org/y">')).toBe('https://d.org/y');
    expect(dateModified('<time datetime=2026-01-02T00:00:00.000Z itemprop=dateModified>')).toBe(
      '2026-01-02T00:00:00.000Z',
    );
    expect(dateModified('<time datetime="2026-01-03" itemprop="dateModified">')).toBe('2026-01-03');
    expect(dateModified('<p>no date</p>')).toBeNull();
  });

  it('reads a twin’s title and the release a reference page documents', () => {
    expect(twinTitle('# VaultV3\n\nRelease\n\nV3 3.0.4\n')).toBe('VaultV3');
    expect(twinRelease('# VaultV3\n\nRelease\n\nV3 3.0.4\n')).toBe('V3 3.0.4');
    expect(twinRelease('# Guide\n\nText.\n')).toBeNull();
  });
});

describe('openBuiltSite', () => {
  const site = openBuiltSite(writeMiniBuild());

  it('knows the site’s URL, its pages and its redirects', () => {
    expect(site.url).toBe(MINI_SITE_URL);
    expect([...site.routes]).toEqual(['/', '/developers/v3/overview', '/developers/smart-contracts/V3/VaultV3']);
    expect(site.redirects.get('/developers')).toBe('/developers/v3/overview');
    expect(site.version).toBe('0123abcd');
  });

  it('reads twins, titles and dates in both page layouts (a/b.html and a/b/index.html)', () => {
    expect(site.twin('/')).toBe('# Home\n\nThe docs.\n');
    expect(site.title('/developers/v3/overview')).toBe('V3 Overview');
    expect(site.lastUpdated('/developers/v3/overview')).toBe('2026-05-04T10:00:00.000Z');
    expect(site.lastUpdated('/developers/smart-contracts/V3/VaultV3')).toBe('2026-03-02T08:00:00.000Z');
    expect(site.lastUpdated('/')).toBeNull();
  });

  it('lists each ABI file with its page and release', () => {
    expect(site.abis()).toEqual([
      {
        name: 'VaultV3',
        title: 'VaultV3',
        release: 'V3 3.0.4',
        route: '/developers/smart-contracts/V3/VaultV3',
        abi: miniAbi,
      },
    ]);
  });

  it('opens the search index on first use', async () => {
    const engine = await site.search();
    expect((await engine.search('harvest')).count).toBeGreaterThan(0);
  });

  it('says in one line what to run when the folder holds no build', () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'mcp-no-build-'));
    expect(() => openBuiltSite(empty)).toThrow(MissingBuildError);
    expect(() => openBuiltSite(empty)).toThrow(/^No production build in ".*": run "npm run build" first/);
  });
});
