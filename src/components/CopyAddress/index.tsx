import type {ReactNode} from 'react';
import {COPY_ATTRIBUTE, COPY_BUTTON_CLASS, COPY_STATUS_CLASS, COPY_WRAP_CLASS, copyLabel} from './markup';

/**
 * A button that copies one checksummed address, with its "Copied" status.
 * It renders markup only: the site-wide handler in
 * src/clientModules/copyAddress.ts does the copying, so the same button works
 * inside server HTML that React never hydrates.
 */
export default function CopyAddress({address}: {address: string}): ReactNode {
  const props = {[COPY_ATTRIBUTE]: address};
  return (
    <span className={COPY_WRAP_CLASS} data-twin-skip>
      <button
        type="button"
        className={COPY_BUTTON_CLASS}
        aria-label={copyLabel(address)}
        title="Copy address"
        {...props}
      >
        <svg className="masked-icon" aria-hidden="true" focusable="false" />
      </button>
      <span className={COPY_STATUS_CLASS} role="status" aria-live="polite" />
    </span>
  );
}
