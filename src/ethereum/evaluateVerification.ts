/**
 * Decides each entry's verdict from the raw answers of one page read. Pure:
 * the network part lives in verifyAddresses.ts.
 */
import {describeCall} from '@site/src/data/addresses/describe';
import type {PageRecords} from '@site/src/data/addresses/lastVerification';
import type {AddressEntry} from '@site/src/data/addresses/types';
import type {EntryVerdict} from './verificationTypes';

/** Answer to one read: the address it returned, or why it did not. */
export type ReadAnswer = {ok: true; value: string} | {ok: false; reason: string};

export interface PageAnswers {
  ens: ReadonlyMap<string, ReadAnswer>;
  /** Keyed by entry id. */
  calls: ReadonlyMap<string, ReadAnswer>;
  /** Answers of the entries' identity reads (a string such as an apiVersion), keyed by entry id. */
  identities?: ReadonlyMap<string, ReadAnswer>;
  /** Keyed by lower-case address. */
  codeSizes: ReadonlyMap<string, bigint>;
  /** Code hashes read, keyed by lower-case address: those of the entries with a record. */
  codeHashes?: ReadonlyMap<string, string>;
  /** Each entry's record of its last verification, keyed by entry id. */
  recorded?: PageRecords;
}

export const zeroAddress = '0x0000000000000000000000000000000000000000';

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

export function evaluateEntry(entry: AddressEntry, answers: PageAnswers): EntryVerdict {
  const check = entry.check;

  const size = answers.codeSizes.get(entry.address.toLowerCase());
  if (size === undefined) return {state: 'not-checked', reason: 'The code size was not read.'};

  const compared: {answer: ReadAnswer | undefined; source: string}[] = [];
  if (check.kind === 'ens') compared.push({answer: answers.ens.get(check.name), source: `ENS ${check.name}`});
  if (check.kind === 'call') {
    compared.push({answer: answers.calls.get(entry.id), source: describeCall(check.call)});
    if (check.ens) compared.push({answer: answers.ens.get(check.ens), source: `ENS ${check.ens}`});
  }

  for (const {answer, source} of compared) {
    if (answer?.ok && !sameAddress(answer.value, entry.address)) {
      const onChain = sameAddress(answer.value, zeroAddress) ? 'the zero address (not set)' : answer.value;
      return {state: 'mismatch', onChain, source};
    }
  }
  if (size === 0n) return {state: 'no-code'};
  const recorded = answers.recorded?.[entry.id];
  const codeHash = answers.codeHashes?.get(entry.address.toLowerCase());
  if (recorded && codeHash !== undefined && codeHash.toLowerCase() !== recorded.codeHash.toLowerCase())
    return {state: 'code-changed', since: recorded.block};
  if (entry.identity) {
    const source = `${entry.name}.${entry.identity.fn}()`;
    const answer = answers.identities?.get(entry.id);
    if (!answer) return {state: 'not-checked', reason: `${source} was not read.`};
    if (!answer.ok) return {state: 'not-checked', reason: `${source}: ${answer.reason}`};
    if (answer.value !== entry.identity.value) return {state: 'mismatch', onChain: `"${answer.value}"`, source};
  }
  for (const {answer, source} of compared) {
    if (!answer) return {state: 'not-checked', reason: `${source} was not read.`};
    if (!answer.ok) return {state: 'not-checked', reason: `${source}: ${answer.reason}`};
  }
  if (check.kind === 'ens') return {state: 'verified', via: 'ens'};
  if (check.kind === 'call') return {state: 'verified', via: check.ens ? 'call+ens' : 'call'};
  return {state: 'verified', via: 'code'};
}

export function evaluatePage(entries: readonly AddressEntry[], answers: PageAnswers): Record<string, EntryVerdict> {
  return Object.fromEntries(entries.map((e) => [e.id, evaluateEntry(e, answers)]));
}
