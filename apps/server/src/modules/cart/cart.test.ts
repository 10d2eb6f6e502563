import { eq, sessions } from '@pantry/db';
import { bulkCartSchema } from '@pantry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/tokens.ts';
import { registerShopper } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { linesOf, productId, Shopper, visitor } from './test-support.ts';

const ctx = useTestApp();
const ids: Record<string, number> = {};

beforeAll(async () => {
  const titles = {
    peanut: 'Organic Creamy Peanut Butter',
    bars: 'Wild Blueberry Oat Bars',
    water: 'Sparkling Grapefruit Water',
    kombucha: 'Original Kombucha',
    granola: 'Organic Maple Pecan Granola',
    penne: 'Chickpea Penne',
    gift: 'Dark Chocolate Roasted Almonds',
    sample: 'Maple Almond Butter',
    wine: 'Organic Cabernet Sauvignon',
    knife: 'Stainless Steel Chef',
  };
  for (const [name, title] of Object.entries(titles)) ids[name] = await productId(ctx.db, title);
});

const id = (name: string) => ids[name] as number;

describe('GET /carts', () => {
  it('reads the session with the cart: a session seen over an hour ago is refreshed, an expired one is none', async () => {
    const { sessionId } = await registerShopper(ctx.app);
    const shopper = new Shopper(ctx.app, sessionId);
    const { cart_id } = await shopper.add(id('bars'), 2);
    const idHash = sha256(sessionId);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await ctx.db.update(sessions).set({ lastSeenAt: twoHoursAgo }).where(eq(sessions.idHash, idHash));
    expect(await shopper.get()).toMatchObject({ cart_id, total_items_in_cart: 2 });
    const [seen] = await ctx.db.select().from(sessions).where(eq(sessions.idHash, idHash));
    expect(seen!.lastSeenAt.getTime()).toBeGreaterThan(twoHoursAgo.getTime());

    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, idHash));
    expect(await shopper.get()).toMatchObject({ cart_id: 0, total_items_in_cart: 0 });
  });

  it('answers an empty cart (cart_id 0) to a visitor who has none, writing nothing', async () => {
    const shopper = new Shopper(ctx.app);
    const response = await shopper.call('GET', '/api/v1/carts?full_cart=1&is_cart=true&preset=x');
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.json()).toMatchObject({ cart_id: 0, subtotal: 0, boxes: [], total_items_in_cart: 0 });
  });

  it("answers the shopper's own cart by id, and 404 for any other", async () => {
    const first = await visitor(ctx.app);
    const cart = await first.add(id('bars'));
    expect((await first.cart('GET', `/api/v1/carts/${cart.cart_id}?is_checkout=1`)).cart_id).toBe(
      cart.cart_id,
    );
    const other = await visitor(ctx.app);
    await other.add(id('bars'));
    const peek = await other.call('GET', `/api/v1/carts/${cart.cart_id}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toMatchObject({ success: false, errors: 'Cart not found.' });
  });
});

describe('POST /carts/product', () => {
  it('adds from a JSON body and from a form post, the same product adding up on one line', async () => {
    const shopper = await visitor(ctx.app);
    const json = await shopper.cart('POST', '/api/v1/carts/product?full_cart=1', {
      product_id: id('peanut'),
      qty: 2,
    });
    bulkCartSchema.parse(json);
    const form = await shopper.cart(
      'POST',
      '/api/v1/carts/product',
      { product_id: id('peanut'), qty: '1' },
      'form',
    );
    expect(linesOf(form)).toHaveLength(1);
    expect(linesOf(form)[0]).toMatchObject({ product_id: id('peanut'), line_item_qty: 3, price: 3.99 });
    expect(form).toMatchObject({ subtotal: 11.97, total_items_in_cart: 3, errors: [], cart_errors: [] });
  });

  it('raises a new line to its minimum and holds it at max_order_qty', async () => {
    const shopper = await visitor(ctx.app);
    expect(linesOf(await shopper.add(id('kombucha'), 1))[0]?.line_item_qty).toBe(2);
    const held = await shopper.add(id('kombucha'), 10);
    expect(linesOf(held)[0]?.line_item_qty).toBe(6);
    expect(held.cart_errors).toEqual(['You can add up to 6 of this item.']);
  });

  it('holds 51 at 50, the most per item', async () => {
    const shopper = await visitor(ctx.app);
    const cart = await shopper.add(id('bars'), 51);
    expect(linesOf(cart)[0]?.line_item_qty).toBe(50);
    expect(cart.cart_errors).toEqual(['You can add up to 50 of this item.']);
  });

  it('refuses what is out of stock, or more than the shelf holds, with cart_errors', async () => {
    const shopper = await visitor(ctx.app);
    const none = await shopper.call('POST', '/api/v1/carts/product', { product_id: id('granola') });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      errors: 'The cart contains items that are out of stock',
      cart_errors: ['The cart contains items that are out of stock'],
    });
    expect(
      (await shopper.call('POST', '/api/v1/carts/product', { product_id: id('penne'), qty: 4 })).statusCode,
    ).toBe(400);
    expect(linesOf(await shopper.add(id('penne'), 3))[0]?.line_item_qty).toBe(3);
  });

  it('answers 404 for an unknown product and refuses free gifts', async () => {
    const shopper = await visitor(ctx.app);
    const unknown = await shopper.call('POST', '/api/v1/carts/product', { product_id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toBe('Product 999999 not found.');
    const gift = await shopper.call('POST', '/api/v1/carts/product', { product_id: id('gift') });
    expect(gift.statusCode).toBe(400);
    expect(gift.json().errors).toBe('Free gifts are added to your cart when your order qualifies.');
    expect((await shopper.call('POST', '/api/v1/carts/product', {})).statusCode).toBe(400);
  });

  it('prices a sample at 0 and flags alcohol and restriction tags on their lines', async () => {
    const shopper = await visitor(ctx.app);
    await shopper.add(id('sample'));
    await shopper.add(id('wine'));
    const cart = await shopper.add(id('knife'));
    const byId = new Map(linesOf(cart).map((l) => [l.product_id, l]));
    expect(byId.get(id('sample'))).toMatchObject({
      price: 0,
      tc_product_type: 'SAMPLE',
      free_label: 'FREE ($2.99 value)',
    });
    expect(byId.get(id('wine'))).toMatchObject({
      is_alcohol: true,
      box_type: 'wine',
      restriction_tag: {
        name: 'alcohol',
        prohibited_states: ['UT', 'MS', 'AL'],
        prohibited_payment_methods: ['ebt'],
      },
    });
    expect(byId.get(id('knife'))).toMatchObject({ is_alcohol: false, restriction_tag: { name: 'knives' } });
  });
});

describe('PUT and DELETE /carts/product', () => {
  it('sets a quantity (JSON and form), 0 removes, and a missing line is line item {id} not found', async () => {
    const shopper = await visitor(ctx.app);
    const line = linesOf(await shopper.add(id('bars')))[0];
    const put = await shopper.cart('PUT', '/api/v1/carts/product', {
      line_item_id: line?.line_item_id,
      qty: 4,
    });
    expect(linesOf(put)[0]?.line_item_qty).toBe(4);
    const form = await shopper.cart(
      'PUT',
      '/api/v1/carts/product',
      { line_item_id: line?.line_item_id, qty: '2' },
      'form',
    );
    expect(linesOf(form)[0]?.line_item_qty).toBe(2);
    const missing = await shopper.call('PUT', '/api/v1/carts/product', { line_item_id: 999, qty: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors).toBe('line item 999 not found');
    const removed = await shopper.cart('PUT', '/api/v1/carts/product', {
      line_item_id: line?.line_item_id,
      qty: 0,
    });
    expect(removed.boxes).toEqual([]);
  });

  it('removes by line_item_id or by product_id', async () => {
    const shopper = await visitor(ctx.app);
    await shopper.add(id('bars'));
    const line = linesOf(await shopper.add(id('water')))[0];
    const byLine = await shopper.cart(
      'DELETE',
      `/api/v1/carts/product?line_item_id=${line?.line_item_id}&full_cart=1`,
    );
    expect(linesOf(byLine).map((l) => l.product_id)).toEqual([id('water')]);
    const byProduct = await shopper.cart('DELETE', `/api/v1/carts/product?product_id=${id('water')}`);
    expect(byProduct.total_items_in_cart).toBe(0);
    const again = await shopper.call('DELETE', `/api/v1/carts/product?line_item_id=${line?.line_item_id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().errors).toBe(`line item ${line?.line_item_id} not found`);
    expect((await shopper.call('DELETE', '/api/v1/carts/product')).statusCode).toBe(400);
  });
});

