/**
 * No reference page calls an older release current: each names the release
 * it documents, and a V3 page older than the latest release in the address
 * data names that release beside its own.
 */

import {catalogueDirOf, loadCatalogue} from '@site/plugins/contract-reference/loadCatalogue';
import {DESCRIPTIONS} from '@site/src/contracts/descriptions';
import {familyOf} from '@site/src/contracts/keys';
import {buildContractPage, type ContractPageData} from '@site/src/contracts/page';
import {releaseBadges} from '@site/src/contracts/releaseBadges';
import {v3Releases} from '@site/src/data/addresses/v3';
import {beforeAll, describe, expect, it} from 'vitest';

let pages: ContractPageData[];

/** The newest V3 release the address pages list, by version order (not by position in the list). */
const latestInAddressData = v3Releases
  .map((release) => release.version)
  .reduce((a, b) => {
    const [x, y] = [a, b].map((v) => v.split('.').map(Number));
    for (let i = 0; i < 3; i += 1) if (x![i] !== y![i]) return x![i]! > y![i]! ? a : b;
    return a;
  });
const older = (version: string, than: string) => version.localeCompare(than, 'en', {numeric: true}) < 0;

beforeAll(async () => {
  const entries = await loadCatalogue(catalogueDirOf(process.cwd()));
  pages = entries.map((entry) => buildContractPage(entry, DESCRIPTIONS[familyOf(entry)], entries));
});

describe('release labels of the contract reference', () => {
  it('the address data names 3.1.0 as the latest V3 release', () => {
    expect(latestInAddressData).toBe('3.1.0');
  });

  it('labels no page current or latest for a release older than the latest in the address data', () => {
    const wrong = pages.flatMap((page) =>
      releaseBadges(page)
        .filter((badge) => /\b(?:current|latest)\b/i.test(badge.text) && !badge.text.includes(latestInAddressData))
        .filter(() => page.version === null || older(page.version, latestInAddressData))
        .map((badge) => `${page.key} (${page.version}): ${badge.text}`),
    );
    expect(wrong).toEqual([]);
  });

  it('names the release each page documents, and the latest deployed release beside an older V3 one', () => {
    const vault = pages.find((page) => page.key === 'V3/VaultV3')!;
    expect(releaseBadges(vault).map((badge) => badge.text)).toEqual([
      'Documents release 3.0.4',
      `Latest deployed release: ${latestInAddressData}`,
    ]);
    for (const page of pages.filter(
      (p) => p.generation === 'V3' && p.version && older(p.version, latestInAddressData),
    )) {
      expect(
        releaseBadges(page).map((badge) => badge.text),
        page.key,
      ).toContain(`Latest deployed release: ${latestInAddressData}`);
    }
    const deprecated = pages.find((page) => page.key.startsWith('deprecated/V3/') && page.contract === 'VaultV3')!;
    expect(releaseBadges(deprecated).map((badge) => badge.text)).toContain('Deprecated');
  });

  it('gives a V2 page its release and no claim to be current', () => {
    const vault = pages.find((page) => page.key === 'V2/vault')!;
    expect(releaseBadges(vault).map((badge) => badge.text)).toEqual(['Documents release 0.4.6']);
  });
});
