import { type Account, isPlaMedium } from '@pantry/domain';

/**
 * Account spec §6: 'The membership modal shows only when not logged in or a lead, and never for a member or PLA user.
 * A logged-in user gets it from 'See best price in cart'.' Trial users count as members here, and lapsed members
 * are offered the reactivation modal instead.
 */
export function canShowMembershipModal(
  account: Pick<Account, 'logged_in' | 'user_status'> | undefined,
  isPla: boolean,
): boolean {
  if (isPla) return false;
  return account?.logged_in !== 1 || account.user_status === 'lead';
}

/** Where the landing's ad-campaign mark is kept for the rest of the visit. */
export const PLA_STORAGE_KEY = 'pantry.pla';

/** Ad-campaign (PLA) traffic (domain `isPlaMedium`, which the experiment audience shares). */
export { isPlaMedium };

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Called with the landing page's query: a PLA landing is remembered for the visit (session storage). */
export function rememberPlaLanding(search: string, storage: Storage | null = session()): void {
  const medium = new URLSearchParams(search).get('utm_medium');
  if (!isPlaMedium(medium)) return;
  try {
    storage?.setItem(PLA_STORAGE_KEY, '1');
  } catch {
    // Storage refused: the modal rule falls back to this page's URL.
  }
}

/** Whether this visit landed from a product-listing ad. */
export function isPlaVisit(storage: Storage | null = session()): boolean {
  try {
    return storage?.getItem(PLA_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}
