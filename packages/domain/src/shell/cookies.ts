/**
 * Cookie clean-up (account-and-shell §4 Other, §9): when the Cookie header a browser sends exceeds 4096 characters,
 * every cookie not on the whitelist of analytics and session cookies is dropped. The spec names no cookies, so the
 * whitelist is Pantry's own session cookies and the analytics cookies stores commonly carry
 * (docs/decisions/shell.md).
 */

/** Spec §9: 'Cookie cleanup threshold 4096 characters.' */
export const COOKIE_CLEANUP_THRESHOLD = 4096;

/** Cookies kept by exact name: Pantry's sessions and the first-party analytics ids. */
export const COOKIE_WHITELIST: readonly string[] = [
  'pantry_session',
  'pantry_staff',
  'pantry_visitor',
  '_ga',
  '_gid',
  '_gcl_au',
  '_fbp',
  '_fbc',
  'ajs_anonymous_id',
  'ajs_user_id',
  '_uetsid',
  '_uetvid',
];

/** Cookies kept by prefix: Google Analytics 4 keeps one `_ga_<stream>` cookie per stream. */
export const COOKIE_WHITELIST_PREFIXES: readonly string[] = ['_ga_'];

export function isWhitelistedCookie(name: string): boolean {
  return (
    COOKIE_WHITELIST.includes(name) || COOKIE_WHITELIST_PREFIXES.some((prefix) => name.startsWith(prefix))
  );
}

/** The cookie names a Cookie header carries, in order, once each (a name sent twice is one cookie to drop). */
export function cookieNames(header: string): string[] {
  const names: string[] = [];
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    const name = (at === -1 ? pair : pair.slice(0, at)).trim();
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * The cookies to drop for this Cookie header: none while it is 4096 characters or fewer, else every cookie that is
 * not on the whitelist.
 */
export function cookiesToDrop(header: string | undefined, threshold = COOKIE_CLEANUP_THRESHOLD): string[] {
  if (!header || header.length <= threshold) return [];
  return cookieNames(header).filter((name) => !isWhitelistedCookie(name));
}
