import { beforeEach, describe, expect, it } from 'vitest';
import { cartStore } from './cart-store.ts';

describe('cart store', () => {
  beforeEach(() => cartStore.reset());

  it('adds one at a time, starting at the minimum order quantity', () => {
    cartStore.add(7, 3);
    expect(cartStore.qty(7)).toBe(3);
    cartStore.add(7, 3);
    expect(cartStore.qty(7)).toBe(4);
    expect(cartStore.getSnapshot().totalCartQty).toBe(4);
  });

  it('removes one at a time and drops the line below the minimum', () => {
    cartStore.add(7, 2);
    cartStore.add(7, 2);
    cartStore.remove(7, 2);
    expect(cartStore.qty(7)).toBe(2);
    cartStore.remove(7, 2);
    expect(cartStore.qty(7)).toBe(0);
    expect(cartStore.getSnapshot().products).toEqual({});
  });

  it('counts every item for the header and keeps them in localStorage', () => {
    cartStore.add(1);
    cartStore.add(1);
    cartStore.add(2);
    expect(cartStore.getSnapshot().totalCartQty).toBe(3);
    expect(JSON.parse(localStorage.getItem('pantry.cart.v1') ?? '{}')).toEqual({
      products: { 1: { line_item_qty: 2 }, 2: { line_item_qty: 1 } },
    });
  });
});
