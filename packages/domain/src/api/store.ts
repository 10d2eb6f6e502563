import { z } from 'zod';
import type { CartConfig } from '../cart/totals.ts';
import { centsToDollars } from '../money/money.ts';

/**
 * GET /api/v1/store/config: the amounts a shopper reads that the store configures (README: FREE_SHIPPING_*,
 * SHIPPING_FEE_*, PPE_FEE). The web reads them from here, never from literals, so a changed threshold shows
 * everywhere at once. Money is dollars with 2 decimals, as everywhere on the wire.
 */

const dollars = z.number().min(0);

/** One amount per temperature box, in the cart's box names. */
const perBox = (what: string) =>
  z.object({
    grocery: dollars.describe(`${what} of the grocery box`),
    fresh: dollars.describe(`${what} of the fresh box`),
    frozen: dollars.describe(`${what} of the frozen box`),
    wine: dollars.describe(`${what} of the wine box`),
  });

export const storeConfigSchema = z.object({
  success: z.literal(true),
  /** A box ships free from this subtotal (dollars). */
  free_shipping: perBox('Subtotal from which shipping is free'),
  /** What a box costs to ship below its threshold (dollars). */
  shipping_fee: perBox('Shipping fee below the threshold'),
  /** The packaging (PPE) fee an order carries (dollars). */
  ppe_fee: dollars.describe('PPE fee per order'),
});

export type StoreConfig = z.infer<typeof storeConfigSchema>;

/** The store's cart settings (cents) as the wire shows them (dollars). */
export function storeConfigFromCart(cart: Pick<CartConfig, 'boxRules' | 'ppeFeeCents'>): StoreConfig {
  const rules = cart.boxRules;
  const each = (pick: (rule: (typeof rules)['grocery']) => number) => ({
    grocery: centsToDollars(pick(rules.grocery)),
    fresh: centsToDollars(pick(rules.fresh)),
    frozen: centsToDollars(pick(rules.frozen)),
    wine: centsToDollars(pick(rules.wine)),
  });
  return {
    success: true,
    free_shipping: each((rule) => rule.freeShippingCents),
    shipping_fee: each((rule) => rule.feeCents),
    ppe_fee: centsToDollars(cart.ppeFeeCents),
  };
}
