/**
 * The first-click utm medium (account spec §6: 'An experiment audience is set from the first-click utm medium')
 * and the URL's experiment parameters (§2: 'Utm and experiment parameters in the URL are read').
 */

/** Read by the server's experiments call (apps/server/src/modules/experiments/visitor.ts). */
export const FIRST_CLICK_MEDIUM_COOKIE = 'pantry_utm_medium';
/** A first click is remembered 30 days, the usual attribution window. */
const FIRST_CLICK_MAX_AGE_S = 30 * 24 * 60 * 60;

function hasCookie(cookies: string, name: string): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/** Keeps the landing's utm_medium as the first click unless one is kept already. */
export function rememberFirstClickMedium(
  search: string,
  doc: Pick<Document, 'cookie'> | null = typeof document === 'undefined' ? null : document,
): void {
  const medium = new URLSearchParams(search).get('utm_medium')?.trim();
  if (!doc || !medium) return;
  try {
    if (hasCookie(doc.cookie, FIRST_CLICK_MEDIUM_COOKIE)) return;
    doc.cookie = `${FIRST_CLICK_MEDIUM_COOKIE}=${encodeURIComponent(medium.slice(0, 40))}; path=/; max-age=${FIRST_CLICK_MAX_AGE_S}; samesite=lax`;
  } catch {
    // Cookies refused: the visitor is the direct audience.
  }
}

/** The spec's query (disableExperiments, experiments JSON) passed through from the page's URL when present. */
export function experimentsParams(search: string): Record<string, string> {
  const url = new URLSearchParams(search);
  const params: Record<string, string> = {};
  const disable = url.get('disableExperiments');
  if (disable === 'true' || disable === '1') params.disableExperiments = 'true';
  const forced = url.get('experiments');
  if (forced) params.experiments = forced;
  return params;
}
