import useBaseUrl from '@docusaurus/useBaseUrl';
import {pageRecordsPath} from '@site/src/data/addresses/lastVerification';
import type {AddressPage, ChainId} from '@site/src/data/addresses/types';
import {
  getVerificationState,
  startVerification,
  subscribeVerification,
  type VerificationState,
} from '@site/src/ethereum/verificationStore';
import {startTransition, useCallback, useEffect, useState} from 'react';
import {useEthereumSettings} from '../EthereumSettings/useEthereumSettings';

const serverState: VerificationState = {chains: {}};

/** A page's verification as a component follows it, and the way to run one chain's check again. */
export interface AddressVerification {
  state: VerificationState;
  retry: (chainId: ChainId) => void;
}

/**
 * Subscribes to a page's verification and starts it once, after hydration.
 * Store changes reach the page as transitions: a page shows up to a hundred
 * badges, and as urgent updates (what useSyncExternalStore makes them) each
 * change re-rendered them all in one task.
 */
export function useAddressVerification(page: AddressPage): AddressVerification {
  const settings = useEthereumSettings();
  const recordsUrl = useBaseUrl(pageRecordsPath(page.id));
  // What the server rendered, so that hydration matches; the effect catches up with the store.
  const [state, setState] = useState(serverState);
  useEffect(() => {
    const follow = () => startTransition(() => setState(getVerificationState(page.id)));
    const unsubscribe = subscribeVerification(page.id, follow);
    follow();
    void startVerification(page, settings, undefined, recordsUrl);
    return unsubscribe;
  }, [page, settings, recordsUrl]);
  const retry = useCallback(
    (chainId: ChainId) => void startVerification(page, settings, chainId, recordsUrl),
    [page, settings, recordsUrl],
  );
  return {state, retry};
}
