/**
 * Fills an address row's code disclosure when the reader first opens it: one
 * listener per table (toggle events, captured, since they do not bubble), and
 * the snippet code fetched by a dynamic import at that moment. A disclosure
 * opened before hydration is picked up when this runs.
 */
import {useEthereumSettings} from '@site/src/components/EthereumSettings/useEthereumSettings';
import type {AddressEntry} from '@site/src/data/addresses/types';
import {useEffect} from 'react';
import {ADDRESS_CODE_ATTRIBUTE, ADDRESS_CODE_STATUS_ATTRIBUTE} from './markup';

const MOUNTED = 'data-address-code-mounted';

export function useAddressCode(entries: readonly AddressEntry[]): void {
  const settings = useEthereumSettings();
  useEffect(() => {
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    const unmounts: (() => void)[] = [];
    let disposed = false;
    const open = (details: HTMLDetailsElement) => {
      const entry = byId.get(details.getAttribute(ADDRESS_CODE_ATTRIBUTE) ?? '');
      if (!entry || details.hasAttribute(MOUNTED)) return;
      details.setAttribute(MOUNTED, '');
      import('./mountAddressCode').then(
        ({mountAddressCode}) => {
          if (!disposed) unmounts.push(mountAddressCode(details, entry, settings));
        },
        () => {
          details.removeAttribute(MOUNTED);
          const status = details.querySelector(`[${ADDRESS_CODE_STATUS_ATTRIBUTE}]`);
          if (status) status.textContent = 'The code could not be loaded. Close this and open it again to retry.';
        },
      );
    };
    const onToggle = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLDetailsElement && target.open && target.hasAttribute(ADDRESS_CODE_ATTRIBUTE))
        open(target);
    };
    document.addEventListener('toggle', onToggle, true);
    for (const details of document.querySelectorAll<HTMLDetailsElement>(`details[${ADDRESS_CODE_ATTRIBUTE}][open]`))
      open(details);
    return () => {
      disposed = true;
      document.removeEventListener('toggle', onToggle, true);
      for (const unmount of unmounts) unmount();
      for (const details of document.querySelectorAll(`details[${MOUNTED}]`)) {
        if (byId.has(details.getAttribute(ADDRESS_CODE_ATTRIBUTE) ?? '')) details.removeAttribute(MOUNTED);
      }
    };
  }, [entries, settings]);
}
