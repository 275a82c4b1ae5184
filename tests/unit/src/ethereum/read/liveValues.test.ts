/**
 * Every LiveValue on a page names a published address entry, return types the
 * decoder handles, a known unit, the fallback itself and the source of that
 * fallback (a YIP with its month, a block, the deployment or the role that
 * sets it), so no page can render a blank or unsourced value. The live formatting is
 * checked on encoded answers: 1,209,600 s is 14 days, 0 bps is 0 %.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {entryById} from '@site/src/data/addresses';
import {shapeOf} from '@site/src/ethereum/read/abiInput';
import {formatLiveValue} from '@site/src/ethereum/read/liveValue';
import {encodeAbiParameters} from 'viem';
import {describe, expect, it} from 'vitest';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.mdx?$/.test(name) ? [full] : [];
  });
}

const USE = /<LiveValue\s([^>]*)>([\s\S]*?)<\/LiveValue>/g;
const uses = files('docs').flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(USE)].map((match) => {
    const attributes = Object.fromEntries(
      [...match[1]!.matchAll(/(\w+)=(?:"([^"]*)"|\{([^}]*)\})/g)].map((a) => [a[1]!, a[2] ?? a[3]!]),
    );
    return {file, attributes, fallback: match[2]!.trim()};
  }),
);

/** A fallback's source: the decision with its month, the block, the deployment, or the role that sets the value. */
const FALLBACK_SOURCE =
  /\bYIP-\d+, (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b|\bblock [\d,]+\b|\bdeployment\b|\bset by the vault's management\b/;

describe('a fallback source', () => {
  it.each([
    'set by YIP-85, May 2025',
    '3.1.0 factory deployed at Ethereum block 25,353,101',
    "set by the vault's management",
  ])('accepts %j', (text) => expect(text).toMatch(FALLBACK_SOURCE));
  it.each(['2026-07-23', 'set by YIP-85', 'as of July 2026'])('rejects %j', (text) =>
    expect(text).not.toMatch(FALLBACK_SOURCE),
  );
});

describe('LiveValue on the pages', () => {
  it('is used on the yvUSD, V3 overview, protocol fee and stYFI pages', () => {
    const pages = new Set(uses.map((use) => use.file));
    for (const page of [
      'docs/getting-started/products/yvaults/yvusd.md',
      'docs/developers/yvusd/locked-yvusd.md',
      'docs/developers/v3/overview.md',
      'docs/developers/v3/protocol_fees.md',
      'docs/contributing/governance/styfi.md',
    ])
      expect(pages.has(page), page).toBe(true);
  });

  it.each(uses.map((use) => [`${use.file} ${use.attributes.fn}`, use] as const))('%s is complete', (_, use) => {
    const {entry, fn, returns, unit, source, pick} = use.attributes;
    expect(entryById(entry!), `entry ${entry}`).toBeDefined();
    expect(fn).toMatch(/^[A-Za-z_]\w*$/);
    const types = returns!.split(',');
    for (const type of types) expect(shapeOf({type: type.trim()}), type).not.toBeNull();
    if (pick !== undefined) expect(Number(pick)).toBeLessThan(types.length);
    if (unit !== undefined) expect(['amount', 'bps', 'timestamp', 'duration']).toContain(unit);
    expect(source, 'source').toMatch(FALLBACK_SOURCE);
    expect(source).not.toMatch(/\bas of\b/i);
    expect(use.fallback.length).toBeGreaterThan(0);
  });
});

describe('live formatting', () => {
  it('shows a duration in days and a fee in percent', () => {
    const seconds = encodeAbiParameters([{type: 'uint256'}], [1_209_600n]);
    expect(formatLiveValue({fn: 'cooldownDuration', returns: 'uint256', unit: 'duration'}, seconds)).toBe('14 days');
    const config = encodeAbiParameters(
      [{type: 'uint16'}, {type: 'address'}],
      [0, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    );
    expect(formatLiveValue({fn: 'protocol_fee_config', returns: 'uint16,address', pick: 0, unit: 'bps'}, config)).toBe(
      '0%',
    );
    expect(formatLiveValue({fn: 'protocol_fee_config', returns: 'uint16,address', pick: 1}, config)).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
  });
  it('shows a string as it is', () => {
    const release = encodeAbiParameters([{type: 'string'}], ['3.1.0']);
    expect(formatLiveValue({fn: 'latestRelease', returns: 'string'}, release)).toBe('3.1.0');
  });
});
