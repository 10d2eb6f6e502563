import { type BoxType, boxForItem } from '../catalog/box-type.ts';
import { formatDollars } from '../money/money.ts';
import type { BoxRules } from './boxes.ts';

/**
 * What a product page says of a product's shipping, from the cart's own rules (issue 23 §5: the page said 'fresh box,
 * $9.95' for an item the cart put in the grocery box at $5.95): the box is `boxForItem`, the rule that splits a cart,
 * and the amounts are the box rules checkout charges. A product page is the same for every shopper, so it cannot
 * know the cart: an item sold as fresh says the box it joins alone, and the fresh box it joins when the cart has one.
 */

type Shippable = { box_type: string | null | undefined; sold_as_fresh: string | null | undefined };

/** '$150' for whole dollars (a threshold reads better without '.00'), '$9.95' otherwise. */
export function formatShortDollars(cents: number): string {
  const text = formatDollars(cents);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

const BOX_SENTENCE: Record<BoxType, string> = {
  grocery: 'Ships in the grocery box',
  wine: 'Ships in the wine box',
  frozen: 'Ships cold in the frozen box',
  fresh: 'Delivered cold in the fresh box',
};

/** 'Ships in the grocery box: $5.95 shipping, free over $150.' (without rules, the box alone). */
export function boxShippingNote(box: BoxType, rules: BoxRules | null): string {
  const rule = rules?.[box];
  if (!rule) return `${BOX_SENTENCE[box]}.`;
  if (rule.freeShippingCents <= 0 || rule.feeCents <= 0) return `${BOX_SENTENCE[box]}: free shipping.`;
  // Fresh and frozen pay one perishables fee per order between them (boxShippingFees).
  const fee =
    box === 'fresh' || box === 'frozen'
      ? `${formatShortDollars(rule.feeCents)} per order for fresh and frozen together`
      : `${formatShortDollars(rule.feeCents)} shipping`;
  return `${BOX_SENTENCE[box]}: ${fee}, free over ${formatShortDollars(rule.freeShippingCents)}.`;
}

/** The product page's shipping sentence, in the box the cart would put the product in. */
export function productShippingNote(product: Shippable, rules: BoxRules | null): string {
  const alone = boxShippingNote(boxForItem(product, false), rules);
  if (!product.sold_as_fresh) return alone;
  return `${alone} With other fresh items in your cart, it joins them in the fresh box instead.`;
}
