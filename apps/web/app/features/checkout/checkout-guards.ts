import type { Account } from '@pantry/domain';
import { redirect } from 'react-router';
import { loginUrl } from '../../lib/route-guards.ts';
import { isActiveAccount } from '../account/index.ts';

/**
 * Who may check out (storefront spec §3 Checkout, §6 'Logged-in members and trial users count as active'): only
 * active shoppers. A signed-out shopper signs in first and comes back; a lead (and any other signed-in shopper
 * without a membership) joins first; a lapsed member rejoins on the payment step, since the plans page is
 * guest-only for them (spec §6) and would only send them to their account.
 */

export const JOIN_FIRST_URL = '/membership/payment/plans';
export const REJOIN_URL = '/membership/payment/method';

/** Where this account must go instead of `url` (a checkout page), or null when it may check out. */
export function checkoutRedirect(account: Account, url: URL): string | null {
  if (account.logged_in !== 1) return loginUrl(url.pathname, url.search);
  if (isActiveAccount(account)) return null;
  return account.user_status === 'canceled' ? REJOIN_URL : JOIN_FIRST_URL;
}

/** For loaders: throws the redirect when this account may not check out. */
export function guardCheckout(account: Account, url: URL): void {
  const target = checkoutRedirect(account, url);
  if (target) throw redirect(target);
}

/** Storefront spec §2: 'any path containing checkout counts as checkout' (the analytics page type). */
export function isCheckoutPath(pathname: string): boolean {
  return pathname.toLowerCase().includes('checkout');
}
