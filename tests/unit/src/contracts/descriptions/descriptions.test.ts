/**
 * Every public function, event and error of every contract page has a
 * description in our words, every contract a summary, and no description is
 * left over for a member that no longer exists.
 */

import {catalogueDirOf, loadCatalogue} from '@site/plugins/contract-reference/loadCatalogue';
import {functionKeys, memberKeys} from '@site/src/contracts/describe';
import {DESCRIPTIONS} from '@site/src/contracts/descriptions';
import type {DescriptionMap} from '@site/src/contracts/descriptions/types';
import {familyOf} from '@site/src/contracts/keys';
import {buildContractPage, missingDescriptions} from '@site/src/contracts/page';
import {parseRichText} from '@site/src/contracts/richText';
import type {CatalogueEntry} from '@site/src/contracts/types';
import {beforeAll, describe, expect, it} from 'vitest';

let entries: CatalogueEntry[];

beforeAll(async () => {
  entries = await loadCatalogue(catalogueDirOf(process.cwd()));
});

function allTexts(): string[] {
  return Object.values(DESCRIPTIONS).flatMap((set) => [
    set.summary,
    ...[set.functions, set.events, set.errors].flatMap((map) => Object.values(map ?? {})),
  ]);
}

describe('contract descriptions', () => {
  it('cover every function, event and error of every page, and every contract has a summary', () => {
    const missing = entries.flatMap((entry) =>
      missingDescriptions(buildContractPage(entry, DESCRIPTIONS[familyOf(entry)], entries)),
    );
    expect(missing).toEqual([]);
  });

  it('exist only for contract families in the catalogue', () => {
    const families = new Set(entries.map(familyOf));
    expect(Object.keys(DESCRIPTIONS).filter((family) => !families.has(family))).toEqual([]);
  });

  it('leave no entry unused: each key is the one chosen for some member', () => {
    const chosen = new Map<string, Set<string>>();
    const pick = (family: string, kind: string, keys: string[], map: DescriptionMap | undefined) => {
      const key = map && keys.find((candidate) => Object.hasOwn(map, candidate));
      if (key) chosen.set(family, (chosen.get(family) ?? new Set()).add(`${kind}:${key}`));
    };
    for (const entry of entries) {
      const family = familyOf(entry);
      const own = DESCRIPTIONS[family];
      // A family without descriptions fails the coverage test above, by name.
      if (!own) continue;
      for (const fn of entry.functions) pick(family, 'function', functionKeys(fn), own.functions);
      for (const event of entry.events) pick(family, 'event', memberKeys(event), own.events);
      for (const error of entry.errors) pick(family, 'error', memberKeys(error), own.errors);
    }
    const stale = Object.entries(DESCRIPTIONS).flatMap(([family, set]) =>
      (['functions', 'events', 'errors'] as const).flatMap((group) =>
        Object.keys(set[group] ?? {})
          .filter((key) => !chosen.get(family)?.has(`${group.slice(0, -1)}:${key}`))
          .map((key) => `${family} ${group} ${key}`),
      ),
    );
    expect(stale).toEqual([]);
  });

  it('are one to three sentences for members and full prose without placeholders', () => {
    const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z`])/).length;
    const tooLong = Object.entries(DESCRIPTIONS).flatMap(([family, set]) =>
      [set.functions, set.events, set.errors].flatMap((map) =>
        Object.entries(map ?? {})
          .filter(([, text]) => sentences(text) > 3)
          .map(([key]) => `${family} ${key}`),
      ),
    );
    expect(tooLong).toEqual([]);
    for (const text of allTexts()) {
      expect(text).toMatch(/[.!?)]$/);
      expect(text).not.toMatch(/\b(TODO|TBD|lorem)\b/i);
      expect(text.split('`').length % 2, text).toBe(1);
      for (const part of parseRichText(text)) if (part.kind === 'link') expect(part.href, text).toMatch(/^\/[\w/-]+$/);
    }
  });

  it('reuse one description across versions of an unchanged function', () => {
    const texts = entries
      .filter((entry) => familyOf(entry) === 'V3/VaultV3')
      .map((entry) => buildContractPage(entry, DESCRIPTIONS['V3/VaultV3'], entries))
      .map(
        (page) =>
          page.groups.flatMap((group) => group.functions).find((fn) => fn.name === 'process_report')?.description,
      );
    expect(texts).toHaveLength(3);
    expect(new Set(texts).size).toBe(1);
  });
});
