/**
 * The markup a Read control's stub carries, shared by the stub (rendered into
 * the page's server HTML, which is kept unhydrated) and the code that opens
 * the panel inside it on first use.
 */
export const READ_FUNCTION_ATTRIBUTE = 'data-read-function';
export const READ_INPUTS_ATTRIBUTE = 'data-read-inputs';
export const READ_MOUNT_ATTRIBUTE = 'data-read-mount';
export const READ_STATUS_ATTRIBUTE = 'data-read-status';
export const READ_CONTROL_CLASS = 'read-control';
