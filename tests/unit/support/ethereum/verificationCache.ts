/** Test-only entry point to the verification store's memory. */
import {verificationStates} from '@site/src/ethereum/verificationStates';

/** Forgets every cached verification result. */
export function resetVerificationCache(): void {
  verificationStates.clear();
}
