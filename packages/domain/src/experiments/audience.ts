/**
 * The experiment audience (account spec §6: 'An experiment audience is set from the first-click utm medium').
 */

/** Visitors who came with no utm_medium on their first click. */
export const DIRECT_AUDIENCE = 'direct';

/**
 * Ad-campaign (PLA) traffic: utm_medium is 'pla', or names it as a word ('google_pla', 'pla-shopping'). A bare
 * substring test would also catch 'display', which is not a product-listing ad.
 */
export function isPlaMedium(medium: string | null | undefined): boolean {
  return /(^|[^a-z])pla([^a-z]|$)/i.test(medium ?? '');
}

/**
 * The audience of a first-click utm medium: 'pla' for any ad-campaign medium, else the medium lower-cased and
 * kept to letters, digits, '_' and '-' (at most 40), else 'direct'.
 */
export function experimentAudience(firstClickMedium: string | null | undefined): string {
  if (isPlaMedium(firstClickMedium)) return 'pla';
  const medium = (firstClickMedium ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, '')
    .slice(0, 40);
  return medium || DIRECT_AUDIENCE;
}
