/**
 * What one address's badge shows for the page's verification state: the one
 * description both badge renderers draw (Badge.tsx in React, paintBadge.ts
 * into kept server HTML), so the two cannot drift apart.
 */
import {chains} from '@site/src/data/addresses/chains';
import type {PageRecord} from '@site/src/data/addresses/lastVerification';
import type {AddressEntry} from '@site/src/data/addresses/types';
import type {VerificationState} from '@site/src/ethereum/verificationStates';
import type {EntryVerdict} from '@site/src/ethereum/verificationTypes';
import {formatInteger} from '@site/src/format/numbers';

export type BadgeTone = 'pending' | 'verified' | 'mismatch' | 'noCode' | 'notChecked';

export interface BadgeView {
  /** The data-verification attribute, which tests and the Markdown twin read. */
  verification: 'pending' | EntryVerdict['state'];
  tone: BadgeTone;
  text: string;
  title?: string;
  /** A mismatch is announced as it appears. */
  alert?: boolean;
  mismatch?: {source: string; onChain: string};
  /** A second line under the text (changed code: since which block). */
  detail?: string;
  fault?: string;
  /** The badge offers to read its chain again. */
  retry: boolean;
  /** Shown beside the badge when the entry has a record: "Last verified at block N on D". */
  lastVerified?: string;
}

const viaText: Record<Extract<EntryVerdict, {state: 'verified'}>['via'], string> = {
  ens: 'The ENS name resolves to this address and code is deployed.',
  call: 'The registry returns this address and code is deployed.',
  'call+ens': 'The registry and the ENS name both return this address, and code is deployed.',
  code: 'Contract code is deployed at this address.',
};

/** The line a record adds beside the live check. */
export function lastVerifiedText(record: Pick<PageRecord, 'block' | 'date'>): string {
  return `Last verified at block ${formatInteger(record.block)} on ${record.date}`;
}

export function badgeView(entry: AddressEntry, state: VerificationState): BadgeView {
  const record = state.records?.[entry.id];
  const live = liveView(entry, state);
  return record ? {...live, lastVerified: lastVerifiedText(record)} : live;
}

function liveView(entry: AddressEntry, state: VerificationState): BadgeView {
  const chainState = state.chains[entry.chainId];
  if (chainState?.status !== 'done') {
    const text = chainState?.status === 'checking' ? 'Checking…' : 'Not checked yet';
    return {verification: 'pending', tone: 'pending', text, retry: false};
  }
  const {result} = chainState;
  const verdict: EntryVerdict = result.verdicts[entry.id] ?? {
    state: 'not-checked',
    reason: result.error?.message ?? 'This address was not read.',
  };
  switch (verdict.state) {
    case 'verified':
      return {
        verification: 'verified',
        tone: 'verified',
        text: `✓ ${verdict.via === 'code' ? 'Code found' : 'Verified'}`,
        title: viaText[verdict.via],
        retry: false,
      };
    case 'mismatch':
      return {
        verification: 'mismatch',
        tone: 'mismatch',
        text: '✗ Mismatch',
        alert: true,
        mismatch: {source: verdict.source, onChain: verdict.onChain},
        retry: false,
      };
    case 'code-changed':
      return {
        verification: 'code-changed',
        tone: 'mismatch',
        text: '✗ Code changed',
        detail: `since block ${formatInteger(verdict.since)}`,
        title: `The code at this address is not the code recorded when it was last verified, at block ${formatInteger(verdict.since)}.`,
        alert: true,
        retry: false,
      };
    case 'no-code':
      return {
        verification: 'no-code',
        tone: 'noCode',
        text: '! No code',
        title: `Nothing is deployed at this address on ${chains[entry.chainId].name}.`,
        retry: false,
      };
    case 'not-checked':
      return {
        verification: 'not-checked',
        tone: 'notChecked',
        text: result.error?.kind === 'wrong-chain' ? 'Wrong chain' : result.error ? 'Node fault' : 'Not checked',
        title: verdict.reason,
        fault: result.error?.kind,
        retry: true,
      };
  }
}
