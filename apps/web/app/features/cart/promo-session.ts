import { type PromoParams, promoParams } from '@pantry/domain';

/**
 * Promo query keys from the landing URL (spec storefront §5: 'Promo query keys kept: gwp_id, gwp_preview, ccode,
 * ccforce; empty values stripped. A promo code is trimmed before sending.'), kept for the visit in session
 * storage. The code is applied to the cart once (GET /carts?ccode=); a later URL with other keys replaces them.
 */

export const PROMO_STORAGE_KEY = 'pantry.promo';
export const PROMO_TRIED_KEY = 'pantry.promo.tried';

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage refused (blocked cookies): the code still applies for this page.
  }
}

/** The promo keys kept this visit. */
export function sessionPromo(storage: Storage | null = session()): PromoParams {
  const raw = read(storage, PROMO_STORAGE_KEY);
  if (!raw) return {};
  try {
    return promoParams(JSON.parse(raw) as Record<string, string>);
  } catch {
    return {};
  }
}

/**
 * Keeps this URL's promo keys (when it has any) and says whether it brought a code the cart has not tried yet.
 */
export function rememberPromoParams(search: string, storage: Storage | null = session()): boolean {
  const found = promoParams(search);
  if (Object.keys(found).length === 0) return false;
  write(storage, PROMO_STORAGE_KEY, JSON.stringify({ ...sessionPromo(storage), ...found }));
  return found.ccode !== undefined && pendingLandingCoupon(storage) !== null;
}

/** The kept code, while the cart has not been asked to apply it. */
export function pendingLandingCoupon(storage: Storage | null = session()): string | null {
  const code = sessionPromo(storage).ccode;
  if (!code) return null;
  return read(storage, PROMO_TRIED_KEY)?.toLowerCase() === code.toLowerCase() ? null : code;
}

/** Applied or refused, the code is asked for once (a refusal shows in the cart's notification). */
export function markCouponTried(code: string, storage: Storage | null = session()): void {
  write(storage, PROMO_TRIED_KEY, code);
}
