/** /addresses.json against its JSON Schema and against the address pages it is built with. */

import {buildLlmsTxt} from '@site/plugins/markdown-twins/llmsTxt';
import {addressPages} from '@site/src/data/addresses';
import {addressDataFiles, addressesSchema, buildAddressesJson} from '@site/src/data/addresses/machineReadable';
import {chainIds} from '@site/src/ethereum/chains';
import Ajv2020 from 'ajv/dist/2020';
import {describe, expect, it} from 'vitest';

const json = buildAddressesJson('https://docs.example');

describe('/addresses.json', () => {
  it('validates against its JSON Schema', () => {
    const validate = new Ajv2020({allErrors: true, strict: false}).compile(addressesSchema);
    expect(validate(json) ? [] : validate.errors).toEqual([]);
  });

  it('the schema rejects what an integrator must not get: a malformed address, a deprecation without its reason', () => {
    const validate = new Ajv2020({strict: false}).compile(addressesSchema);
    const first = json.addresses[0]!;
    expect(validate({...json, addresses: [{...first, address: '0x1234'}]})).toBe(false);
    expect(validate({...json, addresses: [{...first, status: 'deprecated', deprecation: undefined}]})).toBe(false);
  });

  it('lists every address of every address page, chain by chain, with its page', () => {
    const listed = json.addresses.map((a) => `${a.page} ${a.chainId} ${a.id} ${a.address}`);
    const published = Object.values(addressPages).flatMap((page) =>
      page.entries.map((e) => `${page.route} ${e.chainId} ${e.id} ${e.address}`),
    );
    expect([...listed].sort()).toEqual([...published].sort());
    // Chain by chain, in the chain list's order.
    const order = json.addresses.map((a) => chainIds.indexOf(a.chainId as (typeof chainIds)[number]));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('keeps the interim Auction Factory’s former id resolvable through its alias', () => {
    // The interim factory (1.0.3) of yearn/tokenized-strategy-periphery's DeployAuctionRegistry.s.sol.
    const current = json.aliases['v3/auction-factory-2025-10'];
    const entry = json.addresses.find((a) => a.id === current);
    expect(entry?.address).toBe('0xbC587a495420aBB71Bbd40A0e291B64e80117526');
    expect(entry?.chainId).toBe(1);
  });

  it('maps every alias to an id the file lists, and the schema rejects an alias to nothing', () => {
    const ids = new Set(json.addresses.map((a) => a.id));
    expect(Object.values(json.aliases).filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.keys(json.aliases).filter((id) => ids.has(id))).toEqual([]);
    const validate = new Ajv2020({strict: false}).compile(addressesSchema);
    expect(validate({...json, aliases: {'v3/old-id': ''}})).toBe(false);
    expect(validate({...json, aliases: undefined})).toBe(false);
  });

  it('marks the Polygon Role Manager as disputed with the other value and its source', () => {
    const rm = json.addresses.find((a) => a.id === 'v3/polygon-role-manager');
    expect(rm?.disputed?.alternatives).toEqual([
      {address: '0x2C4b68B2e3f03B3BD8804EB02fA22CD387E78B83', source: expect.stringContaining('Kong')},
    ]);
  });

  it('is listed in llms.txt with its schema, under the base URL', () => {
    const text = buildLlmsTxt({
      title: 'T',
      summary: 'S',
      siteUrl: 'https://docs.example',
      entries: [],
      twinPath: (p) => p,
      dataFiles: addressDataFiles('/base/'),
    });
    expect(text).toContain('- [Published addresses (JSON)](https://docs.example/base/addresses.json)');
    expect(text).toContain('- [Published addresses: JSON Schema](https://docs.example/base/addresses.schema.json)');
  });
});
