/**
 * Version-to-version changes are computed from the catalogue. The known API
 * changes between releases must come out of it, and the heuristics must not
 * invent renames.
 */

import {catalogueDirOf, loadCatalogue} from '@site/plugins/contract-reference/loadCatalogue';
import {changesSincePrevious, diffEntries, diffMembers, isEmptyDiff, releaseChanges} from '@site/src/contracts/diff';
import type {CatalogueEntry} from '@site/src/contracts/types';
import {beforeAll, describe, expect, it} from 'vitest';

let entries: CatalogueEntry[];
const byKey = (key: string) => entries.find((entry) => entry.key === key)!;
const names = (members: {name: string}[]) => members.map((member) => member.name);

beforeAll(async () => {
  entries = await loadCatalogue(catalogueDirOf(process.cwd()));
});

describe('changes from V3 3.0.2 to 3.0.3', () => {
  it('finds the new VaultV3 functions and the UpdateAutoAllocate event', () => {
    const diff = diffEntries(
      byKey('deprecated/V3/version-3.0.2/VaultV3'),
      byKey('deprecated/V3/version-3.0.3/VaultV3'),
    );
    expect(names(diff.functions.added)).toEqual(
      expect.arrayContaining(['setName', 'setSymbol', 'set_auto_allocate', 'auto_allocate']),
    );
    expect(diff.functions.removed).toEqual([]);
    expect(names(diff.events.added)).toContain('UpdateAutoAllocate');
  });

  it('sees the VaultFactory governance functions renamed to camelCase', () => {
    const diff = diffEntries(
      byKey('deprecated/V3/version-3.0.2/VaultFactory'),
      byKey('deprecated/V3/version-3.0.3/VaultFactory'),
    );
    const renames = diff.functions.renamed.map((rename) => `${rename.from}->${rename.to}`);
    expect(renames).toEqual(
      expect.arrayContaining(['set_governance->transferGovernance', 'accept_governance->acceptGovernance']),
    );
    expect(names(diff.functions.added)).not.toContain('transferGovernance');
    expect(names(diff.functions.removed)).not.toContain('set_governance');
  });

  it('marks TokenizedStrategy parameter renames as compatible', () => {
    const diff = diffEntries(
      byKey('deprecated/V3/version-3.0.2/TokenizedStrategy'),
      byKey('deprecated/V3/version-3.0.3/TokenizedStrategy'),
    );
    const maxDeposit = diff.functions.changed.find((change) => change.name === 'maxDeposit');
    expect(maxDeposit).toMatchObject({
      namesOnly: true,
      after: ['function maxDeposit(address receiver) view returns (uint256)'],
    });
    expect(names(diff.functions.added)).toContain('setName');
  });
});

describe('changes from V3 3.0.3 to 3.0.4', () => {
  it('reports apiVersion becoming pure and the new UpdateFutureRoleManager event on the current VaultV3 page', () => {
    const changes = changesSincePrevious(byKey('V3/VaultV3'), entries)!;
    expect(changes.previousVersion).toBe('3.0.3');
    expect(changes.previousRoute).toBe('/developers/smart-contracts/deprecated/V3/version-3.0.3/VaultV3');
    expect(changes.diff.functions.changed).toEqual([
      {
        name: 'apiVersion',
        before: ['function apiVersion() view returns (string)'],
        after: ['function apiVersion() pure returns (string)'],
        namesOnly: false,
      },
    ]);
    expect(names(changes.diff.events.added)).toEqual(['UpdateFutureRoleManager']);
  });

  it('reports no change for BaseStrategy', () => {
    expect(isEmptyDiff(changesSincePrevious(byKey('V3/BaseStrategy'), entries)!.diff)).toBe(true);
  });
});

describe('release summaries', () => {
  it('list the V3 releases in order with the pages each added or dropped', () => {
    const releases = releaseChanges(entries, 'V3');
    // Later releases follow; these are the first four.
    expect(releases.map((release) => release.version).slice(0, 4)).toEqual(['3.0.2', '3.0.3', '3.0.4', '3.1.0']);
    expect(releases[0]).toMatchObject({previousVersion: null, deprecated: true, changed: []});
    expect(releases[1]?.droppedPages).toEqual(['Clonable', 'Governance', 'Governance2Step']);
    expect(releases[1]?.changed.map((change) => change.contract)).toEqual(
      expect.arrayContaining(['VaultV3', 'VaultFactory', 'TokenizedStrategy']),
    );
    expect(releases[2]).toMatchObject({deprecated: false, previousVersion: '3.0.3'});
  });

  it('list the 3.1.0 periphery pages as new, without dropping the 3.0.4 pages that are still current', () => {
    const release = releaseChanges(entries, 'V3').find((item) => item.version === '3.1.0')!;
    const newPeriphery = ['AuctionFactory', 'AuctionRegistry', 'Keeper'];
    expect(release).toMatchObject({
      previousVersion: '3.0.4',
      deprecated: false,
      droppedPages: [],
      changed: [],
      unchanged: [],
    });
    // A contract added to 3.1.0 later joins these; a later release moves their pages under deprecated/.
    expect(release.pages.map((page) => page.contract)).toEqual(expect.arrayContaining(newPeriphery));
    expect(release.newPages.map((page) => page.contract)).toEqual(expect.arrayContaining(newPeriphery));
    for (const {contract, route} of release.newPages) {
      expect(route).toMatch(
        new RegExp(`^/developers/smart-contracts/(V3|deprecated/V3/version-3\\.1\\.0)/Periphery/${contract}$`),
      );
    }
  });

  it('list every V2 release from 0.3.1 to the current 0.4.6', () => {
    expect(releaseChanges(entries, 'V2').map((release) => release.version)).toEqual([
      '0.3.1',
      '0.3.2',
      '0.3.3',
      '0.3.4',
      '0.3.5',
      '0.4.2',
      '0.4.3',
      '0.4.5',
      '0.4.6',
    ]);
  });
});

describe('diffMembers', () => {
  const fn = (signature: string, params: string[] = [], returns: string[] = [], stateMutability = 'nonpayable') => ({
    name: /(?:function|event) (\w+)/.exec(signature)![1]!,
    signature,
    params: params.map((type) => ({type})),
    returns: returns.map((type) => ({type})),
    stateMutability,
  });

  it('is empty for identical interfaces', () => {
    const members = [fn('function a(uint256 x)', ['uint256'])];
    expect(diffMembers(members, members)).toEqual({added: [], removed: [], renamed: [], changed: []});
  });

  it('does not pair unrelated names that merely share a shape', () => {
    const before = [fn('function delegatedAssets() view returns (uint256)', [], ['uint256'], 'view')];
    const after = [fn('function precisionFactor() view returns (uint256)', [], ['uint256'], 'view')];
    const diff = diffMembers(before, after);
    expect(diff.renamed).toEqual([]);
    expect(names(diff.added)).toEqual(['precisionFactor']);
    expect(names(diff.removed)).toEqual(['delegatedAssets']);
  });

  it('reports a changed overload set under its name', () => {
    const before = [fn('function w(uint256 a)', ['uint256'])];
    const after = [
      fn('function w(uint256 a)', ['uint256']),
      fn('function w(uint256 a, address b)', ['uint256', 'address']),
    ];
    expect(diffMembers(before, after).changed).toEqual([
      {
        name: 'w',
        before: ['function w(uint256 a)'],
        after: ['function w(uint256 a)', 'function w(uint256 a, address b)'],
        namesOnly: false,
      },
    ]);
  });
});
