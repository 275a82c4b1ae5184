/**
 * Session cache of page verifications. Free of viem: it loads the verifier
 * chunk on first use. Results stay in memory for the whole visit, so moving
 * between pages never repeats a check; only Retry does.
 */
import type {AddressPage, AddressPageId} from '@site/src/data/addresses/types';
import type {EthereumSettings} from './config';
import {yieldToMain} from './mapInSlices';
import {verificationStates as states, type VerificationState} from './verificationStates';
import type {PageVerification} from './verificationTypes';

export type {VerificationState} from './verificationStates';

const idle: VerificationState = {status: 'idle'};
const listeners = new Map<AddressPageId, Set<() => void>>();

export function getVerificationState(page: AddressPageId): VerificationState {
  return states.get(page) ?? idle;
}

export function subscribeVerification(page: AddressPageId, listener: () => void): () => void {
  const set = listeners.get(page) ?? new Set();
  set.add(listener);
  listeners.set(page, set);
  return () => set.delete(listener);
}

function setState(page: AddressPageId, state: VerificationState): void {
  states.set(page, state);
  for (const listener of listeners.get(page) ?? []) listener();
}

/** Starts the page's check unless it already ran or is running; `retry` forces a new one. */
export async function startVerification(page: AddressPage, settings: EthereumSettings, retry = false): Promise<void> {
  const current = getVerificationState(page.id).status;
  if (current === 'checking' || (current === 'done' && !retry)) return;
  setState(page.id, {status: 'checking'});
  let result: PageVerification;
  try {
    // Called from the effects that run right after hydration: loading the chunk in a task of its own keeps that task short.
    await yieldToMain();
    const {verifyAddressPage} = await import('./pageVerifier');
    // The chunk has just been evaluated: start the work in a task of its own.
    await yieldToMain();
    result = await verifyAddressPage(settings, page);
  } catch {
    result = {
      verdicts: {},
      error: {
        kind: 'unreachable',
        retryable: true,
        message: 'The verification code could not be loaded. Check your connection and retry.',
      },
    };
  }
  setState(page.id, {status: 'done', result});
}
