import {readFileSync} from 'node:fs';
import path from 'node:path';
import {catalogueFragment, GENERATED_FILE, renderCatalogueAbis} from '@site/scripts/lib/catalogueAbis';
import {catalogueAbis} from '@site/src/ethereum/catalogueAbis.generated';
import {CATALOGUE_READS} from '@site/src/ethereum/catalogueReads';
import {SITE_ROOT} from '@site/tests/unit/support/siteRoot';
import {describe, expect, it} from 'vitest';

describe('the catalogue ABI fragments the client calls', () => {
  it('are what the catalogue says today (else run npx tsx scripts/generate-catalogue-abis.ts)', () => {
    expect(readFileSync(path.join(SITE_ROOT, GENERATED_FILE), 'utf8')).toBe(renderCatalogueAbis(SITE_ROOT));
  });

  it('hold one fragment per read, with the name and the number of arguments asked for', () => {
    for (const [getter, read] of Object.entries(CATALOGUE_READS)) {
      const [fragment] = catalogueAbis[getter as keyof typeof catalogueAbis];
      expect(fragment).toMatchObject({type: 'function', name: read.name});
      expect(fragment.inputs).toHaveLength(read.inputs);
    }
  });

  it('name the catalogue entry when a read has no matching function', () => {
    const source = {
      functions: [{signature: 'function a() view returns (address)', inAbi: true}],
      events: [],
      structs: [],
    };
    expect(() => catalogueFragment(source, {contract: 'V3/Example', name: 'b', inputs: 0})).toThrow(
      /V3\/Example has no b with 0 argument/,
    );
  });
});
