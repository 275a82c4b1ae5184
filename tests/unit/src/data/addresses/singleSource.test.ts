import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {proseLines} from '@site/scripts/lib/codeSamples';
import {allEntries, chains} from '@site/src/data/addresses';
import {SITE_ROOT} from '@site/tests/unit/support/siteRoot';
import {describe, expect, it} from 'vitest';

/** Code and pages that publish or use addresses; each address literal must appear once. */
const scanned = [
  'src/data',
  'src/ethereum',
  'src/components/AddressTable',
  'src/components/AddressVerification',
  'src/components/AddressChecker',
  'src/components/VeYFICalculator',
  'docs/developers/addresses',
];
const addressLiteral = /0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g;

function filesUnder(dir: string): string[] {
  const full = path.join(SITE_ROOT, dir);
  try {
    statSync(full);
  } catch {
    return [];
  }
  return readdirSync(full, {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.(ts|tsx|md|mdx)$/.test(f))
    .map((f) => path.join(dir, f));
}

describe('address literals', () => {
  it('types every address once in the code and the address pages', () => {
    const places = new Map<string, string[]>();
    for (const file of scanned.flatMap(filesUnder)) {
      for (const match of readFileSync(path.join(SITE_ROOT, file), 'utf8').matchAll(addressLiteral)) {
        const key = match[0].toLowerCase();
        places.set(key, [...(places.get(key) ?? []), file]);
      }
    }
    const repeated = [...places]
      .filter(([, files]) => files.length > 1)
      .map(([address, files]) => `${address}: ${files.join(', ')}`);
    expect(places.size).toBeGreaterThan(200);
    expect(repeated).toEqual([]);
  });

  it('leaves the prose of every page to quote published addresses through the address directive', () => {
    const published = new Set(allEntries.map((entry) => entry.address.toLowerCase()));
    const explorers = Object.values(chains).map((chain) => chain.explorerAddressUrl);
    // Another app's link that needs the address as a parameter (a Safe, a swap) may carry it; an explorer link may not.
    const otherAppLinks = (line: string) =>
      line.replace(/\]\(([^)\s]+)\)/g, (link, url: string) =>
        explorers.some((explorer) => url.startsWith(explorer)) ? link : ']()',
      );
    const typedAgain: string[] = [];
    for (const file of filesUnder('docs')) {
      // Code samples keep literal addresses: a reader copies them as they are.
      for (const {line, text} of proseLines(readFileSync(path.join(SITE_ROOT, file), 'utf8'))) {
        for (const match of otherAppLinks(text).matchAll(addressLiteral)) {
          if (published.has(match[0].toLowerCase())) typedAgain.push(`${file}:${line}: ${match[0]}`);
        }
      }
    }
    expect(typedAgain).toEqual([]);
  });
});
