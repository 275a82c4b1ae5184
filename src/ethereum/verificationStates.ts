/**
 * The memory of the verification store (`verificationStore.ts`): each page's
 * state for the whole visit. A module of its own so the unit tests can clear it
 * (tests/unit/ethereum/support/verificationCache.ts) without the store
 * exporting a helper only tests use.
 */
import type {AddressPageId} from '@site/src/data/addresses/types';
import type {PageVerification} from './verificationTypes';

export type VerificationState = {status: 'idle'} | {status: 'checking'} | {status: 'done'; result: PageVerification};

export const verificationStates = new Map<AddressPageId, VerificationState>();
