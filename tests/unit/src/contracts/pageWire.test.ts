/**
 * The page data the browser receives: every catalogue page comes back
 * exactly as built (table of contents included) after packing and a trip
 * through JSON, and the packed form is markedly smaller.
 */

import {catalogueDirOf, loadCatalogue} from '@site/plugins/contract-reference/loadCatalogue';
import {DESCRIPTIONS} from '@site/src/contracts/descriptions';
import {familyOf} from '@site/src/contracts/keys';
import {buildContractPage, type ContractPageData} from '@site/src/contracts/page';
import {packContractPage, unpackContractPage} from '@site/src/contracts/pageWire';
import {beforeAll, describe, expect, it} from 'vitest';

let pages: ContractPageData[];

beforeAll(async () => {
  const entries = await loadCatalogue(catalogueDirOf(process.cwd()));
  pages = entries.map((entry) => buildContractPage(entry, DESCRIPTIONS[familyOf(entry)], entries));
});

const throughJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('contract page wire format', () => {
  it('gives back every page exactly as built', () => {
    for (const page of pages) {
      expect(unpackContractPage(throughJson(packContractPage(page))), page.key).toEqual(throughJson(page));
    }
  });

  it('sends at least a fifth fewer bytes than the page data', () => {
    const size = (value: unknown) => JSON.stringify(value).length;
    const built = pages.reduce((sum, page) => sum + size(page), 0);
    const packed = pages.reduce((sum, page) => sum + size(packContractPage(page)), 0);
    expect(packed).toBeLessThan(built * 0.8);
  });
});
