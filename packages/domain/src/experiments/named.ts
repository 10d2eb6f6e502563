import { percentOf } from '../money/money.ts';
import { CONTROL_VARIANT } from './bucketing.ts';

/**
 * The store's two real experiments (storefront §9: 'post-discount pricing (variation_1 enables) and a discovery
 * card CTA placement'), seeded by the experiments migration. A key missing from the map is control.
 */
export const POST_DISCOUNT_PRICING = 'post_discount_pricing';
export const DISCOVERY_CARD_CTA_PLACEMENT = 'discovery_card_cta_placement';
export const VARIATION_1 = 'variation_1';

export type ExperimentsMap = Readonly<Record<string, string>>;

export function variantOf(map: ExperimentsMap | null | undefined, key: string): string {
  return map?.[key] ?? CONTROL_VARIANT;
}

/** §9: post-discount pricing is on for variation_1 only. */
export function showsPostDiscountPrice(map: ExperimentsMap | null | undefined): boolean {
  return variantOf(map, POST_DISCOUNT_PRICING) === VARIATION_1;
}

/** Where the discovery (product) card puts its call to action: 'bottom' is today's card. */
export type CardCtaPlacement = 'bottom' | 'under_price';

export function cardCtaPlacement(map: ExperimentsMap | null | undefined): CardCtaPlacement {
  return variantOf(map, DISCOVERY_CARD_CTA_PLACEMENT) === VARIATION_1 ? 'under_price' : 'bottom';
}

/** A coupon on the cart as its answer carries it (percent for by_percent, dollars for by_fixed). */
export type PostDiscountCoupon = { discount_type: 'by_percent' | 'by_fixed'; discount_value: number };

/**
 * The price after discounts: the sale price (already less its temporary price reductions) less the cart's
 * percent coupons, each on what the earlier ones left, as the cart applies them. A fixed-amount coupon comes off
 * the order, not an item, so it moves no item's price; null when no coupon lowers the price.
 */
export function postDiscountPriceCents(
  salePriceCents: number,
  coupons: readonly PostDiscountCoupon[],
): number | null {
  let price = salePriceCents;
  for (const coupon of coupons) {
    if (coupon.discount_type !== 'by_percent') continue;
    const percent = Math.min(100, Math.max(0, coupon.discount_value));
    price = Math.max(0, price - percentOf(price, percent));
  }
  return price < salePriceCents ? price : null;
}
