/** What sits above the page, in order: dialogs, then the toasts (which stay usable above an open dialog). */
export const Z_INDEX = { dialog: 1300, toast: 1500 } as const;

/**
 * Elements with this attribute stay usable while a dialog is open (the rest of the page is made inert): the
 * toasts, which carry the lead form's messages and must stay visible and closable above it.
 */
export const ABOVE_DIALOGS = 'data-above-dialogs';

/** The toast region's distance from the bottom of the window: raised above an open dialog's buttons (Dialog.tsx). */
export const TOAST_LIFT_VARIABLE = '--hw-toast-lift';
