import {badgeView} from '@site/src/components/AddressVerification/badgeView';
import {addressPages} from '@site/src/data/addresses';
import {chains} from '@site/src/data/addresses/chains';
import type {AddressEntry} from '@site/src/data/addresses/types';
import type {VerificationState} from '@site/src/ethereum/verificationStates';
import type {EntryVerdict} from '@site/src/ethereum/verificationTypes';
import {describe, expect, it} from 'vitest';

/** Any published entry on OP (10): the badge reads only its id and chain. */
const entry: AddressEntry = Object.values(addressPages)
  .flatMap((page) => page.entries)
  .find((e) => e.chainId === 10)!;

function done(verdict: EntryVerdict | undefined, error?: VerificationState['chains'][1]): VerificationState {
  if (error) return {chains: {10: error}};
  return {chains: {10: {status: 'done', result: {verdicts: verdict ? {[entry.id]: verdict} : {}}}}};
}

describe('what a badge shows', () => {
  it('waits while its chain is not read yet, and says when it is being read', () => {
    expect(badgeView(entry, {chains: {}})).toMatchObject({
      verification: 'pending',
      text: 'Not checked yet',
      retry: false,
    });
    expect(badgeView(entry, {chains: {10: {status: 'checking'}}})).toMatchObject({text: 'Checking…'});
  });

  it('names how a verified address was proven', () => {
    expect(badgeView(entry, done({state: 'verified', via: 'code'}))).toMatchObject({
      text: '✓ Code found',
      retry: false,
    });
    expect(badgeView(entry, done({state: 'verified', via: 'ens'}))).toMatchObject({
      text: '✓ Verified',
      title: 'The ENS name resolves to this address and code is deployed.',
    });
  });

  it('announces a mismatch with what the chain returned', () => {
    const view = badgeView(entry, done({state: 'mismatch', source: 'registry', onChain: '0xabc'}));
    expect(view).toMatchObject({text: '✗ Mismatch', alert: true, mismatch: {source: 'registry', onChain: '0xabc'}});
  });

  it('names the chain where no code is deployed', () => {
    expect(badgeView(entry, done({state: 'no-code'})).title).toBe(
      `Nothing is deployed at this address on ${chains[10].name}.`,
    );
  });

  it('offers Retry when the read failed, naming a wrong chain apart from other faults', () => {
    const failed = (kind: 'wrong-chain' | 'unreachable') =>
      badgeView(entry, {
        chains: {10: {status: 'done', result: {verdicts: {}, error: {kind, retryable: true, message: 'probe'}}}},
      });
    expect(failed('wrong-chain')).toMatchObject({
      text: 'Wrong chain',
      fault: 'wrong-chain',
      retry: true,
      title: 'probe',
    });
    expect(failed('unreachable')).toMatchObject({text: 'Node fault', retry: true});
    expect(badgeView(entry, done(undefined))).toMatchObject({text: 'Not checked', retry: true});
  });
});

describe('the record beside the live check', () => {
  const record = {block: 21_234_567, date: '2025-01-15', codeHash: `0x${'ab'.repeat(32)}`};

  it('shows the block and date of the last verification, whatever the live state', () => {
    const withRecord = (state: VerificationState): VerificationState => ({...state, records: {[entry.id]: record}});
    expect(badgeView(entry, withRecord({chains: {}})).lastVerified).toBe(
      'Last verified at block 21,234,567 on 2025-01-15',
    );
    expect(badgeView(entry, withRecord(done({state: 'verified', via: 'code'})))).toMatchObject({
      text: '✓ Code found',
      lastVerified: 'Last verified at block 21,234,567 on 2025-01-15',
    });
  });

  it('shows nothing for an entry without a record, or when the page has none', () => {
    expect(badgeView(entry, {chains: {}, records: {'v3/some-other-entry': record}}).lastVerified).toBeUndefined();
    expect(badgeView(entry, {chains: {}, records: {}}).lastVerified).toBeUndefined();
    expect(badgeView(entry, done({state: 'verified', via: 'code'})).lastVerified).toBeUndefined();
  });

  it('announces changed code apart from a mismatch, naming the block of the record', () => {
    const view = badgeView(entry, done({state: 'code-changed', since: 21_234_567}));
    expect(view).toMatchObject({
      verification: 'code-changed',
      text: '✗ Code changed',
      detail: 'since block 21,234,567',
      alert: true,
      retry: false,
    });
    expect(view.mismatch).toBeUndefined();
    expect(view.title).toContain('block 21,234,567');
  });
});
