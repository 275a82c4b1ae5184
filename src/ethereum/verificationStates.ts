/**
 * The memory of the verification store (`verificationStore.ts`): each page's
 * state per chain for the whole visit. A module of its own so the unit tests
 * can clear it (tests/unit/support/ethereum/verificationCache.ts) without the
 * store exporting a helper only tests use.
 */

import type {PageRecords} from '@site/src/data/addresses/lastVerification';
import type {AddressPageId} from '@site/src/data/addresses/types';
import type {ChainId} from '../data/chains';
import type {PageVerification} from './verificationTypes';

/** One chain's check of a page. */
export type ChainVerificationState =
  | {status: 'idle'}
  | {status: 'checking'}
  | {status: 'done'; result: PageVerification};

/** A page's checks, one per chain it lists; a chain not yet started is absent. */
export interface VerificationState {
  chains: Readonly<Partial<Record<ChainId, ChainVerificationState>>>;
  /** The records of the page's entries' last verification, once fetched. */
  records?: PageRecords;
}

export const verificationStates = new Map<AddressPageId, VerificationState>();
