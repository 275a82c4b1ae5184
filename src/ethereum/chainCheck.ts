/**
 * The headless form of the address pages' verification (`npm run
 * check:chains`): every published address, read on its own chain through
 * that chain's configured RPC, reduced to one result per entry and one
 * exit code. Plain logic over the verifier's results, so tests can feed it
 * results directly.
 */

import type {VerificationRecord, VerificationRecords} from '@site/src/data/addresses/lastVerification';
import {pageChains} from '@site/src/data/addresses/pageChains';
import type {AddressEntry, AddressPage} from '@site/src/data/addresses/types';
import {type ChainId, chainById} from '../data/chains';
import type {PageVerification} from './verificationTypes';

/**
 * Exit codes: all agree; an address the chain contradicts; an address without
 * code; a chain that could not be read; code that changed since its record.
 */
export const exitCodes = {agree: 0, mismatch: 2, noCode: 3, unchecked: 4, codeChanged: 5} as const;

export interface CheckRow {
  chainId: ChainId;
  entry: AddressEntry;
  page: string;
  result: 'verified' | 'mismatch' | 'no code' | 'code changed' | 'unchecked';
  /** What the chain answered, for a mismatch or changed code; why, for unchecked. */
  detail?: string;
  /** keccak256 of the runtime code found, when it was read. */
  codeHash?: string;
}

export function checkRows(page: AddressPage, chainId: ChainId, verification: PageVerification): CheckRow[] {
  return page.entries
    .filter((entry) => entry.chainId === chainId)
    .map((entry): CheckRow => {
      const verdict = verification.verdicts[entry.id];
      const codeHash = verification.codeHashes?.[entry.address.toLowerCase()];
      const base = {chainId, entry, page: page.route, ...(codeHash ? {codeHash} : {})};
      if (verdict?.state === 'verified') return {...base, result: 'verified'};
      if (verdict?.state === 'mismatch')
        return {...base, result: 'mismatch', detail: `${verdict.source} returns ${verdict.onChain}`};
      if (verdict?.state === 'no-code') return {...base, result: 'no code'};
      if (verdict?.state === 'code-changed')
        return {
          ...base,
          result: 'code changed',
          detail: `code changed since block ${verdict.since}${codeHash ? `: its code hash is now ${codeHash}` : ''}`,
        };
      const reason = verdict?.state === 'not-checked' ? verdict.reason : 'not read';
      return {...base, result: 'unchecked', detail: verification.error?.message ?? reason};
    });
}

export function exitCodeOf(rows: readonly CheckRow[]): number {
  if (rows.some((r) => r.result === 'mismatch')) return exitCodes.mismatch;
  if (rows.some((r) => r.result === 'no code')) return exitCodes.noCode;
  if (rows.some((r) => r.result === 'code changed')) return exitCodes.codeChanged;
  if (rows.some((r) => r.result === 'unchecked')) return exitCodes.unchecked;
  return exitCodes.agree;
}

/** The block every fact of a chain was read at, and its date. */
export interface PinnedBlock {
  block: number;
  date: string;
}

/** A record for each row that verified, with its code hash, on a chain read at a pinned block. */
export function verifiedRecords(
  rows: readonly CheckRow[],
  pinned: ReadonlyMap<ChainId, PinnedBlock>,
): VerificationRecords {
  return Object.fromEntries(
    rows.flatMap((row) => {
      const at = pinned.get(row.chainId);
      if (row.result !== 'verified' || !row.codeHash || !at) return [];
      const record: VerificationRecord = {chainId: row.chainId, ...at, codeHash: row.codeHash.toLowerCase()};
      return [[row.entry.id, record]];
    }),
  );
}

/** One Markdown table per chain: its counts, then every entry that does not agree (or every entry, with `all`). */
export function renderReport(rows: readonly CheckRow[], {all = false} = {}): string {
  const chains = [...new Set(rows.map((r) => r.chainId))];
  const sections = chains.map((chainId) => {
    const own = rows.filter((r) => r.chainId === chainId);
    const verified = own.filter((r) => r.result === 'verified').length;
    const shown = all ? own : own.filter((r) => r.result !== 'verified');
    const lines = [
      `## ${chainById(chainId).name} (${chainId}): ${verified}/${own.length} verified`,
      '',
      ...(shown.length === 0
        ? ['Every address agrees with the chain.']
        : [
            '| Entry | Page | Published address | Result | On-chain |',
            '| --- | --- | --- | --- | --- |',
            ...shown.map(
              (r) =>
                `| ${r.entry.id} (${r.entry.name}) | ${r.page} | ${r.entry.address} | ${r.result} | ${r.detail ?? ''} |`,
            ),
          ]),
    ];
    return lines.join('\n');
  });
  return `${sections.join('\n\n')}\n`;
}

export {pageChains};
