/**
 * The markup of an address row's code disclosure, shared by the stub (in the
 * table's server HTML, kept unhydrated) and the code that fills it on first use.
 */
export const ADDRESS_CODE_ATTRIBUTE = 'data-address-code';
export const ADDRESS_CODE_MOUNT_ATTRIBUTE = 'data-address-code-mount';
export const ADDRESS_CODE_STATUS_ATTRIBUTE = 'data-address-code-status';
