/**
 * The published addresses for programs, written after the build from the
 * address data the pages render: /addresses.json and its JSON Schema
 * (/addresses.schema.json); each address page's part of the verification
 * record (/addresses/verified/<page>.json), which the page fetches when its
 * live check starts; and the change feeds (/addresses/changes.xml, Atom, and
 * /addresses/changes.json, JSON Feed), the Atom one named in every page's
 * head so that feed readers find it.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  CHANGES_ATOM,
  CHANGES_JSON,
  changeFeedItems,
  renderAtom,
  renderJsonFeed,
} from '../../src/data/addresses/changeFeed';
import {addressPages} from '../../src/data/addresses/index';
import {pageRecords, pageRecordsPath} from '../../src/data/addresses/lastVerification';
import {
  ADDRESSES_JSON,
  ADDRESSES_SCHEMA,
  addressesSchema,
  buildAddressesJson,
  verificationRecords,
} from '../../src/data/addresses/machineReadable';

async function writeInto(outDir: string, file: string, text: string): Promise<void> {
  const target = path.join(outDir, file.replace(/^\//, ''));
  await mkdir(path.dirname(target), {recursive: true});
  await writeFile(target, text);
}

/** It takes no options: Docusaurus fails the config load on any one given. */
export {validateNoOptions as validateOptions} from '../shared/pluginOptions';

export default function addressesJsonPlugin(context: LoadContext): Plugin {
  const siteUrl = `${context.siteConfig.url}${context.baseUrl}`.replace(/\/$/, '');
  const feedSite = {siteUrl, homeRoute: addressPages.index.route};
  // Derived when the plugin loads: an undated or unsourced change fails the build before any page renders.
  const changes = changeFeedItems(Object.values(addressPages), siteUrl);
  return {
    name: 'addresses-json',
    // The Atom feed only, and no title: the tag is on every page, so it is kept to the bytes discovery needs.
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {rel: 'alternate', type: 'application/atom+xml', href: `${context.baseUrl}${CHANGES_ATOM}`},
          },
        ],
      };
    },
    async postBuild({outDir}) {
      await Promise.all([
        writeInto(outDir, ADDRESSES_JSON, `${JSON.stringify(buildAddressesJson(siteUrl), null, 1)}\n`),
        writeInto(outDir, ADDRESSES_SCHEMA, `${JSON.stringify(addressesSchema, null, 1)}\n`),
        writeInto(outDir, CHANGES_ATOM, renderAtom(changes, feedSite)),
        writeInto(outDir, CHANGES_JSON, renderJsonFeed(changes, feedSite)),
        ...Object.values(addressPages).map((page) =>
          writeInto(outDir, pageRecordsPath(page.id), JSON.stringify(pageRecords(verificationRecords, page))),
        ),
      ]);
    },
  };
}
