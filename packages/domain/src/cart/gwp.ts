import { freeItemLabel } from '../catalog/badges.ts';
import { type ShelfStock, unitsAvailable } from '../catalog/stock.ts';
import { isCouponExpired, isPromoNotStarted } from '../coupons/coupon.ts';
import { STORE_TIME_ZONE } from '../wording/time-zone.ts';
import { type CartLineInput, isFreeLine } from './lines.ts';

/**
 * Free gift with purchase (spec storefront §3 Cart gwp_eligible_subtotal, Cart line item gwp_id; §4 'A free gift
 * with purchase is a free item (price 0, type gwp)'; glossary: 'added when a qualifying subtotal
 * (gwp_eligible_subtotal) is reached'; issue 4: 'removed when it no longer does').
 */

export type GwpOffer = {
  gwp_id: number;
  /** The gift product. */
  product_id: number;
  /** The GWP-eligible subtotal (cents) that earns the gift. */
  threshold_cents: number;
  msrp_cents: number;
  box_type: string | null;
  sold_as_fresh?: string | null;
  /** 'YYYY-MM-DD' (store time), set in the console: given from 00:00 of starts_on through 23:59 of ends_on. */
  starts_on?: string | null;
  ends_on?: string | null;
};

/** The offers running at `now`: started, and not past their end date (an offer without dates always runs). */
export function runningGwpOffers<O extends Pick<GwpOffer, 'starts_on' | 'ends_on'>>(
  offers: readonly O[],
  now: Date,
  timeZone: string = STORE_TIME_ZONE,
): O[] {
  return offers.filter(
    (o) =>
      !isPromoNotStarted(o.starts_on, now, timeZone) &&
      !isCouponExpired({ expiration_date: o.ends_on ?? null }, now, timeZone),
  );
}

/** An active offer as the store loads it, with what the shelf says about its gift product. */
export type GwpOfferOnShelf = GwpOffer & ShelfStock;

/**
 * The offers a cart may be given: the gift can be shipped (at least one unit on the shelf; a gift that can't be
 * would only flag the cart out of stock), and the shopper does not already buy the gift product (the offer is not
 * given on top of a line they pay for; gift lines don't count as buying it).
 */
export function eligibleGwpOffers<O extends GwpOfferOnShelf>(
  offers: readonly O[],
  lines: readonly Pick<CartLineInput, 'product_id' | 'gwp_id'>[],
): O[] {
  const bought = new Set(lines.filter((l) => l.gwp_id == null).map((l) => l.product_id));
  return offers.filter((o) => unitsAvailable(o) >= 1 && !bought.has(o.product_id));
}

/** The gift is earned once the GWP-eligible subtotal reaches the threshold. */
export function gwpQualifies(
  offer: Pick<GwpOffer, 'threshold_cents'>,
  gwpEligibleSubtotalCents: number,
): boolean {
  return gwpEligibleSubtotalCents >= Math.max(0, offer.threshold_cents);
}

/** The gift's cart line: one unit, price 0, type gwp, tied to its offer. */
export function giftLine(
  offer: GwpOffer,
  lineItemId: number,
): CartLineInput & { product_type: 'gwp'; gwp_id: number } {
  return {
    line_item_id: lineItemId,
    product_id: offer.product_id,
    box_type: offer.box_type,
    sold_as_fresh: offer.sold_as_fresh ?? null,
    qty: 1,
    price_cents: 0,
    msrp_cents: offer.msrp_cents,
    product_type: 'gwp',
    tc_product_type: 'GWP',
    gwp_id: offer.gwp_id,
  };
}

export type GiftPlan = { add: GwpOffer[]; removeLineItemIds: number[] };

/**
 * What to change so the cart holds exactly the gifts it has earned: add the qualifying offers it lacks, remove
 * gift lines whose offer no longer qualifies or is gone, and any second line of the same offer.
 */
export function planGiftLines(
  offers: readonly GwpOffer[],
  lines: readonly Pick<CartLineInput, 'line_item_id' | 'gwp_id' | 'save_for_later'>[],
  gwpEligibleSubtotalCents: number,
): GiftPlan {
  const earned = new Map(
    offers.filter((o) => gwpQualifies(o, gwpEligibleSubtotalCents)).map((o) => [o.gwp_id, o] as const),
  );
  const kept = new Set<number>();
  const removeLineItemIds: number[] = [];
  for (const line of lines) {
    if (line.gwp_id == null) continue;
    if (earned.has(line.gwp_id) && !kept.has(line.gwp_id) && !line.save_for_later) kept.add(line.gwp_id);
    else removeLineItemIds.push(line.line_item_id);
  }
  const add = [...earned.values()].filter((o) => !kept.has(o.gwp_id));
  return { add, removeLineItemIds };
}

/**
 * Compute the cart's free gifts from the store's offers: which offers it may be given (eligibleGwpOffers), then
 * what to add and remove so it holds exactly the ones it has earned (planGiftLines). The service writes the plan.
 */
export function planCartGifts(
  offers: readonly GwpOfferOnShelf[],
  lines: readonly Pick<CartLineInput, 'line_item_id' | 'product_id' | 'gwp_id' | 'save_for_later'>[],
  gwpEligibleSubtotalCents: number,
): GiftPlan {
  return planGiftLines(eligibleGwpOffers(offers, lines), lines, gwpEligibleSubtotalCents);
}

/** Spec §9: 'Free gift and sample show FREE ({msrp} value)'; null for a paid line. */
export function freeLineLabel(
  line: Pick<CartLineInput, 'tc_product_type' | 'product_type' | 'msrp_cents'>,
): string | null {
  return isFreeLine(line) ? freeItemLabel(line.msrp_cents) : null;
}
