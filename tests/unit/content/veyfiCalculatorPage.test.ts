/**
 * The calculator page explains its gauges in a prose table, which must stay
 * in step with the address data the calculator and the address pages use.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {allEntries, veyfiGauges} from '@site/src/data/addresses';

const page = readFileSync(path.resolve(import.meta.dirname, '../../../docs/contributing/governance/veyfi-calculator.mdx'), 'utf8');
const addressLiteral = /0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g;

function section(heading: string): string {
  const start = page.indexOf(`\n## ${heading}\n`);
  expect(start).toBeGreaterThan(0);
  const end = page.indexOf('\n## ', start + 1);
  return page.slice(start, end < 0 ? undefined : end);
}

function gaugeTableRows(): string[][] {
  return section('Gauges')
    .split('\n')
    .filter((line) => line.startsWith('| yGauge'))
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
}

describe('veYFI calculator page', () => {
  it('lists the registry gauges in registry order, with their vaults and decimals', () => {
    const rows = gaugeTableRows().map(([name, gauge, vault, decimals]) => ({
      name,
      gauge: gauge?.match(addressLiteral)?.[0],
      vault: vault?.match(addressLiteral)?.[0],
      decimals: Number(decimals),
    }));
    expect(rows).toEqual(
      veyfiGauges.map((info) => ({name: info.gauge.name, gauge: info.gauge.address, vault: info.vault.address, decimals: info.decimals})),
    );
  });

  it('links only addresses that the address data publishes, or the locker contracts it names', () => {
    const published = new Set(allEntries.map((entry) => entry.address.toLowerCase()));
    const unpublished = [...new Set(page.match(addressLiteral))].filter((address) => !published.has(address.toLowerCase()));
    const lockerSection = section("Estimating a Liquid Locker's Boost");
    expect(unpublished.filter((address) => !lockerSection.includes(address))).toEqual([]);
  });
});
