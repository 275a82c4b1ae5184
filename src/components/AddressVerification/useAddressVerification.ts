import {useCallback, useEffect, useSyncExternalStore} from 'react';
import type {AddressPageId} from '@site/src/data/addresses/types';
import {getVerificationState, startVerification, subscribeVerification, type VerificationState} from '@site/src/ethereum/verificationStore';
import {useEthereumSettings} from '../EthereumSettings/useEthereumSettings';

const serverState: VerificationState = {status: 'idle'};

/** Subscribes to a page's verification and starts it once, after hydration. */
export function useAddressVerification(page: AddressPageId): {state: VerificationState; retry: () => void} {
  const settings = useEthereumSettings();
  const state = useSyncExternalStore(
    useCallback((listener: () => void) => subscribeVerification(page, listener), [page]),
    () => getVerificationState(page),
    () => serverState,
  );
  useEffect(() => {
    void startVerification(page, settings);
  }, [page, settings]);
  const retry = useCallback(() => void startVerification(page, settings, true), [page, settings]);
  return {state, retry};
}
