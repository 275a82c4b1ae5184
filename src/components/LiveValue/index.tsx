/**
 * A value a page states that can change on-chain, read live once the page
 * has loaded. The server renders the page's own value with its source (the
 * decision or transaction that set it, dated where the source dates it), so
 * the text is never blank; after the read it shows the chain's value marked
 * live, or keeps the page's value with its source (and the reason on hover),
 * so it is never silently stale. The read code is a
 * chunk loaded only then. Render only: reading and formatting are in
 * src/ethereum/read/liveValue.ts.
 */
import {useEthereumSettings} from '@site/src/components/EthereumSettings/useEthereumSettings';
import {announcePageRead} from '@site/src/ethereum/pageReadGate';
import type {LiveOutcome, LiveValueSpec} from '@site/src/ethereum/read/liveValue';
import type React from 'react';
import {useEffect, useState} from 'react';

interface LiveValueProps extends Omit<LiveValueSpec, 'chainId'> {
  /** The entry's chain id as written into the page by plugins/live-values. */
  chain: string;
  /**
   * What set the page's own value, the children, with that decision's date where its source gives one, in the
   * words readers see after "(" (e.g. "set by YIP-85, May 2025").
   */
  source: string;
  children: React.ReactNode;
}

type State = {state: 'static'} | LiveOutcome;

function afterLoad(run: () => void): () => void {
  // Idle time after the page's own work; at most two seconds later.
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, {timeout: 2000});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}

export default function LiveValue({source, children, chain, ...spec}: LiveValueProps): React.ReactElement {
  const settings = useEthereumSettings();
  const [state, setState] = useState<State>({state: 'static'});
  const {entry, address, fn, returns, pick, unit, decimals} = spec;
  const chainId = Number(chain) as LiveValueSpec['chainId'];
  useEffect(() => {
    let current = true;
    // Announced now, before the read code loads, so the page's other reads wait for this one and share its batch.
    const reader = announcePageRead();
    const cancel = afterLoad(() => {
      import('@site/src/ethereum/read/liveValue')
        .then(({readLiveValue}) =>
          readLiveValue({entry, address, chainId, fn, returns, pick, unit, decimals}, settings, reader.turn),
        )
        .then(
          (outcome) => current && setState(outcome),
          () => current && setState({ok: false, message: 'the read code could not be loaded'}),
        )
        .finally(reader.leave);
    });
    return () => {
      current = false;
      cancel();
      reader.leave();
    };
  }, [entry, address, chainId, fn, returns, pick, unit, decimals, settings]);

  const live = 'ok' in state && state.ok ? state : null;
  const failed = 'ok' in state && !state.ok ? state : null;
  return (
    <span data-live-value={`${entry}:${fn}`} data-live-state={live ? 'live' : failed ? 'failed' : 'static'}>
      {live ? live.text : children}{' '}
      {/* A failed read keeps the page's value with its source, which says where it comes from, and tells why on
          hover. */}
      <small title={failed ? `Not read live: ${failed.message}` : undefined}>
        {live ? `(live on ${live.chainName})` : `(${source})`}
      </small>
    </span>
  );
}
