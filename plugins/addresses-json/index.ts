/**
 * Writes /addresses.json and its JSON Schema (/addresses.schema.json) after
 * the build, from the address data the pages render.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  ADDRESSES_JSON,
  ADDRESSES_SCHEMA,
  addressesSchema,
  buildAddressesJson,
} from '../../src/data/addresses/machineReadable';

export default function addressesJsonPlugin(context: LoadContext): Plugin {
  const siteUrl = `${context.siteConfig.url}${context.baseUrl}`.replace(/\/$/, '');
  return {
    name: 'addresses-json',
    async postBuild({outDir}) {
      await writeFile(path.join(outDir, ADDRESSES_JSON), `${JSON.stringify(buildAddressesJson(siteUrl), null, 1)}\n`);
      await writeFile(path.join(outDir, ADDRESSES_SCHEMA), `${JSON.stringify(addressesSchema, null, 1)}\n`);
    },
  };
}
