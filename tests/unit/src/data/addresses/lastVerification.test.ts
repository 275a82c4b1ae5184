/** The committed verification record: how a run updates it, how it is written, what it accepts. */
import {readFileSync} from 'node:fs';
import {addressPages} from '@site/src/data/addresses';
import {
  blockDate,
  mergeRecords,
  pageRecords,
  parseRecords,
  serializeRecords,
  type VerificationRecord,
} from '@site/src/data/addresses/lastVerification';
import {describe, expect, it} from 'vitest';

const COMMITTED = 'src/data/addresses/verificationRecord.json';
const hash = (byte: string) => `0x${byte.repeat(32)}`;
const old: VerificationRecord = {chainId: 1, block: 100, date: '2025-01-01', codeHash: hash('aa')};
const fresh: VerificationRecord = {chainId: 1, block: 200, date: '2025-02-01', codeHash: hash('bb')};

describe('a record run', () => {
  it('records what verified, keeps the earlier record of what did not, and drops ids no longer published', () => {
    const merged = mergeRecords(
      {'v3/router': old, 'v3/keeper': old, 'v3/gone': old},
      {'v3/router': fresh, 'v3/apr-oracle': fresh},
      ['v3/router', 'v3/keeper', 'v3/apr-oracle', 'v3/dumper'],
    );
    expect(merged).toEqual({'v3/router': fresh, 'v3/keeper': old, 'v3/apr-oracle': fresh});
  });

  it('writes ids sorted and fields in one order, so the same records give the same bytes', () => {
    const a = serializeRecords({'v3/router': fresh, 'core/ychad': old});
    const reordered = {codeHash: old.codeHash, date: old.date, block: old.block, chainId: old.chainId};
    const b = serializeRecords({'core/ychad': reordered, 'v3/router': fresh});
    expect(a).toBe(b);
    expect(Object.keys(JSON.parse(a))).toEqual(['core/ychad', 'v3/router']);
    expect(a.endsWith('}\n')).toBe(true);
  });

  it('dates a block by its UTC day', () => {
    // 2025-01-01T00:00:00Z is 1,735,689,600 seconds after the epoch.
    expect(blockDate(1_735_689_600n)).toBe('2025-01-01');
    expect(blockDate(1_735_689_599n)).toBe('2024-12-31');
  });
});

describe('the record file', () => {
  it('parses, and is committed exactly as a record run writes it', () => {
    const text = readFileSync(COMMITTED, 'utf8');
    expect(serializeRecords(parseRecords(JSON.parse(text), COMMITTED))).toBe(text);
  });

  it('refuses a malformed record: a short code hash, a date that is not one, a missing block', () => {
    expect(() => parseRecords({'v3/router': {...old, codeHash: '0x1234'}}, 'test')).toThrow(/v3\/router/);
    expect(() => parseRecords({'v3/router': {...old, date: 'yesterday'}}, 'test')).toThrow(/malformed/);
    expect(() => parseRecords({'v3/router': {chainId: 1, date: old.date, codeHash: old.codeHash}}, 'test')).toThrow();
    expect(() => parseRecords([], 'test')).toThrow(/JSON object/);
    expect(parseRecords({'v3/router': {...old, date: '2025-01-01T06:17:00Z'}}, 'test')).toBeTruthy();
  });

  it('gives a page only its own entries’ records, without the chain', () => {
    const own = addressPages.yvusd.entries[0]!;
    const records = pageRecords({[own.id]: fresh, 'v3/router': old}, addressPages.yvusd);
    expect(records).toEqual({[own.id]: {block: 200, date: '2025-02-01', codeHash: hash('bb')}});
  });
});
