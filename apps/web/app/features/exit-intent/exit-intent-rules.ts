/**
 * Exit-intent offers (spec storefront §2, §4, §5, §9; account spec §6). Two kinds, first-order discount and cart
 * first-order discount; each shows at most once per visit when the pointer moves within 10 px of the top of the
 * viewport, and is remembered (shown, dismissed, accepted) in session storage. Never for signed-in shoppers,
 * product-listing-ad (PLA) visits, or on the membership payment method page.
 */

export type ExitOffer = 'first_order' | 'cart';
export type OfferMemory = 'shown' | 'dismissed' | 'accepted';

export const EXIT_INTENT_TOP_PX = 10;
export const FIRST_ORDER_TARGET = '/membership/payment/plans';

/** The cart offer's promo page, when the cart already holds another code. */
export function cartPromoPage(code: string): string {
  return `/cart?offer=${encodeURIComponent(code)}`;
}

const METHOD_PAGE = '/membership/payment/method';
const MEMBERSHIP_PAGES = [
  '/membership/payment/plans',
  '/membership/payment/account',
  '/membership/payment/confirmation',
];

export type ExitIntentContext = {
  loggedIn: boolean;
  /** Joining or paying is under way (a trial's card is given and waits for the account). */
  inProgress: boolean;
  isPla: boolean;
  pathname: string;
  cartPanelOpen: boolean;
  /** The code kept from a landing URL this visit (spec §5 promo keys). */
  sessionCode: string | null;
  /** Codes applied to the cart. */
  cartCodes: readonly string[];
  cartItems: number;
  memory: (offer: ExitOffer) => OfferMemory | null;
  /**
   * The coupon code of each offer the store makes now (GET /exit-offers, as staff set it in the console; exit20 in
   * the demo); an offer switched off is absent.
   */
  offerCodes: Partial<Record<ExitOffer, string>>;
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const path = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Spec §2: the home page, the cart and the membership payment pages, never the payment method page. */
export function isExitIntentPage(pathname: string): boolean {
  const p = path(pathname);
  if (p === METHOD_PAGE) return false;
  return p === '/' || p === '/cart' || MEMBERSHIP_PAGES.includes(p);
}

function cartOfferAllowed(ctx: ExitIntentContext): boolean {
  const offered = ctx.offerCodes.cart;
  const inCart = path(ctx.pathname) === '/cart' || ctx.cartPanelOpen;
  if (!offered || !inCart || ctx.cartItems <= 0 || ctx.memory('cart')) return false;
  // §5: 'The cart offer shows when the promo code is absent or equals exit20' (the offer's code); with it on the
  // cart already, nothing to offer.
  if (ctx.sessionCode && !same(ctx.sessionCode, offered)) return false;
  return !ctx.cartCodes.some((code) => same(code, offered));
}

function firstOrderOfferAllowed(ctx: ExitIntentContext): boolean {
  if (!ctx.offerCodes.first_order) return false;
  if (!isExitIntentPage(ctx.pathname) || ctx.memory('first_order')) return false;
  // §5: 'no promo code or name is active'.
  return !ctx.sessionCode && ctx.cartCodes.length === 0;
}

/** The offer the pointer leaving the page would show now, or null. */
export function exitIntentOffer(ctx: ExitIntentContext): ExitOffer | null {
  if (ctx.loggedIn || ctx.isPla || ctx.inProgress) return null;
  if (path(ctx.pathname) === METHOD_PAGE) return null;
  if (cartOfferAllowed(ctx)) return 'cart';
  if (firstOrderOfferAllowed(ctx)) return 'first_order';
  return null;
}

/** Spec §9: 'Exit-intent trigger within 10 px of viewport top'. */
export function isExitPointer(clientY: number): boolean {
  return clientY <= EXIT_INTENT_TOP_PX;
}

/** What accepting the cart offer does: apply its code, or go to the promo page when another code is on the cart. */
export function cartOfferAction(cartCodes: readonly string[]): 'apply' | 'promo_page' {
  return cartCodes.length === 0 ? 'apply' : 'promo_page';
}

/** First-order offer: 'adds exit20 (its code) to the URL and goes to the membership payment page'. */
export function firstOrderTarget(code: string): string {
  return `${FIRST_ORDER_TARGET}?ccode=${encodeURIComponent(code)}`;
}

export const EXIT_MEMORY_PREFIX = 'pantry.exit-intent.';

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readOfferMemory(offer: ExitOffer, storage: Storage | null = session()): OfferMemory | null {
  try {
    const value = storage?.getItem(`${EXIT_MEMORY_PREFIX}${offer}`);
    return value === 'shown' || value === 'dismissed' || value === 'accepted' ? value : null;
  } catch {
    // Storage refused: count it as shown, so a visit without storage is never offered twice.
    return 'shown';
  }
}

export function writeOfferMemory(
  offer: ExitOffer,
  value: OfferMemory,
  storage: Storage | null = session(),
): void {
  try {
    storage?.setItem(`${EXIT_MEMORY_PREFIX}${offer}`, value);
  } catch {}
}
