/**
 * The calculator page explains its gauges in a prose table, which must stay
 * in step with the address data the calculator and the address pages use.
 */
import {readFileSync} from 'node:fs';
import {entryById, veyfiGauges} from '@site/src/data/addresses';
import {sitePath} from '@site/tests/unit/support/siteRoot';
import {describe, expect, it} from 'vitest';

const page = readFileSync(sitePath('docs/contributing/governance/veyfi-calculator.mdx'), 'utf8');
const addressLiteral = /0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g;

/** The address a table cell shows: written out, or quoted from the address data by the address directive. */
function cellAddress(cell: string | undefined): string | undefined {
  const id = cell?.match(/:address\{id="([^"]+)"/)?.[1];
  return id === undefined ? cell?.match(addressLiteral)?.[0] : entryById(id)?.address;
}

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
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe('veYFI calculator page', () => {
  it('lists the registry gauges in registry order, with their vaults and decimals', () => {
    const rows = gaugeTableRows().map(([name, gauge, vault, decimals]) => ({
      name,
      gauge: cellAddress(gauge),
      vault: cellAddress(vault),
      decimals: Number(decimals),
    }));
    expect(rows).toEqual(
      veyfiGauges.map((info) => ({
        name: info.gauge.name,
        gauge: info.gauge.address,
        vault: info.vault.address,
        decimals: info.decimals,
      })),
    );
  });

  it('writes out only the locker contracts, which the address data does not publish', () => {
    const lockerSection = section("Estimating a Liquid Locker's Boost");
    const written = [...new Set(page.match(addressLiteral))];
    expect(written.length).toBeGreaterThan(0);
    expect(written.filter((address) => !lockerSection.includes(address))).toEqual([]);
  });
});
