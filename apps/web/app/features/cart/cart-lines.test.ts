import { describe, expect, it } from 'vitest';
import { bulkPayload, productEvents, quantitiesByProduct } from './cart-lines.ts';
import { makeCart, makeLine } from './test-support.ts';

describe('cart lines', () => {
  it('counts quantities by product, free lines included', () => {
    const cart = makeCart([
      makeLine({ product_id: 1, line_item_qty: 3 }),
      makeLine({ product_id: 2, line_item_qty: 1, tc_product_type: 'GWP', gwp_id: 4, price: 0 }),
    ]);
    expect([...quantitiesByProduct(cart)]).toEqual([
      [1, 3],
      [2, 1],
    ]);
  });

  it('fires events only for products whose quantity moved, with the units gained or lost', () => {
    const before = makeCart([makeLine({ product_id: 1, line_item_qty: 3 }), makeLine({ product_id: 2 })]);
    const after = makeCart([makeLine({ product_id: 1, line_item_qty: 1 }), makeLine({ product_id: 2 })]);
    expect(
      productEvents(before, after).map((e) => [e.event, e.properties.product_id, e.properties.quantity]),
    ).toEqual([['Product Removed', 1, 2]]);
  });

  it('counts an empty or unknown cart before as nothing (a first add)', () => {
    const after = makeCart([makeLine({ product_id: 5, line_item_qty: 2, title: 'Oat Milk' })]);
    expect(productEvents(undefined, after)).toEqual([
      {
        event: 'Product Added',
        properties: expect.objectContaining({
          product_id: 5,
          quantity: 2,
          name: 'Oat Milk',
          url: '/p/product-5',
        }),
      },
    ]);
  });

  it('names lines by line id and everything else by product id', () => {
    const cart = makeCart([makeLine({ product_id: 1, line_item_id: 11 })]);
    const payload = bulkPayload(
      [
        { product_id: 1, qty: 2, title: 'a', saved: false },
        { product_id: 9, qty: 1, save_for_later: false, title: 'b', saved: false },
        { product_id: 1, qty: 0, title: 'saved twin', saved: true },
      ],
      cart,
      '/cart',
    );
    expect(payload).toEqual({
      line_items: [{ line_item_id: 11, qty: 2 }],
      products: [
        { product_id: 9, qty: 1, save_for_later: false },
        { product_id: 1, qty: 0 },
      ],
      page_info: { path: '/cart' },
    });
  });
});
