import type { Account } from '@pantry/domain';

/**
 * When the shell opens an account modal by itself (spec §2 shell behaviours, §4 Other: 'how-did-you-hear modal
 * shown and its show date' is kept in browser storage). One modal per visit at most, never over sign-in, code,
 * payment or cancellation steps.
 */

export const HEAR_ABOUT_US_KEY = 'pantry.hdyh.shown';
/**
 * The account id whose single-cart flag was shown here: kept only until the server has cleared the flag, so a
 * failed clearing doesn't bring the modal back, and a flag set again later still shows it.
 */
export const SINGLE_CART_KEY = 'pantry.single-cart.shown';

export type AccountModal = 'single-cart' | 'hear-about-us' | 'monthly-upgrade';

/** When the monthly-upgrade upsell was shown here (its own key, like the two above: no list to parse up front). */
export const MONTHLY_UPGRADE_KEY = 'pantry.monthly-upgrade.shown';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const QUIET_PATHS = [
  '/login',
  '/forgot-password',
  '/account/otp',
  '/account/reset',
  '/membership/payment',
  '/trial',
  '/cancellation',
  '/checkout',
];

export function isQuietPath(path: string): boolean {
  return QUIET_PATHS.some((base) => path === base || path.startsWith(`${base}/`));
}

/** A stored value, or undefined when storage is unavailable (blocked cookies): then nothing can be remembered. */
export function readStored(storage: Storage | null, key: string): string | null | undefined {
  try {
    return storage ? storage.getItem(key) : undefined;
  } catch {
    return undefined;
  }
}

function write(storage: Storage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage full or blocked: the modal may come back on a later visit, which is harmless.
  }
}

/** Spec §2: logged-in users whose account has single_cart_migrated_landing equal to 1, once per flag. */
export function shouldShowSingleCart(account: Account, shownFor: string | null | undefined): boolean {
  return (
    account.logged_in === 1 && account.single_cart_migrated_landing === 1 && shownFor !== String(account.id)
  );
}

/**
 * Asked once per browser, to a signed-in shopper who has not answered. Without storage it is never asked, since
 * it could not be remembered and would come back on every page.
 */
export function shouldShowHearAboutUs(account: Account, shown: string | null | undefined): boolean {
  return account.logged_in === 1 && account.hear_about_us === null && shown === null;
}

/** A monthly member who has had an order is offered the annual plan once per browser. */
export function shouldShowMonthlyUpgrade(account: Account, shown: string | null | undefined): boolean {
  return (
    shown === null &&
    account.user_status === 'member' &&
    account.subscription.membership_status === 'Monthly' &&
    account.num_orders > 0
  );
}

export function pickAccountModal(
  account: Account,
  path: string,
  storage: Storage | null,
): AccountModal | null {
  if (account.logged_in !== 1 || isQuietPath(path)) return null;
  if (shouldShowSingleCart(account, readStored(storage, SINGLE_CART_KEY))) return 'single-cart';
  if (shouldShowHearAboutUs(account, readStored(storage, HEAR_ABOUT_US_KEY))) return 'hear-about-us';
  if (shouldShowMonthlyUpgrade(account, readStored(storage, MONTHLY_UPGRADE_KEY))) return 'monthly-upgrade';
  return null;
}

/** Remembers that the modal was shown (hear-about-us with its date, spec §4 Other). */
export function markShown(modal: AccountModal, account: Account, storage: Storage | null, now = new Date()) {
  if (modal === 'single-cart') write(storage, SINGLE_CART_KEY, String(account.id));
  else if (modal === 'monthly-upgrade') write(storage, MONTHLY_UPGRADE_KEY, now.toISOString());
  else write(storage, HEAR_ABOUT_US_KEY, JSON.stringify({ shown: true, date: now.toISOString() }));
}

/** The server cleared the single-cart flag: nothing left to remember. */
export function forgetSingleCartShown(storage: Storage | null): void {
  try {
    storage?.removeItem(SINGLE_CART_KEY);
  } catch {
    // Nothing to do without storage.
  }
}

export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
