import { sql } from '@pantry/db';
import { parseEventProperties } from '@pantry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { useTestApp } from '../../test/helper.ts';
import { type CartAnswer, linesOf, productId, Shopper, totalOf, visitor } from './test-support.ts';

/** Cart answers carry `meta_event_data` (storefront §3 Cart; issue 26): what the analytics events need. */

const ctx = useTestApp();
let coffee = 0;
let apples = 0;
let bowl = 0;

type Facts = { sku: string; title: string; brand: string; category: string; type_category: string };

/** The product's facts as the catalog stores them (brand name, analytics category). */
async function facts(id: number): Promise<Facts> {
  const [row] = await queryRows<Facts>(
    ctx.db,
    sql`SELECT p.sku, p.title, b.name AS brand, p.analytics_category AS category, p.type_category
        FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id = ${id}`,
  );
  if (!row) throw new Error(`no product ${id}`);
  return row;
}

function meta(cart: CartAnswer) {
  if (!cart.meta_event_data) throw new Error('no meta_event_data');
  return cart.meta_event_data;
}

beforeAll(async () => {
  coffee = await productId(ctx.db, 'Organic Dark Roast Whole Bean Coffee');
  apples = await productId(ctx.db, 'Organic Honeycrisp Apples');
  bowl = await productId(ctx.db, 'Chicken Tikka Bowl');
});

describe('meta_event_data on cart answers', () => {
  it('is an empty cart for a visitor without one', async () => {
    const cart = await new Shopper(ctx.app).get();
    expect(meta(cart)).toMatchObject({ cart_id: 0, total: 0, subtotal: 0, products: [] });
  });

  it("carries each product's id, sku, name, brand, category, price, quantity and box, and the box totals", async () => {
    const shopper = await visitor(ctx.app);
    await shopper.add(coffee, 2);
    const cart = await shopper.add(apples, 3);
    const data = meta(cart);
    const [c, a] = [await facts(coffee), await facts(apples)];
    const line = (id: number) => linesOf(cart).find((l) => l.product_id === id);
    expect(data.products).toEqual([
      {
        product_id: coffee,
        sku: c.sku,
        name: c.title,
        brand: c.brand,
        category: c.category,
        type_category: 'general',
        price: line(coffee)?.price,
        msrp: line(coffee)?.msrp,
        quantity: 2,
        box_type: 'grocery',
      },
      {
        product_id: apples,
        sku: a.sku,
        name: a.title,
        brand: a.brand,
        category: a.category,
        type_category: 'fresh',
        sold_as_fresh: 'fresh',
        price: line(apples)?.price,
        msrp: line(apples)?.msrp,
        quantity: 3,
        // Sold as fresh, it joins the grocery box of a cart without a fresh box (glossary).
        box_type: 'grocery',
      },
    ]);
    expect(c.brand).not.toBe('');
    expect(c.category).not.toBe('');
    const box = (type: string) => cart.boxes.find((b) => b.box_type === type)?.subtotal ?? 0;
    expect(data).toMatchObject({
      cart_id: cart.cart_id,
      currency: 'usd',
      total: cart.grand_total,
      subtotal: cart.subtotal,
      grocery_total: box('grocery'),
      fresh_total: 0,
      frozen_total: 0,
      wine_total: 0,
      shipping: totalOf(cart, 'shipping') ?? 0,
    });
    expect(data.coupon).toBeUndefined();
    // The events take it as it is: 'Checkout Started' keeps every field.
    const parsed = parseEventProperties('Checkout Started', data);
    expect(parsed.success && parsed.data).toEqual(JSON.parse(JSON.stringify(data).toLowerCase()));
  });

  it('follows the cart through a quantity change, a removal and GET /carts', async () => {
    const shopper = await visitor(ctx.app);
    await shopper.add(coffee, 1);
    const added = await shopper.add(apples, 1);
    const coffeeLine = linesOf(added).find((l) => l.product_id === coffee);
    const changed = await shopper.cart('PUT', '/api/v1/carts/product', {
      line_item_id: coffeeLine?.line_item_id,
      qty: 5,
    });
    expect(meta(changed).products.map((p) => [p.product_id, p.quantity])).toEqual([
      [coffee, 5],
      [apples, 1],
    ]);
    const removed = await shopper.cart('DELETE', `/api/v1/carts/product?product_id=${apples}`);
    expect(meta(removed).products.map((p) => p.product_id)).toEqual([coffee]);
    expect(meta(removed).grocery_total).toBe(removed.subtotal);
    expect(meta(await shopper.get())).toEqual(meta(removed));

    const frozen = await shopper.add(bowl, 2);
    const frozenBox = frozen.boxes.find((b) => b.box_type === 'frozen');
    expect(meta(frozen)).toMatchObject({
      frozen_total: frozenBox?.subtotal,
      frozen_shipping: totalOf(frozen, 'thrive_shipping_frozen') ?? 0,
      grocery_total: meta(removed).grocery_total,
    });
    expect(meta(frozen).products.at(-1)).toMatchObject({
      product_id: bowl,
      box_type: 'frozen',
      type_category: 'frozen meal',
    });
  });

  it('names the coupon and its discount once one is applied, and drops them when it is removed', async () => {
    const shopper = await visitor(ctx.app);
    await shopper.add(coffee, 4);
    const withCoupon = await shopper.cart('POST', '/api/v1/carts/coupon', { code: 'exit20' });
    const data = meta(withCoupon);
    expect(data.coupon).toBe('exit20');
    expect(data.discount).toBe(-(totalOf(withCoupon, 'discount') ?? 0));
    expect(data.discount).toBeGreaterThan(0);
    expect(data.revenue).toBeCloseTo(withCoupon.subtotal - data.discount, 2);
    const without = await shopper.cart('DELETE', '/api/v1/carts/coupon');
    expect(meta(without)).toMatchObject({ discount: 0, revenue: without.subtotal });
    expect(meta(without).coupon).toBeUndefined();
  });
});
