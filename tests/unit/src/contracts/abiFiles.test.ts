/**
 * The downloadable ABI of every contract reference page: it parses as JSON
 * and holds every function (in the ABI) and event its page documents, and
 * each Read control on the page finds its function in it.
 */

import {catalogueDirOf, loadCatalogue} from '@site/plugins/contract-reference/loadCatalogue';
import {exampleSignature} from '@site/src/components/ReadPanel/ReadIntro';
import {abiOf} from '@site/src/contracts/abi';
import {abiFileText, abiPathOf, findFunction, isReadable} from '@site/src/contracts/abiFile';
import {DESCRIPTIONS} from '@site/src/contracts/descriptions';
import {familyOf} from '@site/src/contracts/keys';
import {buildContractPage} from '@site/src/contracts/page';
import {describe, expect, it} from 'vitest';

const entries = await loadCatalogue(catalogueDirOf(process.cwd()));

describe('ABI files', () => {
  it('live beside each page, named after it', () => {
    expect(abiPathOf('/developers/smart-contracts/V3/VaultV3')).toBe('/developers/smart-contracts/V3/VaultV3.abi.json');
  });

  it.each(entries.map((entry) => [entry.key, entry] as const))(
    '%s: parses and holds what its page documents',
    (_, entry) => {
      const abi = JSON.parse(abiFileText(abiOf(entry))) as {
        type: string;
        name?: string;
        inputs?: unknown[];
        stateMutability?: string;
      }[];
      const page = buildContractPage(entry, DESCRIPTIONS[familyOf(entry)], entries);
      const inAbi = new Set(
        entry.functions
          .filter((fn) => fn.inAbi && fn.kind === 'function')
          .map((fn) => `${fn.name}/${fn.params.length}`),
      );
      const documented = page.groups
        .flatMap((group) => group.functions)
        .filter((fn) => inAbi.has(`${fn.name}/${fn.params.length}`));
      const functions = new Set(
        abi.filter((item) => item.type === 'function').map((item) => `${item.name}/${item.inputs!.length}`),
      );
      const events = new Set(
        abi.filter((item) => item.type === 'event').map((item) => `${item.name}/${item.inputs!.length}`),
      );
      expect(documented.filter((fn) => !functions.has(`${fn.name}/${fn.params.length}`)).map((fn) => fn.label)).toEqual(
        [],
      );
      expect(
        page.events.filter((event) => !events.has(`${event.name}/${event.params.length}`)).map((e) => e.label),
      ).toEqual([]);
      // Every Read control of the page (a documented view or pure function) resolves to a readable fragment.
      for (const fn of documented.filter(
        (item) => item.stateMutability === 'view' || item.stateMutability === 'pure',
      )) {
        const fragment = findFunction(abiOf(entry), fn.name, fn.params.length);
        expect(fragment && isReadable(fragment), `${entry.key} ${fn.label}`).toBe(true);
      }
    },
  );
});

describe('the line on calling a page’s functions', () => {
  it('gives a real view function of the page as its cast example', () => {
    const vault = entries.find((entry) => entry.key === 'V3/VaultV3')!;
    const page = buildContractPage(vault, DESCRIPTIONS[familyOf(vault)], entries);
    expect(exampleSignature(page)).toBe('accountant()(address)');
  });
});
