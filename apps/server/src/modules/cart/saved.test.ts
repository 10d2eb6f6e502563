import { productListSchema } from '@pantry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { loadCartState } from './cart-state.ts';
import { couponRowId, syncAndPrice } from './pricing.ts';
import { linesOf, productId, Shopper, visitor } from './test-support.ts';

const ctx = useTestApp();
let bars = 0;
let water = 0;
let kombucha = 0;
const SAVED = '/api/v1/products?filter[list]=save_for_later&cur_page=1&page_size=10';

beforeAll(async () => {
  bars = await productId(ctx.db, 'Wild Blueberry Oat Bars');
  water = await productId(ctx.db, 'Sparkling Grapefruit Water');
  kombucha = await productId(ctx.db, 'Original Kombucha');
});

async function savedList(shopper: Shopper) {
  const response = await shopper.call('GET', SAVED);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return productListSchema.parse(response.json());
}

describe('save for later', () => {
  it('moves a line to the saved list and back (at its minimum), as the cart panel queues it', async () => {
    const shopper = await visitor(ctx.app);
    await shopper.add(bars, 2);
    const cart = await shopper.add(kombucha, 4);
    const line = linesOf(cart).find((l) => l.product_id === kombucha);
    const saved = await shopper.cart(
      'POST',
      '/api/v1/carts/bulk_update',
      {
        bulkProductsPayload: {
          line_items: [{ line_item_id: line?.line_item_id, qty: 0, save_for_later: 1 }],
        },
      },
      'form',
    );
    expect(linesOf(saved).map((l) => l.product_id)).toEqual([bars]);
    expect(saved.total_items_in_cart).toBe(2);

    const lists = await shopper.call('GET', '/api/v1/list');
    expect(lists.json()).toEqual({
      success: true,
      lists: [{ key: 'save_for_later', title: 'Saved for later', count: 1, url: SAVED }],
    });
    const page = await savedList(shopper);
    expect(page).toMatchObject({ count: 1, cur_page: 1, page_size: 10, facets: [] });
    expect(page.products[0]).toMatchObject({ id: kombucha, line_item_qty: 4 });

    const back = await shopper.cart('POST', '/api/v1/carts/bulk_update', {
      bulkProductsPayload: { products: [{ product_id: kombucha, save_for_later: false }] },
    });
    expect(linesOf(back).find((l) => l.product_id === kombucha)?.line_item_qty).toBe(2);
    expect((await savedList(shopper)).count).toBe(0);
  });

  it('POST /carts/bulk_product with save_for_later saves without buying; adding later buys it', async () => {
    const shopper = await visitor(ctx.app);
    const cart = await shopper.cart('POST', '/api/v1/carts/bulk_product', {
      products: [{ product_id: water, qty: 1, save_for_later: true }],
    });
    expect(cart.total_items_in_cart).toBe(0);
    expect((await savedList(shopper)).products.map((p) => p.id)).toEqual([water]);
    const bought = await shopper.add(water, 2);
    expect(linesOf(bought)[0]).toMatchObject({ product_id: water, line_item_qty: 2, save_for_later: false });
  });

  it('is empty for a visitor without a cart; other lists still come from the catalog', async () => {
    const shopper = new Shopper(ctx.app);
    expect((await savedList(shopper)).products).toEqual([]);
    expect((await shopper.call('GET', '/api/v1/list')).json().lists[0].count).toBe(0);
    expect((await shopper.call('GET', '/api/v1/products?filter[list]=no-such-list')).statusCode).toBe(404);
  });

  it('pages the saved list newest first', async () => {
    const shopper = await visitor(ctx.app);
    await shopper.cart('POST', '/api/v1/carts/bulk_product', {
      products: [bars, water, kombucha].map((product_id) => ({ product_id, save_for_later: '1' })),
    });
    const second = await shopper.call(
      'GET',
      '/api/v1/products?filter[list]=save_for_later&cur_page=2&page_size=2',
    );
    expect(second.json()).toMatchObject({ count: 3, cur_page: 2, page_size: 2 });
    expect(second.json().products.map((p: { id: number }) => p.id)).toEqual([bars]);
  });
});

describe('for checkout', () => {
  it('prices with an address state, saved lines included in the state', async () => {
    const { sessionId } = await registerShopper(ctx.app);
    const shopper = new Shopper(ctx.app, sessionId);
    await shopper.add(bars, 10);
    await shopper.cart('POST', '/api/v1/carts/bulk_product', {
      products: [{ product_id: water, save_for_later: 1 }],
    });
    const cart = await shopper.cart('POST', '/api/v1/carts/coupon', { code: 'exit20' });

    // As checkout reads and prices it.
    const state = await loadCartState(ctx.db, { cartId: cart.cart_id });
    if (!state) throw new Error('no cart');
    const loaded = await syncAndPrice(ctx.db, state, { shopper: { state: 'NY' } });
    expect(loaded.state.lines.map((l) => [l.product_id, l.save_for_later, l.stock_qty > 0])).toEqual([
      [bars, false, true],
      [water, true, true],
    ]);
    // 10 × $4.49 = $44.90 − 20% ($8.98) = $35.92; 4% NY tax = $1.44.
    expect(loaded.priced).toMatchObject({ subtotal: 4490, discount: 898, tax: 144 });
    const [applied] = loaded.priced.coupons;
    expect(applied && couponRowId(applied.coupon)).toBeGreaterThan(0);
    expect(await loadCartState(ctx.db, { cartId: 987654 })).toBeNull();
  });
});
