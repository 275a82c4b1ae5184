import {addressPages, entryById} from '@site/src/data/addresses';
import {evaluateEntry, evaluatePage, type PageAnswers, zeroAddress} from '@site/src/ethereum/evaluateVerification';
import {summarizeVerification} from '@site/src/ethereum/summarizeVerification';
import {describe, expect, it} from 'vitest';

const router = entryById('v3/router')!;
const aprOracle = entryById('v3/apr-oracle')!;
const ychad = entryById('core/ychad')!;
const dumper = entryById('v3/dumper')!;
const other = '0x00000000000000000000000000000000DeaDBeef';

function answers(overrides: Partial<PageAnswers> = {}): PageAnswers {
  return {
    ens: new Map([
      ['ychad.eth', {ok: true, value: ychad.address.toLowerCase()}],
      ['apr.oracle.v3.ychad.eth', {ok: true, value: aprOracle.address}],
    ]),
    calls: new Map([
      [router.id, {ok: true, value: router.address}],
      [aprOracle.id, {ok: true, value: aprOracle.address}],
    ]),
    codeSizes: new Map([router, aprOracle, ychad, dumper].map((e) => [e.address.toLowerCase(), 100n])),
    ...overrides,
  };
}

describe('verdicts', () => {
  it('verifies when the chain agrees, ignoring letter case', () => {
    expect(evaluateEntry(ychad, answers())).toEqual({state: 'verified', via: 'ens'});
    expect(evaluateEntry(router, answers())).toEqual({state: 'verified', via: 'call'});
    expect(evaluateEntry(aprOracle, answers())).toEqual({state: 'verified', via: 'call+ens'});
    expect(evaluateEntry(dumper, answers())).toEqual({state: 'verified', via: 'code'});
  });

  it('reports a mismatch before anything else, naming the source', () => {
    const a = answers({calls: new Map([[router.id, {ok: true, value: other}]])});
    expect(evaluateEntry(router, a)).toEqual({
      state: 'mismatch',
      onChain: other,
      source: 'Protocol Address Provider.getRouter()',
    });
    const b = answers({ens: new Map([['apr.oracle.v3.ychad.eth', {ok: true, value: zeroAddress}]])});
    expect(evaluateEntry(aprOracle, b)).toEqual({
      state: 'mismatch',
      onChain: 'the zero address (not set)',
      source: 'ENS apr.oracle.v3.ychad.eth',
    });
  });

  it('reports missing code when the pointers agree but nothing is deployed', () => {
    const a = answers({codeSizes: new Map([[router.address.toLowerCase(), 0n]])});
    expect(evaluateEntry(router, a)).toEqual({state: 'no-code'});
  });

  it('reports changed code when the code hashes differently from the entry’s record, naming its block', () => {
    const recorded = {[router.id]: {block: 21_000_000, date: '2024-10-18', codeHash: `0x${'aa'.repeat(32)}`}};
    const hashed = (hash: string) => answers({recorded, codeHashes: new Map([[router.address.toLowerCase(), hash]])});
    expect(evaluateEntry(router, hashed(`0x${'bb'.repeat(32)}`))).toEqual({state: 'code-changed', since: 21_000_000});
    expect(evaluateEntry(router, hashed(`0x${'AA'.repeat(32)}`))).toEqual({state: 'verified', via: 'call'});
    // Without a record there is nothing to compare.
    expect(evaluateEntry(dumper, hashed(`0x${'bb'.repeat(32)}`))).toEqual({state: 'verified', via: 'code'});
    // A contradicted address or missing code says more than a changed hash.
    const contradicted = {...hashed(`0x${'bb'.repeat(32)}`), calls: new Map([[router.id, {ok: true, value: other}]])};
    expect(evaluateEntry(router, contradicted as PageAnswers).state).toBe('mismatch');
  });

  it('leaves an entry not checked when one of its reads failed', () => {
    const a = answers({calls: new Map([[router.id, {ok: false, reason: 'the call reverted'}]])});
    expect(evaluateEntry(router, a)).toEqual({
      state: 'not-checked',
      reason: 'Protocol Address Provider.getRouter(): the call reverted',
    });
    expect(evaluateEntry(router, answers({codeSizes: new Map()}))).toEqual({
      state: 'not-checked',
      reason: 'The code size was not read.',
    });
  });

  it('gives every entry it is handed a verdict, whatever its chain (verifyEntries hands it one chain’s)', () => {
    const page = addressPages.core.entries;
    const verdicts = evaluatePage(page, answers());
    expect(Object.keys(verdicts)).toHaveLength(page.length);
  });
});

describe('summary counts', () => {
  it('counts each state and keeps the block number', () => {
    const entries = [router, aprOracle, ychad, dumper];
    const summary = summarizeVerification(entries, {
      blockNumber: 123n,
      verdicts: {
        [router.id]: {state: 'verified', via: 'call'},
        [aprOracle.id]: {state: 'mismatch', onChain: other, source: 'x'},
        [ychad.id]: {state: 'no-code'},
      },
    });
    expect(summary).toEqual({
      checkable: 4,
      verified: 1,
      mismatched: 1,
      noCode: 1,
      codeChanged: 0,
      notChecked: 1,
      blockNumber: 123n,
      error: undefined,
    });
  });
});
