/**
 * Renders a ReadPanel into a Read control's stub, as a React root of its
 * own: the stub sits in server HTML that the page does not hydrate.
 */
import type {EthereumSettings} from '@site/src/ethereum/config';
import {createRoot} from 'react-dom/client';
import {READ_FUNCTION_ATTRIBUTE, READ_INPUTS_ATTRIBUTE, READ_MOUNT_ATTRIBUTE, READ_STATUS_ATTRIBUTE} from './markup';
import ReadPanel from './ReadPanel';

export interface PanelContext {
  route: string;
  abiUrl: string;
  settings: EthereumSettings;
}

/** Mounts the panel; returns the function that unmounts it. */
export function mountPanel(details: HTMLDetailsElement, context: PanelContext): () => void {
  const container = details.querySelector(`[${READ_MOUNT_ATTRIBUTE}]`);
  if (!container) return () => undefined;
  const status = details.querySelector<HTMLElement>(`[${READ_STATUS_ATTRIBUTE}]`);
  if (status) status.hidden = true;
  const root = createRoot(container);
  root.render(
    <ReadPanel
      name={details.getAttribute(READ_FUNCTION_ATTRIBUTE) ?? ''}
      inputs={Number(details.getAttribute(READ_INPUTS_ATTRIBUTE) ?? 0)}
      {...context}
    />,
  );
  return () => root.unmount();
}
