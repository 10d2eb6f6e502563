import { DEFAULT_CART_CONFIG } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { useTestApp } from '../../test/helper.ts';
import { productId, totalOf, visitor } from './test-support.ts';

/** Issue 4: 'Per-box free-shipping thresholds and fees from configuration'. */

describe('box thresholds and fees from configuration', () => {
  it('reads them from the environment in dollars, with the spec defaults', () => {
    const defaults = readConfig({}).cart;
    expect(defaults.boxRules.grocery).toEqual({ freeShippingCents: 15000, feeCents: 595 });
    expect(defaults.boxRules.fresh).toEqual({ freeShippingCents: 15000, feeCents: 995 });
    expect(defaults.ppeFeeCents).toBe(99);

    const custom = readConfig({
      FREE_SHIPPING_FROZEN: '99',
      FREE_SHIPPING_WINE: '200.50',
      SHIPPING_FEE_PERISHABLES: '12.49',
      PPE_FEE: '0',
    }).cart;
    expect(custom.boxRules.frozen).toEqual({ freeShippingCents: 9900, feeCents: 1249 });
    expect(custom.boxRules.fresh.feeCents).toBe(1249);
    expect(custom.boxRules.wine.freeShippingCents).toBe(20050);
    expect(custom.ppeFeeCents).toBe(0);
    expect(() => readConfig({ FREE_SHIPPING_GROCERY: '-1' })).toThrow();
  });

  describe('a store with free grocery shipping at $1,000 and a $7 fee', () => {
    const ctx = useTestApp({
      cart: {
        ...DEFAULT_CART_CONFIG,
        boxRules: {
          ...DEFAULT_CART_CONFIG.boxRules,
          grocery: { freeShippingCents: 100_000, feeCents: 700 },
        },
      },
    });

    it("prices the grocery box with the store's rule and says how far free shipping is", async () => {
      const shopper = await visitor(ctx.app);
      const cart = await shopper.add(await productId(ctx.db, 'Wild Blueberry Oat Bars'));
      const grocery = cart.boxes.find((box) => box.box_type === 'grocery');
      expect(grocery?.min_amt).toBe(1000);
      expect(grocery?.free_ship_amt_needed).toBeCloseTo(1000 - (grocery?.subtotal ?? 0), 2);
      expect(grocery?.cart_message).toContain(`$${(1000 - (grocery?.subtotal ?? 0)).toFixed(2)}`);
      expect(totalOf(cart, 'shipping')).toBe(7);
    });
  });
});
