import type React from 'react';
import {ADDRESS_CODE_ATTRIBUTE, ADDRESS_CODE_MOUNT_ATTRIBUTE, ADDRESS_CODE_STATUS_ATTRIBUTE} from './markup';

/**
 * A closed disclosure in an address row. It works in server HTML that React
 * never hydrates; opening it loads the code (./useAddressCode.ts), nothing before.
 */
export default function AddressCodeStub({
  id,
  name,
  className,
}: {
  id: string;
  name: string;
  className?: string;
}): React.ReactElement {
  return (
    <details className={className} data-twin-skip {...{[ADDRESS_CODE_ATTRIBUTE]: id}}>
      <summary>
        Code<span className="sr-only"> that reads {name}’s address on-chain</span>
      </summary>
      <span {...{[ADDRESS_CODE_STATUS_ATTRIBUTE]: ''}}>Loading the code…</span>
      <div {...{[ADDRESS_CODE_MOUNT_ATTRIBUTE]: ''}} />
    </details>
  );
}
