import { eq, gwpOffers, products, sql } from '@pantry/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { createAddress } from '../addresses/index.ts';
import { ensureDemoGwpOffer } from './gwp.ts';
import { linesOf, productId, Shopper, totalOf, visitor } from './test-support.ts';

const ctx = useTestApp();
const ids: Record<string, number> = {};
const id = (name: string) => ids[name] as number;

beforeAll(async () => {
  const titles = {
    bars: 'Wild Blueberry Oat Bars',
    tikka: 'Chicken Tikka Bowl',
    beef: 'Grass-Fed Ground Beef',
    wine: 'Organic Cabernet Sauvignon',
    yogurt: 'Organic Plain Greek Yogurt',
    salmon: 'Organic Wild Alaskan Salmon Fillet',
    snackBox: 'Build Your Own Snack Box',
    gift: 'Dark Chocolate Roasted Almonds',
    coffee: 'Organic Dark Roast Whole Bean Coffee',
  };
  for (const [name, title] of Object.entries(titles)) ids[name] = await productId(ctx.db, title);
  // The demo catalog sells every fresh-box product as fresh; one plain fresh product lets a fresh box open.
  await ctx.db
    .update(products)
    .set({ soldAsFresh: null })
    .where(eq(products.id, id('salmon')));
});

describe('boxes', () => {
  it('splits the cart into grocery, frozen and wine boxes, each with its shipping total and message', async () => {
    const shopper = await visitor(ctx.app);
    await shopper.add(id('bars'), 2);
    await shopper.add(id('tikka'));
    await shopper.add(id('beef'));
    const cart = await shopper.add(id('wine'));
    expect(cart.boxes.map((b) => b.box_type)).toEqual(['grocery', 'frozen', 'wine']);
    const frozen = cart.boxes.find((b) => b.box_type === 'frozen');
    // legacy_frozen ships in the frozen box.
    expect(frozen).toMatchObject({
      number_of_items: 2,
      subtotal: 15.98,
      min_amt: 150,
      free_ship_amt_needed: 134.02,
    });
    expect(frozen?.cart_message).toBe("You're $134.02 away from free shipping");
    expect(cart.totals.map((t) => t.type)).toEqual([
      'shipping',
      'thrive_shipping_frozen',
      'thrive_shipping_wine',
      'tax',
      'ppe_fee',
      // The bars carry a $2 Thrive Cash offer (the test catalog): what the order earns, told, not charged.
      'thrive_cash_earn',
    ]);
    expect(totalOf(cart, 'thrive_cash_earn')).toBe(4);
    expect(totalOf(cart, 'shipping')).toBe(5.95);
    expect(totalOf(cart, 'thrive_shipping_frozen')).toBe(9.95);
    expect(totalOf(cart, 'thrive_shipping_wine')).toBe(9.95);
    // Wine is not GWP-eligible.
    expect(cart.gwp_eligible_subtotal).toBeCloseTo(cart.subtotal - 18.99, 2);
    const charged = cart.totals.filter((t) => t.type !== 'thrive_cash_earn');
    const sum = cart.subtotal + charged.reduce((t, x) => t + x.value, 0);
    expect(cart.grand_total).toBeCloseTo(sum, 2);
  });

  it('earns free shipping on a box at $150', async () => {
    const shopper = await visitor(ctx.app);
    const cart = await shopper.add(id('snackBox'), 4);
    expect(cart.boxes[0]).toMatchObject({ box_type: 'grocery', free_ship_amt_needed: 0 });
    expect(cart.boxes[0]?.cart_message).toBe("You've earned free shipping!");
    expect(totalOf(cart, 'shipping')).toBe(0);
  });

  it('puts sold-as-fresh items in the grocery box until the cart has a fresh box', async () => {
    const shopper = await visitor(ctx.app);
    const alone = await shopper.add(id('yogurt'));
    expect(alone.boxes.map((b) => b.box_type)).toEqual(['grocery']);
    expect(alone.boxes[0]?.fresh_message).toBe('Your fresh items ship cold with your grocery box.');
    const fresh = await shopper.add(id('salmon'));
    expect(fresh.boxes.map((b) => b.box_type)).toEqual(['fresh']);
    expect(fresh.boxes[0]?.items.map((l) => l.product_id).sort()).toEqual(
      [id('yogurt'), id('salmon')].sort(),
    );
    expect(fresh.boxes[0]?.fresh_message).toBe('Your fresh items are delivered cold.');
    expect(fresh.fresh_subtotal).toBe(fresh.subtotal);
  });
});

