import type {AddressEntry} from '@site/src/data/addresses/types';
import clsx from 'clsx';
import type {ReactNode} from 'react';
import {badgeView} from './badgeView';
import styles from './styles.module.css';
import type {AddressVerification} from './useAddressVerification';

/** The page's verification comes from the table, which follows it once for all its badges. */
interface BadgeProps extends AddressVerification {
  entry: AddressEntry;
}

/** Live result for one address; always occupies the same box so the table does not jump. */
export default function VerificationBadge({entry, state, retry}: BadgeProps): ReactNode {
  const view = badgeView(entry, state);
  const badge = (
    <span
      className={clsx(styles.badge, styles[view.tone])}
      title={view.title}
      role={view.alert ? 'alert' : undefined}
      data-verification={view.verification}
      data-fault={view.fault}
    >
      {view.mismatch ? (
        <>
          <strong>{view.text}</strong>
          <span>
            {view.mismatch.source} returns <code>{view.mismatch.onChain}</code>
          </span>
        </>
      ) : view.detail ? (
        <>
          <strong>{view.text}</strong>
          <span>{view.detail}</span>
        </>
      ) : (
        view.text
      )}
      {view.retry && (
        <button type="button" className={styles.retry} onClick={() => retry(entry.chainId)}>
          Retry
        </button>
      )}
    </span>
  );
  if (!view.lastVerified) return badge;
  return (
    <>
      {badge}
      <span className={styles.lastVerified}>{view.lastVerified}</span>
    </>
  );
}
