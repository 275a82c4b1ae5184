/**
 * What one address's badge shows for the page's verification state: the one
 * description both badge renderers draw (Badge.tsx in React, paintBadge.ts
 * into kept server HTML), so the two cannot drift apart.
 */
import {chains} from '@site/src/data/addresses/chains';
import type {AddressEntry} from '@site/src/data/addresses/types';
import type {VerificationState} from '@site/src/ethereum/verificationStates';
import type {EntryVerdict} from '@site/src/ethereum/verificationTypes';

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
  fault?: string;
  /** The badge offers to read its chain again. */
  retry: boolean;
}

const viaText: Record<Extract<EntryVerdict, {state: 'verified'}>['via'], string> = {
  ens: 'The ENS name resolves to this address and code is deployed.',
  call: 'The registry returns this address and code is deployed.',
  'call+ens': 'The registry and the ENS name both return this address, and code is deployed.',
  code: 'Contract code is deployed at this address.',
};

export function badgeView(entry: AddressEntry, state: VerificationState): BadgeView {
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
