/**
 * Opens the read panel inside a Read control when the reader first opens it:
 * one listener for the whole page (toggle events, captured, since they do
 * not bubble), and the panel's code fetched by a dynamic import at that
 * moment. A control opened before hydration is picked up when this runs.
 */
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useEthereumSettings} from '@site/src/components/EthereumSettings/useEthereumSettings';
import {abiPathOf} from '@site/src/contracts/abiFile';
import {useEffect} from 'react';
import {READ_FUNCTION_ATTRIBUTE, READ_STATUS_ATTRIBUTE} from './markup';

const MOUNTED = 'data-read-mounted';

export function useReadControls(route: string): void {
  const settings = useEthereumSettings();
  const abiUrl = useBaseUrl(abiPathOf(route));
  useEffect(() => {
    const unmounts: (() => void)[] = [];
    let disposed = false;
    const open = (details: HTMLDetailsElement) => {
      if (details.hasAttribute(MOUNTED)) return;
      details.setAttribute(MOUNTED, '');
      import('./mountPanel').then(
        ({mountPanel}) => {
          if (!disposed) unmounts.push(mountPanel(details, {route, abiUrl, settings}));
        },
        () => {
          details.removeAttribute(MOUNTED);
          const status = details.querySelector(`[${READ_STATUS_ATTRIBUTE}]`);
          if (status) status.textContent = 'The read panel could not be loaded. Close this and open it again to retry.';
        },
      );
    };
    const onToggle = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLDetailsElement && target.open && target.hasAttribute(READ_FUNCTION_ATTRIBUTE))
        open(target);
    };
    document.addEventListener('toggle', onToggle, true);
    for (const details of document.querySelectorAll<HTMLDetailsElement>(`details[${READ_FUNCTION_ATTRIBUTE}][open]`)) {
      open(details);
    }
    return () => {
      disposed = true;
      document.removeEventListener('toggle', onToggle, true);
      for (const unmount of unmounts) unmount();
      for (const details of document.querySelectorAll(`details[${MOUNTED}]`)) details.removeAttribute(MOUNTED);
    };
  }, [route, abiUrl, settings]);
}
