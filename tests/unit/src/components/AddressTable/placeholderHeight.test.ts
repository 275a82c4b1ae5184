import {placeholderHeightRem} from '@site/src/components/AddressTable/placeholderHeight';
import type {TableRow} from '@site/src/data/addresses/tableRows';
import type {AddressEntry} from '@site/src/data/addresses/types';
import {describe, expect, it} from 'vitest';

const entry = (id: string, chainId: AddressEntry['chainId'] = 1) => ({id, chainId}) as AddressEntry;
const row = (id: string, onChains = 0, heading = false): TableRow => ({
  entry: entry(id),
  onChains: Array.from({length: onChains}, (_, i) => entry(`${id}@${i}`, 10)),
  heading,
});

describe('the placeholder height of an off-screen address table', () => {
  it('grows with every row', () => {
    const one = placeholderHeightRem([row('a')]);
    const three = placeholderHeightRem([row('a'), row('b'), row('c')]);
    expect(one).toBeGreaterThan(0);
    expect(three).toBeGreaterThan(one);
  });

  it('makes a row published on several chains taller than one on a single chain, more so for more chains', () => {
    const single = placeholderHeightRem([row('a')]);
    const two = placeholderHeightRem([row('a', 1)]);
    const seven = placeholderHeightRem([row('a', 6)]);
    expect(two).toBeGreaterThan(single);
    expect(seven).toBeGreaterThan(two);
  });

  it('counts the heading that opens each chain section', () => {
    expect(placeholderHeightRem([row('a', 0, true), row('b')])).toBeGreaterThan(
      placeholderHeightRem([row('a'), row('b')]),
    );
  });
});
