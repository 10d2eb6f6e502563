import { type DbOrTx, type StoredPriceReduction, sql } from '@pantry/db';
import { applyPriceReductions, centsToDollars, PLAN_CODE } from '@pantry/domain';
import type { Config } from '../../config.ts';
import { notFound } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';
import { loadPlans, planFeeCents } from '../membership/index.ts';

/**
 * The gift offer (spec storefront §3 Gift card offer: msrp, price, temporary_price_reduction; §7 GET
 * /product/sku/membership-gift-dynamic). A gift membership is a year of the annual plan, so its msrp and price are
 * the annual plan's fee; the store's markdown on gifts is the gift membership product's temporary price reduction.
 */

export const GIFT_OFFER_SKU = 'membership-gift-dynamic';

export type GiftOffer = {
  productId: number;
  msrpCents: number;
  priceCents: number;
  reductions: StoredPriceReduction[];
  /** What a gift membership costs today: the price less the reductions. */
  saleCents: number;
};

export async function loadGiftOffer(db: DbOrTx, config: Config): Promise<GiftOffer> {
  const [[row], plans] = await Promise.all([
    queryRows<{ id: number; temporary_price_reduction: StoredPriceReduction[] }>(
      db,
      sql`SELECT id, temporary_price_reduction FROM products WHERE sku = ${GIFT_OFFER_SKU}`,
    ),
    loadPlans(db),
  ]);
  const annual =
    plans.find((plan) => plan.code === PLAN_CODE.annual) ?? plans.find((p) => p.kind === 'annual');
  if (!row || !annual) throw notFound('The gift card offer is not available');
  const fee = planFeeCents(annual, config, plans);
  const reductions = row.temporary_price_reduction ?? [];
  return {
    productId: row.id,
    msrpCents: fee,
    priceCents: fee,
    reductions,
    saleCents: applyPriceReductions(fee, reductions),
  };
}

export function offerWire(offer: GiftOffer) {
  return {
    msrp: centsToDollars(offer.msrpCents),
    price: centsToDollars(offer.priceCents),
    temporary_price_reduction: offer.reductions.map((r) => ({
      type: r.type,
      amount: r.type === 'by_fixed' ? centsToDollars(r.amount) : r.amount,
    })),
  };
}
