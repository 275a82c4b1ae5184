/**
 * The headless form of the address pages' verification (`npm run
 * check:chains`): every published address, read on its own chain through
 * that chain's configured RPC, reduced to one result per entry and one
 * exit code. Plain logic over the verifier's results, so tests can feed it
 * results directly.
 */
import {pageChains} from '@site/src/data/addresses/pageChains';
import type {AddressEntry, AddressPage} from '@site/src/data/addresses/types';
import {type ChainId, chainById} from './chains';
import type {PageVerification} from './verificationTypes';

/** Exit codes: all agree; an address the chain contradicts; an address without code; a chain that could not be read. */
export const exitCodes = {agree: 0, mismatch: 2, noCode: 3, unchecked: 4} as const;

export interface CheckRow {
  chainId: ChainId;
  entry: AddressEntry;
  page: string;
  result: 'verified' | 'mismatch' | 'no code' | 'unchecked';
  /** What the chain answered, for a mismatch; why, for unchecked. */
  detail?: string;
}

export function checkRows(page: AddressPage, chainId: ChainId, verification: PageVerification): CheckRow[] {
  return page.entries
    .filter((entry) => entry.chainId === chainId)
    .map((entry): CheckRow => {
      const verdict = verification.verdicts[entry.id];
      const base = {chainId, entry, page: page.route};
      if (verdict?.state === 'verified') return {...base, result: 'verified'};
      if (verdict?.state === 'mismatch')
        return {...base, result: 'mismatch', detail: `${verdict.source} returns ${verdict.onChain}`};
      if (verdict?.state === 'no-code') return {...base, result: 'no code'};
      const reason = verdict?.state === 'not-checked' ? verdict.reason : 'not read';
      return {...base, result: 'unchecked', detail: verification.error?.message ?? reason};
    });
}

export function exitCodeOf(rows: readonly CheckRow[]): number {
  if (rows.some((r) => r.result === 'mismatch')) return exitCodes.mismatch;
  if (rows.some((r) => r.result === 'no code')) return exitCodes.noCode;
  if (rows.some((r) => r.result === 'unchecked')) return exitCodes.unchecked;
  return exitCodes.agree;
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
