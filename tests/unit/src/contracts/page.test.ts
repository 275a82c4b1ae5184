/**
 * Page data built from the catalogue: stable, unique anchors and headings,
 * the function grouping, and the declaration shown in each code block.
 */

import {catalogueDirOf, loadCatalogue} from '@site/plugins/contract-reference/loadCatalogue';
import {DESCRIPTIONS} from '@site/src/contracts/descriptions';
import {familyOf} from '@site/src/contracts/keys';
import {buildContractPage, type ContractPageData, declarationOf} from '@site/src/contracts/page';
import {parseRichText, plainText} from '@site/src/contracts/richText';
import {tokenizeDeclaration} from '@site/src/contracts/signatureTokens';
import type {CatalogueEntry} from '@site/src/contracts/types';
import {beforeAll, describe, expect, it} from 'vitest';

let entries: CatalogueEntry[];
let pages: ContractPageData[];
const page = (key: string) => pages.find((item) => item.key === key)!;
const functions = (data: ContractPageData) => data.groups.flatMap((group) => group.functions);

beforeAll(async () => {
  entries = await loadCatalogue(catalogueDirOf(process.cwd()));
  pages = entries.map((entry) => buildContractPage(entry, DESCRIPTIONS[familyOf(entry)], entries));
});

describe('contract page data', () => {
  it('gives every member a unique anchor and a unique heading on its page', () => {
    for (const data of pages) {
      const members = [...functions(data), ...data.events, ...data.errors];
      const ids = [
        ...members.map((member) => member.id),
        ...data.structs.map((struct) => struct.id),
        ...data.enums.map((item) => item.id),
      ];
      expect(new Set(ids).size, data.key).toBe(ids.length);
      const headings = [...functions(data).map((fn) => fn.label), ...data.events.map((event) => event.label)];
      expect(new Set(functions(data).map((fn) => fn.label)).size, data.key).toBe(functions(data).length);
      expect(headings.every((heading) => heading.length > 0)).toBe(true);
      for (const id of ids) expect(id, data.key).toMatch(/^[a-z0-9_-]+$/);
    }
  });

  it('uses the plain name as anchor, and parameter types for overloads', () => {
    const vault = page('V3/VaultV3');
    const ids = functions(vault).map((fn) => fn.id);
    expect(ids).toContain('deposit');
    expect(ids).toEqual(
      expect.arrayContaining([
        'withdraw-uint256-address-address',
        'withdraw-uint256-address-address-uint256',
        'withdraw-uint256-address-address-uint256-address-array',
      ]),
    );
    expect(vault.events.map((event) => event.id)).toContain('event-deposit');
    expect(functions(vault).find((fn) => fn.id === 'withdraw-uint256-address-address-uint256')?.label).toBe(
      'withdraw(uint256, address, address, uint256)',
    );
  });

  it('tells the V1 interfaces apart by interface name', () => {
    const v1 = page('deprecated/V1/interfaces');
    const labels = functions(v1).map((fn) => fn.label);
    expect(labels).toEqual(
      expect.arrayContaining(['IStrategy.balanceOf', 'IController.balanceOf', 'getPricePerFullShare']),
    );
  });

  it('groups view functions first, then state-changing ones, then admin-only ones', () => {
    const groups = page('V3/VaultV3').groups;
    expect(groups.map((group) => group.id)).toEqual(['view-functions', 'state-changing-functions', 'admin-functions']);
    const view = groups[0]!.functions.map((fn) => fn.name);
    expect(view).toEqual(expect.arrayContaining(['totalAssets', 'pricePerShare']));
    expect(groups[1]!.functions.map((fn) => fn.name)).toContain('deposit');
    expect(groups[2]!.functions.find((fn) => fn.name === 'process_report')?.access).toEqual([
      'ROLE: REPORTING_MANAGER',
    ]);
    expect(page('V3/BaseStrategy').groups.map((group) => group.id)).toContain('internal-functions');
  });

  it('lists VaultV3 roles with their bit values and links deprecated pages to the current one', () => {
    const vault = page('deprecated/V3/version-3.0.2/VaultV3');
    expect(vault.roles.find((role) => role.name === 'EMERGENCY_MANAGER')).toMatchObject({value: '8192', bit: 13});
    expect(vault.current).toEqual({version: '3.0.4', route: '/developers/smart-contracts/V3/VaultV3'});
    expect(vault.supersededBy).toBe('3.0.3');
    expect(vault.changes).toBeNull();
    expect(page('V3/VaultV3').current).toBeUndefined();
  });

  it('puts every section in the table of contents, with member entries under it', () => {
    const toc = page('V3/VaultV3').toc;
    expect(toc[0]).toEqual({value: 'Changes from the previous version', id: 'changes', level: 2});
    expect(toc).toContainEqual({value: 'deposit', id: 'deposit', level: 3});
    expect(toc).toContainEqual({value: 'Roles', id: 'roles', level: 2});
  });
});

describe('declarations', () => {
  it('insert the visibility after the parameter list', () => {
    expect(declarationOf({signature: 'function f(uint256 a) view returns (uint256)', visibility: 'external'})).toBe(
      'function f(uint256 a) external view returns (uint256)',
    );
    expect(declarationOf({signature: 'function g((uint256 a, address b) s)', visibility: 'public'})).toBe(
      'function g((uint256 a, address b) s) public',
    );
    expect(declarationOf({signature: 'fallback() external', visibility: 'external'})).toBe('fallback() external');
    expect(declarationOf({signature: 'constructor(address a)', visibility: null})).toBe('constructor(address a)');
  });

  it('highlight keywords, types and the declared name, leaving parameter names plain', () => {
    expect(
      tokenizeDeclaration('function deposit(uint256 assets, address receiver) external returns (uint256)'),
    ).toEqual([
      ['keyword', 'function'],
      ['plain', ' '],
      ['name', 'deposit'],
      ['plain', '('],
      ['type', 'uint256'],
      ['plain', ' assets, '],
      ['type', 'address'],
      ['plain', ' receiver) '],
      ['keyword', 'external'],
      ['plain', ' '],
      ['keyword', 'returns'],
      ['plain', ' ('],
      ['type', 'uint256'],
      ['plain', ')'],
    ]);
    expect(tokenizeDeclaration('function strategies(address arg0) view returns (StrategyParams)')).toContainEqual([
      'type',
      'StrategyParams',
    ]);
  });
});

describe('description markup', () => {
  it('splits code spans and links out of the text, and strips them for meta descriptions', () => {
    expect(parseRichText('Calls `report` then see [the guide](/developers/v3/overview).')).toEqual([
      {at: 0, kind: 'text', text: 'Calls '},
      {at: 6, kind: 'code', text: 'report'},
      {at: 14, kind: 'text', text: ' then see '},
      {at: 24, kind: 'link', text: 'the guide', href: '/developers/v3/overview'},
      {at: 60, kind: 'text', text: '.'},
    ]);
    expect(plainText('Calls `report` then see [the guide](/developers/v3/overview).')).toBe(
      'Calls report then see the guide.',
    );
  });
});
