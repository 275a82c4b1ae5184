/**
 * Renders an address row's code into its disclosure, as a React root of its
 * own: the disclosure sits in server HTML that the page does not hydrate.
 */
import type {AddressEntry} from '@site/src/data/addresses/types';
import type {EthereumSettings} from '@site/src/ethereum/config';
import {createRoot} from 'react-dom/client';
import AddressCode from './AddressCode';
import {ADDRESS_CODE_MOUNT_ATTRIBUTE, ADDRESS_CODE_STATUS_ATTRIBUTE} from './markup';

/** Mounts the code; returns the function that unmounts it. */
export function mountAddressCode(
  details: HTMLDetailsElement,
  entry: AddressEntry,
  settings: EthereumSettings,
): () => void {
  const container = details.querySelector(`[${ADDRESS_CODE_MOUNT_ATTRIBUTE}]`);
  if (!container) return () => undefined;
  const status = details.querySelector<HTMLElement>(`[${ADDRESS_CODE_STATUS_ATTRIBUTE}]`);
  if (status) status.hidden = true;
  const root = createRoot(container);
  root.render(<AddressCode entry={entry} settings={settings} />);
  return () => root.unmount();
}
