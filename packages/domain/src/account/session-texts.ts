/**
 * The one account text every catalog page's code can show (the header menu's sign-out), apart from messages.ts so
 * the storefront's bundle keeps it without the whole list.
 */
export const LOGOUT_FAILED_TEXT = 'Error while attempting to logout. Please try again.';
