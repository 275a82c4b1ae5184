/**
 * The record of each address's last verification: the chain, the block
 * `npm run check:chains -- --record` read it at, that block's date and the
 * hash of the runtime code found there. The committed file
 * (verificationRecord.json) is written only by that command; /addresses.json
 * publishes it, and each address page fetches its own entries' part
 * (pageRecordsPath) to show it and to compare the code on chain with it.
 */
import type {AddressPage, AddressPageId} from './types';

export interface VerificationRecord {
  chainId: number;
  /** The block every fact of the entry's chain was read at. */
  block: number;
  /** The block's date (UTC), `YYYY-MM-DD`. */
  date: string;
  /** keccak256 of the runtime code at the address at that block, lower-case hex. */
  codeHash: string;
}

export type VerificationRecords = Readonly<Record<string, VerificationRecord>>;

/** An address page's copy of a record: the chain is the entry's own. */
export type PageRecord = Omit<VerificationRecord, 'chainId'>;
export type PageRecords = Readonly<Record<string, PageRecord>>;

export const CODE_HASH_PATTERN = '^0x[0-9a-f]{64}$';
/** A calendar date, or a full ISO 8601 UTC time. */
export const RECORD_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z)?$';

/** Where the build publishes a page's records (under the site's base URL). */
export function pageRecordsPath(page: AddressPageId): string {
  return `/addresses/verified/${page}.json`;
}

/** The records of the page's entries, without their chain. */
export function pageRecords(records: VerificationRecords, page: Pick<AddressPage, 'entries'>): PageRecords {
  return Object.fromEntries(
    page.entries.flatMap((entry) => {
      const record = records[entry.id];
      if (!record) return [];
      const {chainId: _, ...rest} = record;
      return [[entry.id, rest]];
    }),
  );
}

/** The UTC date of a block timestamp (seconds since the epoch). */
export function blockDate(timestamp: bigint): string {
  return new Date(Number(timestamp) * 1000).toISOString().slice(0, 10);
}

function isRecord(value: unknown): value is VerificationRecord {
  if (typeof value !== 'object' || value === null) return false;
  const {chainId, block, date, codeHash} = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(chainId) &&
    Number.isSafeInteger(block) &&
    (block as number) >= 0 &&
    typeof date === 'string' &&
    new RegExp(RECORD_DATE_PATTERN).test(date) &&
    typeof codeHash === 'string' &&
    new RegExp(CODE_HASH_PATTERN).test(codeHash)
  );
}

/** The record file's content, checked: a malformed record fails loudly rather than being published. */
export function parseRecords(json: unknown, source: string): VerificationRecords {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new Error(`${source}: the verification record must be a JSON object keyed by entry id.`);
  for (const [id, record] of Object.entries(json))
    if (!isRecord(record)) throw new Error(`${source}: the record of ${id} is malformed: ${JSON.stringify(record)}`);
  return json as VerificationRecords;
}

/**
 * The record after a run: each entry that verified gets `fresh`, every other
 * entry keeps its previous record (a failed check never counts as verified),
 * and ids no longer published (not in `ids`) are dropped.
 */
export function mergeRecords(
  previous: VerificationRecords,
  fresh: VerificationRecords,
  ids: readonly string[],
): VerificationRecords {
  return Object.fromEntries(
    ids.flatMap((id) => {
      const record = fresh[id] ?? previous[id];
      return record ? [[id, record]] : [];
    }),
  );
}

/** The committed file's text: ids sorted, fields in one order, so a run that changes nothing changes no byte. */
export function serializeRecords(records: VerificationRecords): string {
  const sorted = Object.keys(records)
    .sort()
    .map((id) => {
      const {chainId, block, date, codeHash} = records[id]!;
      return [id, {chainId, block, date, codeHash}];
    });
  return `${JSON.stringify(Object.fromEntries(sorted), null, 2)}\n`;
}
