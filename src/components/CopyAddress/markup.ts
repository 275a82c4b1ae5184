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

/** The two-squares icon, drawn with a path (no fill, stroke in the text colour). */
export const COPY_ICON_PATH =
  'M5 5V2.5A1.5 1.5 0 0 1 6.5 1h7A1.5 1.5 0 0 1 15 2.5v7a1.5 1.5 0 0 1-1.5 1.5H11M2.5 5h7A1.5 1.5 0 0 1 11 6.5v7A1.5 1.5 0 0 1 9.5 15h-7A1.5 1.5 0 0 1 1 13.5v-7A1.5 1.5 0 0 1 2.5 5z';
