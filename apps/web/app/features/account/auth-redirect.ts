import { type Account, routeGuard } from '@pantry/domain';
import { ROUTE_RULES } from '../../lib/route-guards.ts';

/**
 * Where sign-in and verification send the shopper next (account spec §2 shell behaviours: 'A route parameter
 * names the page to go to afterwards, and the other query parameters are appended to it').
 */

const SITE = 'http://pantry.invalid';
/** The link parameters that are used up by verification and never passed on. */
const OTP_PARAMS = ['otpNonce', 'otpCode', 'route'];
/** Pages a freshly signed-in shopper has no business returning to. */
const SIGN_IN_PAGES = ['/login', '/forgot-password', '/account/reset'];

/** A same-site path ('/account?tab=1'), or null for anything else (other hosts, '//evil', 'javascript:'). */
export function safeRoute(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, SITE);
    if (url.origin !== SITE) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

function pathOf(route: string): string {
  return route.split(/[?#]/)[0] ?? '/';
}

/**
 * After sign-in: the `route` parameter when it is a safe path, else home; then the route rules for the new
 * account (spec §2: 'After Google login, a lead on a member-only path goes to /, and a member or canceled user
 * on a guest-only path goes to a default member route').
 */
export function afterSignInPath(route: string | null | undefined, account: Account): string {
  let target = safeRoute(route) ?? '/';
  if (SIGN_IN_PAGES.includes(pathOf(target))) target = '/';
  const redirect = routeGuard(
    { loggedIn: account.logged_in === 1, status: account.user_status },
    target,
    ROUTE_RULES,
  );
  return redirect ?? target;
}

/**
 * After an e-mailed link or code is checked: the `route` parameter (or the page the link opened) with the other
 * query parameters appended, less otpNonce, otpCode and route.
 */
export function afterVerifyPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const base = safeRoute(params.get('route')) ?? pathname;
  for (const key of OTP_PARAMS) params.delete(key);
  const url = new URL(base, SITE);
  for (const [key, value] of params) url.searchParams.append(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

export const OTP_PATH = '/account/otp';

/** The OTP page, coming back to `returnTo` afterwards. */
export function otpPageUrl(returnTo: string): string {
  return `${OTP_PATH}?${new URLSearchParams({ route: returnTo }).toString()}`;
}
