import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {catalogueFragment, GENERATED_FILE, renderCatalogueAbis} from '../../../../scripts/lib/catalogueAbis';
import {catalogueAbis} from '../../../../src/ethereum/catalogueAbis.generated';
import {CATALOGUE_READS} from '../../../../src/ethereum/catalogueReads';

const siteDir = path.resolve(import.meta.dirname, '../../../..');

describe('the catalogue ABI fragments the client calls', () => {
  it('are what the catalogue says today (else run npx tsx scripts/generate-catalogue-abis.ts)', () => {
    expect(readFileSync(path.join(siteDir, GENERATED_FILE), 'utf8')).toBe(renderCatalogueAbis(siteDir));
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
