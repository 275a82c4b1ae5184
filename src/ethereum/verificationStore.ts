/**
 * Session cache of page verifications, one check per chain of a page. Free of
 * viem: it loads the verifier chunk on first use. Results stay in memory for
 * the whole visit, so moving between pages never repeats a check; only Retry
 * does, and Retry re-reads only the chain it names.
 */

import type {PageRecords} from '@site/src/data/addresses/lastVerification';
import {pageChains} from '@site/src/data/addresses/pageChains';
import type {AddressPage, AddressPageId} from '@site/src/data/addresses/types';
import type {ChainId} from '../data/chains';
import type {EthereumSettings} from './config';
import {yieldToMain} from './mapInSlices';
import {announcePageRead} from './pageReadGate';
import {type ChainVerificationState, verificationStates as states, type VerificationState} from './verificationStates';
import type {PageVerification} from './verificationTypes';

export type {ChainVerificationState, VerificationState} from './verificationStates';

const idle: VerificationState = {chains: {}};
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

function setChainState(page: AddressPageId, chainId: ChainId, state: ChainVerificationState): void {
  const current = getVerificationState(page);
  setState(page, {...current, chains: {...current.chains, [chainId]: state}});
}

/** The page's records; none when the file cannot be fetched (offline, or a development server, which has no build output). */
async function fetchRecords(url: string | undefined): Promise<PageRecords> {
  if (!url) return {};
  try {
    const response = await fetch(url);
    return response.ok ? ((await response.json()) as PageRecords) : {};
  } catch {
    return {};
  }
}

async function verifyChain(
  page: AddressPage,
  settings: EthereumSettings,
  chainId: ChainId,
  records: Promise<PageRecords>,
): Promise<void> {
  setChainState(page.id, chainId, {status: 'checking'});
  // Announced before the chunk loads: the page's live values wait for this check and go in its batch.
  const reader = announcePageRead();
  let result: PageVerification;
  try {
    // Called from the effects that run right after hydration: loading the chunk in a task of its own keeps that task short.
    await yieldToMain();
    const {verifyAddressPage} = await import('./pageVerifier');
    const recorded = await records;
    // The chunk has just been evaluated: start the work in a task of its own.
    await yieldToMain();
    result = await verifyAddressPage(settings, page, chainId, reader.turn, recorded);
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
  reader.leave();
  setChainState(page.id, chainId, {status: 'done', result});
}

/**
 * Starts the check of every chain the page lists, each on its own client, unless it already ran or is running.
 * `retryChain` runs that chain's check again and leaves the others' results as they are.
 * `recordsUrl` is the page's verification record, fetched alongside the verification code: the badges show it,
 * and the check compares each recorded entry's code with it.
 */
export async function startVerification(
  page: AddressPage,
  settings: EthereumSettings,
  retryChain?: ChainId,
  recordsUrl?: string,
): Promise<void> {
  const chains = retryChain === undefined ? pageChains(page) : [retryChain];
  const current = getVerificationState(page.id).chains;
  const due = chains.filter((chainId) => {
    const status = current[chainId]?.status;
    return status !== 'checking' && (status !== 'done' || retryChain !== undefined);
  });
  if (due.length === 0) return;
  const records = fetchRecords(recordsUrl);
  void records.then((fetched) => {
    if (Object.keys(fetched).length > 0) setState(page.id, {...getVerificationState(page.id), records: fetched});
  });
  await Promise.all(due.map((chainId) => verifyChain(page, settings, chainId, records)));
}
