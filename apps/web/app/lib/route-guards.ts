import { type Account, type RouteRules, routeGuard } from '@pantry/domain';
import { redirect } from 'react-router';

/**
 * Who may see which page (account spec §6): a lead on a member-only path goes home; a member or canceled user on a
 * guest-only page goes to the member default route; a visitor on a signed-in page goes to /login and comes back.
 * Loaders call `guardPage` with the account from `context.services.viewer.account()` (server) or the account query (browser).
 */

export const ROUTE_RULES: RouteRules = {
  memberOnlyPaths: ['/autoship', '/account/shop-earn-cash', '/account/deals-for-you', '/account/your-impact'],
  guestOnlyPaths: ['/login', '/forgot-password', '/membership/payment/plans', '/trial/billing'],
  memberDefaultRoute: '/account',
};

/** Paths that need a signed-in shopper of any status. */
export const SIGNED_IN_PATHS = [
  '/account',
  '/autoship',
  '/cancellation',
  '/membership/welcome',
  '/membership/onboarding',
  '/redeem',
  '/list/favorites',
  '/myaisle',
];

function covers(paths: readonly string[], path: string): boolean {
  return paths.some((base) => path === base || path.startsWith(`${base}/`));
}

/** The login page with a way back (the `route` parameter the shell honours after sign-in). */
export function loginUrl(path: string, search = ''): string {
  return `/login?${new URLSearchParams({ route: `${path}${search}` }).toString()}`;
}

/** Throws a redirect when this account may not see `url`; returns nothing when it may. */
export function guardPage(account: Account, url: URL): void {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const loggedIn = account.logged_in === 1;
  if (!loggedIn && covers(SIGNED_IN_PATHS, path)) throw redirect(loginUrl(path, url.search));
  const target = routeGuard({ loggedIn, status: account.user_status }, path, ROUTE_RULES);
  if (target) throw redirect(target);
}
