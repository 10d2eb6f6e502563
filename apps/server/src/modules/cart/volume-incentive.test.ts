import { products, productVolumeTiers, sql } from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { linesOf, totalOf, visitor } from './test-support.ts';

// Issue 13 Volume incentives: the cart computes the tier reached per line and shows the earn as volume_discount;
// the product API carries tiered_pricing and conversion_drivers (account-and-shell §3 Volume incentive).
const t = useTestApp();
const given = useGiven(t);

async function tieredProduct() {
  const product = await given.product();
  await t.db.delete(productVolumeTiers).where(sql`${productVolumeTiers.productId} = ${product.id}`);
  await t.db.insert(productVolumeTiers).values([
    { productId: product.id, minQty: 3, maxQty: 5, discountType: 'dollar', promoValue: 300 },
    { productId: product.id, minQty: 6, maxQty: null, discountType: 'percent', promoValue: 10 },
  ]);
  return product;
}

describe('a cart reaching a volume tier', () => {
  it('tells how many more to buy, then shows the tier’s Thrive Cash as volume_discount outside the grand total', async () => {
    const product = await tieredProduct();
    const shopper = await visitor(t.app);
    const one = await shopper.add(product.id, 1);
    expect(linesOf(one)[0]?.conversion_drivers).toEqual([
      { name: 'Buy 3-5', qualifies: false, display: 'buy 2 more to earn $3 Thrive Cash' },
      { name: 'Buy 6+', qualifies: false, display: 'buy 5 more to earn 10% Thrive Cash' },
    ]);
    expect(totalOf(one, 'volume_discount')).toBeUndefined();

    const three = await shopper.add(product.id, 2);
    const line = linesOf(three)[0]!;
    expect(line.line_item_qty).toBe(3);
    expect(line.conversion_drivers?.[0]).toEqual({
      name: 'Buy 3-5',
      qualifies: true,
      display: 'You earn $3.00 Thrive Cash',
    });
    expect(totalOf(three, 'volume_discount')).toBe(3);
    // Thrive Cash earned later: the grand total is what the other totals make it.
    const charged = three.totals.filter((x) => x.type !== 'volume_discount').reduce((s, x) => s + x.value, 0);
    expect(three.grand_total).toBeCloseTo(three.subtotal + charged, 2);

    const six = await shopper.add(product.id, 3);
    const [row] = await t.db
      .select({ price: products.effectivePriceCents })
      .from(products)
      .where(sql`${products.id} = ${product.id}`);
    expect(totalOf(six, 'volume_discount')).toBe(Math.round(row!.price * 6 * 0.1) / 100);
  });

  it('puts no volume_discount on a cart of products without tiers', async () => {
    const product = await given.product();
    await t.db.delete(productVolumeTiers).where(sql`${productVolumeTiers.productId} = ${product.id}`);
    const cart = await (await visitor(t.app)).add(product.id, 9);
    expect(totalOf(cart, 'volume_discount')).toBeUndefined();
    expect(linesOf(cart)[0]?.conversion_drivers).toBeUndefined();
  });
});

describe('the product API', () => {
  it('carries tiered_pricing (dollar values in dollars) and conversion_drivers for one unit', async () => {
    const product = await tieredProduct();
    const [row] = await t.db
      .select({ urlKey: products.urlKey })
      .from(products)
      .where(sql`${products.id} = ${product.id}`);
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/products/url/${row!.urlKey}` });
    expect(page.json()).toMatchObject({
      tiered_pricing: [
        { min: 3, max: 5, promo_type: 'thrive_cash', discount_type: 'dollar', promo_value: 3 },
        { min: 6, max: null, promo_type: 'thrive_cash', discount_type: 'percent', promo_value: 10 },
      ],
      conversion_drivers: [
        { name: 'Buy 3-5', qualifies: false, display: 'buy 2 more to earn $3 Thrive Cash' },
        { name: 'Buy 6+', qualifies: false, display: 'buy 5 more to earn 10% Thrive Cash' },
      ],
    });
  });

  it('has demo tiers on a few dozen products of the full catalog’s pattern, and review offers', async () => {
    const [counts] = await t.db
      .select({
        tiered: sql<number>`(SELECT count(DISTINCT product_id)::int FROM product_volume_tiers)`,
        offers: sql<number>`(SELECT count(*)::int FROM products WHERE review_offer_cents > 0)`,
      })
      .from(sql`(SELECT 1) one`);
    // The test catalog has 300 products: one plain product in 40 past id 100.
    expect(counts!.tiered).toBeGreaterThanOrEqual(3);
    expect(counts!.offers).toBeGreaterThanOrEqual(20);
  });
});
