import { describe, expect, it } from 'vitest';
import { DEFAULT_CART_CONFIG } from '../cart/totals.ts';
import { storeConfigFromCart, storeConfigSchema } from './store.ts';

describe('the store configuration on the wire', () => {
  it('shows the spec §9 defaults in dollars: free shipping at $150, $5.95 grocery, $9.95 perishables', () => {
    const wire = storeConfigFromCart(DEFAULT_CART_CONFIG);
    expect(storeConfigSchema.parse(wire)).toEqual(wire);
    expect(wire.free_shipping.grocery).toBe(150);
    expect(wire.shipping_fee).toMatchObject({ grocery: 5.95, fresh: 9.95, frozen: 9.95 });
    expect(wire.ppe_fee).toBe(0.99);
  });
});
