/**
 * The markup of an address copy button, shared by the React component, the
 * address directive (remark plugin) and the click handler
 * (src/clientModules/copyAddress.ts), which needs no React: address tables
 * keep their server HTML through hydration.
 */
export const COPY_ATTRIBUTE = 'data-copy-address';
export const COPY_WRAP_CLASS = 'copy-address';
export const COPY_BUTTON_CLASS = 'copy-address__button';
export const COPY_STATUS_CLASS = 'copy-address__status';

/** Accessible name of the button; names the address so a list of buttons is told apart. */
export function copyLabel(address: string): string {
  return `Copy address ${address}`;
}
