import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import addressesJsonPlugin from '@site/plugins/addresses-json';
import {parseAtomFeed, parseJsonFeed} from 'feedsmith';
import {describe, expect, it} from 'vitest';

/** The two fields of the load context the plugin reads, for a site served under a sub-path. */
const context = {siteConfig: {url: 'https://example.org'}, baseUrl: '/docs/'} as LoadContext;

describe('the addresses-json plugin', () => {
  const plugin = addressesJsonPlugin(context);

  it('names the Atom feed in the page head under the base URL', () => {
    expect(plugin.injectHtmlTags?.({content: undefined})).toEqual({
      headTags: [
        {
          tagName: 'link',
          attributes: {rel: 'alternate', type: 'application/atom+xml', href: '/docs/addresses/changes.xml'},
        },
      ],
    });
  });

  it('writes both feeds after the build, with links under the site URL and base path', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'addresses-json-'));
    try {
      await plugin.postBuild?.({outDir} as Parameters<NonNullable<Plugin['postBuild']>>[0]);
      const atom = parseAtomFeed(await readFile(path.join(outDir, 'addresses/changes.xml'), 'utf8'));
      const json = parseJsonFeed(JSON.parse(await readFile(path.join(outDir, 'addresses/changes.json'), 'utf8')));
      expect(atom.entries?.length).toBeGreaterThan(0);
      expect(atom.entries?.map((entry) => entry.id)).toEqual(json.items?.map((item) => item.id));
      for (const entry of atom.entries ?? []) {
        expect(entry.links?.find((link) => link.rel === 'alternate')?.href).toMatch(
          /^https:\/\/example\.org\/docs\/developers\/addresses\//,
        );
      }
      expect(json.feed_url).toBe('https://example.org/docs/addresses/changes.json');
    } finally {
      await rm(outDir, {recursive: true, force: true});
    }
  });
});
