import {chains} from '@site/src/data/addresses/chains';
import type {AddressEntry} from '@site/src/data/addresses/types';
import type {EntryVerdict} from '@site/src/ethereum/verificationTypes';
import clsx from 'clsx';
import type {ReactNode} from 'react';
import styles from './styles.module.css';
import type {AddressVerification} from './useAddressVerification';

/** The page's verification comes from the table, which follows it once for all its badges. */
interface BadgeProps extends AddressVerification {
  entry: AddressEntry;
}

const viaText: Record<Extract<EntryVerdict, {state: 'verified'}>['via'], string> = {
  ens: 'The ENS name resolves to this address and code is deployed.',
  call: 'The registry returns this address and code is deployed.',
  'call+ens': 'The registry and the ENS name both return this address, and code is deployed.',
  code: 'Contract code is deployed at this address.',
};

/** Live result for one address; always occupies the same box so the table does not jump. */
export default function VerificationBadge({entry, state, retry}: BadgeProps): ReactNode {
  const chainState = state.chains[entry.chainId];
  if (chainState?.status !== 'done') {
    return (
      <span className={clsx(styles.badge, styles.pending)} data-verification="pending">
        {chainState?.status === 'checking' ? 'Checking…' : 'Not checked yet'}
      </span>
    );
  }
  const {result} = chainState;
  const verdict: EntryVerdict = result.verdicts[entry.id] ?? {
    state: 'not-checked',
    reason: result.error?.message ?? 'This address was not read.',
  };
  const chainName = chains[entry.chainId].name;
  switch (verdict.state) {
    case 'verified':
      return (
        <span className={clsx(styles.badge, styles.verified)} title={viaText[verdict.via]} data-verification="verified">
          ✓ {verdict.via === 'code' ? 'Code found' : 'Verified'}
        </span>
      );
    case 'mismatch':
      return (
        <span className={clsx(styles.badge, styles.mismatch)} role="alert" data-verification="mismatch">
          <strong>✗ Mismatch</strong>
          <span>
            {verdict.source} returns <code>{verdict.onChain}</code>
          </span>
        </span>
      );
    case 'no-code':
      return (
        <span
          className={clsx(styles.badge, styles.noCode)}
          title={`Nothing is deployed at this address on ${chainName}.`}
          data-verification="no-code"
        >
          ! No code
        </span>
      );
    case 'not-checked':
      return (
        <span
          className={clsx(styles.badge, styles.notChecked)}
          title={verdict.reason}
          data-verification="not-checked"
          data-fault={result.error?.kind}
        >
          {result.error?.kind === 'wrong-chain' ? 'Wrong chain' : result.error ? 'Node fault' : 'Not checked'}
          <button type="button" className={styles.retry} onClick={() => retry(entry.chainId)}>
            Retry
          </button>
        </span>
      );
  }
}