describe('bulk calls', () => {
  it('POST /carts/bulk_product adds several products from JSON and from a form post', async () => {
    const shopper = await visitor(ctx.app);
    const json = await shopper.cart('POST', '/api/v1/carts/bulk_product', {
      products: [
        { product_id: id('bars'), qty: 2 },
        { product_id: id('water'), qty: 3 },
      ],
    });
    expect(json.total_items_in_cart).toBe(5);
    const form = await shopper.cart(
      'POST',
      '/api/v1/carts/bulk_product',
      {
        products: [{ product_id: id('bars'), qty: 1 }, { product_id: 424242 }, { product_id: id('granola') }],
      },
      'form',
    );
    expect(form.total_items_in_cart).toBe(6);
    expect(form.errors).toEqual(['Product 424242 not found.']);
    expect(form.cart_errors).toEqual(['The cart contains items that are out of stock']);
  });

  it('DELETE /carts/bulk_product removes line_item_ids[] and names the missing ones', async () => {
    const shopper = await visitor(ctx.app);
    await shopper.add(id('bars'));
    await shopper.add(id('water'));
    const cart = await shopper.add(id('peanut'));
    const [a, b] = linesOf(cart).map((l) => l.line_item_id);
    const answer = await shopper.cart(
      'DELETE',
      `/api/v1/carts/bulk_product?line_item_ids[]=${a}&line_item_ids[]=${b}&line_item_ids[]=999&cart_ids[]=${cart.cart_id}`,
    );
    expect(linesOf(answer)).toHaveLength(1);
    expect(answer.errors).toEqual(['line item 999 not found']);
    expect((await shopper.call('DELETE', '/api/v1/carts/bulk_product')).statusCode).toBe(400);
  });

  it('POST /carts/bulk_update applies bulkProductsPayload line_items and products (JSON and form)', async () => {
    const shopper = await visitor(ctx.app);
    await shopper.add(id('bars'));
    const cart = await shopper.add(id('water'), 2);
    const [bars, water] = linesOf(cart);
    const json = await shopper.cart('POST', '/api/v1/carts/bulk_update', {
      bulkProductsPayload: {
        line_items: [
          { line_item_id: bars?.line_item_id, qty: 3, save_for_later: false, event_info: { list: 'cart' } },
          { line_item_id: 999, qty: 1 },
        ],
        products: [{ product_id: id('peanut'), qty: 2, save_for_later: false }],
        page_info: { page: 'cart' },
      },
      queuedItems: [{ product_id: id('peanut') }],
    });
    expect(new Map(linesOf(json).map((l) => [l.product_id, l.line_item_qty]))).toEqual(
      new Map([
        [id('bars'), 3],
        [id('water'), 2],
        [id('peanut'), 2],
      ]),
    );
    expect(json).toMatchObject({ errors: ['line item 999 not found'], cart_errors: [] });
    const form = await shopper.cart(
      'POST',
      '/api/v1/carts/bulk_update',
      { bulkProductsPayload: { line_items: [{ line_item_id: water?.line_item_id, qty: 0 }] } },
      'form',
    );
    expect(linesOf(form).map((l) => l.product_id)).not.toContain(id('water'));
    const text = await shopper.cart('POST', '/api/v1/carts/bulk_update', {
      bulkProductsPayload: JSON.stringify({ products: [{ product_id: id('penne'), qty: 9 }] }),
    });
    expect(text.cart_errors).toEqual(['The cart contains items that are out of stock']);
  });
});

describe('a signed-in shopper', () => {
  it('keeps one cart on the account across sessions', async () => {
    const { sessionId } = await registerShopper(ctx.app);
    const shopper = new Shopper(ctx.app, sessionId);
    const first = await shopper.add(id('bars'), 2);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: {
        email: (await shopper.call('GET', '/api/v1/account')).json().email,
        password: 'correct horse battery',
      },
    });
    const second = new Shopper(ctx.app, login.cookies.find((c) => c.name === 'pantry_session')?.value);
    const cart = await second.get();
    expect(cart.cart_id).toBe(first.cart_id);
    expect(cart.total_items_in_cart).toBe(2);
  });
});
