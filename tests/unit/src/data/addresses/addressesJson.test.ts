/** /addresses.json against its JSON Schema and against the address pages it is built with. */

import {buildLlmsTxt} from '@site/plugins/markdown-twins/llmsTxt';
import catalogueIndex from '@site/src/contracts/catalogue/index.json';
import {addressPages} from '@site/src/data/addresses';
import {addressDataFiles, addressesSchema, buildAddressesJson} from '@site/src/data/addresses/machineReadable';
import {chainIds} from '@site/src/data/chains';
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

  it('names the release of each versioned V3 contract, on every chain it is listed', () => {
    const versions = json.addresses
      .filter((a) => /^v3\/3\d\d-vault-factory/.test(a.id))
      .map((a) => `${a.id} ${a.version}`)
      .sort();
    expect(versions).toContain('v3/301-vault-factory 3.0.1');
    expect(versions).toContain('v3/310-vault-factory 3.1.0');
    expect(versions).toContain('v3/310-vault-factory@8453 3.1.0');
    expect(json.addresses.find((a) => a.id === 'v3/304-tokenized-strategy')?.version).toBe('3.0.4');
    expect(json.addresses.find((a) => a.id === 'core/ychad')?.version).toBeUndefined();
  });

  it('links a contract’s reference page and ABI file: the page of its release where there is one', () => {
    const factory302 = json.addresses.find((a) => a.id === 'v3/302-vault-factory')!;
    expect(factory302.reference).toBe(
      'https://docs.example/developers/smart-contracts/deprecated/V3/version-3.0.2/VaultFactory',
    );
    expect(factory302.abi).toBe(
      'https://docs.example/developers/smart-contracts/deprecated/V3/version-3.0.2/VaultFactory.abi.json',
    );
    const router = json.addresses.find((a) => a.id === 'v3/router')!;
    expect(router.reference).toBe('https://docs.example/developers/smart-contracts/V3/Periphery/Yearn4626Router');
    // Every linked page is one the catalogue builds.
    const keys = new Set(catalogueIndex.map((item) => item.key));
    const linked = json.addresses.filter((a) => a.reference);
    expect(linked.length).toBeGreaterThan(20);
    for (const a of linked) expect(keys.has(a.reference!.replace(/^.*\/developers\/smart-contracts\//, ''))).toBe(true);
    expect(json.addresses.find((a) => a.id === 'core/ychad')?.reference).toBeUndefined();
  });

  it('says which release a linked ABI documents when no page documents the entry’s own', () => {
    // Yearn's V3 reference pages document 3.0.4; no 3.1.0 interface docs exist (yearn-devdocs ffa888faf, V3/index.md and VaultFactory.md).
    const factory310 = json.addresses.find((a) => a.id === 'v3/310-vault-factory')!;
    expect(factory310.reference).toBe('https://docs.example/developers/smart-contracts/V3/VaultFactory');
    expect(factory310.referenceVersion).toBe('3.0.4');
    expect(json.addresses.find((a) => a.id === 'v3/304-vault-factory')?.referenceVersion).toBeUndefined();
    expect(json.addresses.find((a) => a.id === 'v3/302-vault-factory')?.referenceVersion).toBeUndefined();
  });

  it('publishes each record of a last verification, validated by the schema; none when the record is empty', () => {
    const codeHash = `0x${'3f'.repeat(32)}`;
    const recorded = buildAddressesJson('https://docs.example', {
      'v3/router': {chainId: 1, block: 22_000_000, date: '2025-03-04', codeHash},
    });
    expect(recorded.addresses.find((a) => a.id === 'v3/router')?.verified).toEqual({
      chainId: 1,
      block: 22_000_000,
      date: '2025-03-04',
      codeHash,
    });
    const validate = new Ajv2020({allErrors: true, strict: false}).compile(addressesSchema);
    expect(validate(recorded) ? [] : validate.errors).toEqual([]);
    expect(buildAddressesJson('https://docs.example', {}).addresses.some((a) => a.verified)).toBe(false);
  });

  it('the schema rejects a malformed record, version or link', () => {
    const validate = new Ajv2020({strict: false}).compile(addressesSchema);
    const router = json.addresses.find((a) => a.id === 'v3/router')!;
    const withRouter = (changed: object) => ({...json, addresses: [{...router, ...changed}]});
    const verified = {chainId: 1, block: 1, date: '2025-03-04', codeHash: `0x${'3f'.repeat(32)}`};
    expect(validate(withRouter({verified}))).toBe(true);
    expect(validate(withRouter({verified: {...verified, codeHash: `0x${'3F'.repeat(32)}`}}))).toBe(false);
    expect(validate(withRouter({verified: {...verified, codeHash: '0x3f'}}))).toBe(false);
    expect(validate(withRouter({verified: {...verified, date: '04/03/2025'}}))).toBe(false);
    expect(validate(withRouter({verified: {...verified, date: '2025-03-04T06:17:00Z'}}))).toBe(true);
    expect(validate(withRouter({verified: {...verified, block: -1}}))).toBe(false);
    expect(validate(withRouter({version: 'latest'}))).toBe(false);
    expect(validate(withRouter({referenceVersion: 'latest'}))).toBe(false);
    expect(validate(withRouter({abi: '/V3/Router.abi.json'}))).toBe(false);
  });

  it('is listed in llms.txt with its schema and the change feeds, under the base URL', () => {
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
    expect(text).toContain('- [Address changes (Atom)](https://docs.example/base/addresses/changes.xml)');
    expect(text).toContain('- [Address changes (JSON Feed)](https://docs.example/base/addresses/changes.json)');
  });
});