describe('tax and fees', () => {
  it("charges the tax of the shopper's default address state", async () => {
    const { sessionId, accountId } = await registerShopper(ctx.app);
    await createAddress(ctx.db, accountId, {
      firstname: 'Ana',
      lastname: 'Lee',
      street1: '1 Market St',
      street2: undefined,
      city: 'San Francisco',
      postcode: '94105',
      region_code: 'CA',
      region_id: undefined,
      region: undefined,
      telephone: '4155550100',
    });
    const cart = await new Shopper(ctx.app, sessionId).add(id('coffee'), 4);
    // 4 × $12.99 = $51.96; 7.25% = $3.767 → $3.77.
    expect(totalOf(cart, 'tax')).toBe(3.77);
  });

  it('drops the PPE fee for ppe_opt_in=0 and keeps a signed-in choice on the account', async () => {
    const { sessionId } = await registerShopper(ctx.app);
    const shopper = new Shopper(ctx.app, sessionId);
    expect(totalOf(await shopper.add(id('bars')), 'ppe_fee')).toBe(0.99);
    const optedOut = await shopper.cart('GET', `/api/v1/carts/${(await shopper.get()).cart_id}?ppe_opt_in=0`);
    expect(totalOf(optedOut, 'ppe_fee')).toBeUndefined();
    expect(totalOf(await shopper.get(), 'ppe_fee')).toBeUndefined();
    expect(totalOf(await shopper.cart('GET', '/api/v1/carts?ppe_opt_in=1'), 'ppe_fee')).toBe(0.99);
  });
});

describe('stock', () => {
  it('keeps a line whose product ran out, flagged, with the notification', async () => {
    const shopper = await visitor(ctx.app);
    await shopper.add(id('tikka'), 2);
    await ctx.db
      .update(products)
      .set({ stockQty: 1 })
      .where(eq(products.id, id('tikka')));
    const cart = await shopper.get();
    expect(cart.notification).toBe('The cart contains items that are out of stock');
    expect(linesOf(cart)[0]).toMatchObject({ in_stock: false, line_item_qty: 2 });
    await ctx.db
      .update(products)
      .set({ stockQty: 250 })
      .where(eq(products.id, id('tikka')));
    expect((await shopper.get()).notification).toBeNull();
  });
});

describe('free gift with purchase', () => {
  it('is added (price 0, type gwp) when the eligible subtotal reaches the offer and removed below it', async () => {
    expect(await ensureDemoGwpOffer(ctx.db)).toBe(true);
    expect(await ensureDemoGwpOffer(ctx.db)).toBe(false);
    const [offer] = await ctx.db.select().from(gwpOffers);
    expect(offer).toMatchObject({ productId: id('gift'), thresholdCents: 4900 });
    const shopper = await visitor(ctx.app);
    const below = await shopper.add(id('coffee'), 3);
    expect(linesOf(below).map((l) => l.product_id)).not.toContain(id('gift'));
    // Alcohol does not count toward the gift.
    const wine = await shopper.add(id('wine'));
    expect(linesOf(wine).map((l) => l.product_id)).not.toContain(id('gift'));
    const earned = await shopper.add(id('coffee'));
    const gift = linesOf(earned).find((l) => l.product_id === id('gift'));
    expect(gift).toMatchObject({
      price: 0,
      product_type: 'gwp',
      tc_product_type: 'GWP',
      gwp_id: offer?.id,
      line_item_qty: 1,
      free_label: 'FREE ($6.99 value)',
    });
    expect(earned.savings.gwp).toBe(6.99);
    const coffee = linesOf(earned).find((l) => l.product_id === id('coffee'));
    const dropped = await shopper.cart('PUT', '/api/v1/carts/product', {
      line_item_id: coffee?.line_item_id,
      qty: 1,
    });
    expect(linesOf(dropped).map((l) => l.product_id)).not.toContain(id('gift'));
    await ctx.db.execute(sql`UPDATE gwp_offers SET active = false`);
  });

  it('is not given while its product is out of stock', async () => {
    await ctx.db.execute(sql`UPDATE gwp_offers SET active = true`);
    const [gift] = await ctx.db
      .select()
      .from(products)
      .where(eq(products.id, id('gift')));
    await ctx.db
      .update(products)
      .set({ stockQty: 0 })
      .where(eq(products.id, id('gift')));
    const shopper = await visitor(ctx.app);
    const enough = await shopper.add(id('coffee'), 4);
    expect(enough.gwp_eligible_subtotal).toBeGreaterThanOrEqual(49);
    expect(linesOf(enough).map((l) => l.product_id)).not.toContain(id('gift'));
    expect(enough.notification).toBeNull();
    await ctx.db
      .update(products)
      .set({ stockQty: gift!.stockQty })
      .where(eq(products.id, id('gift')));
    await ctx.db.execute(sql`UPDATE gwp_offers SET active = false`);
  });
});
