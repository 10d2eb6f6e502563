import { describe, expect, it } from 'vitest';
import { checkoutSteps, coveredText, nothingToCharge } from './checkout-steps.ts';

const box = (items: number) => ({ items: Array.from({ length: items }, () => ({})) }) as never;

describe('the checkout steps a cart needs (issue 23)', () => {
  it('drops the address and delivery steps when nothing ships', () => {
    expect(checkoutSteps({ boxes: [] })).toEqual({ address: null, delivery: null, payment: 1, review: 2 });
    expect(checkoutSteps({ boxes: [box(0)] })).toEqual({
      address: null,
      delivery: null,
      payment: 1,
      review: 2,
    });
    expect(checkoutSteps({ boxes: [box(2)] })).toEqual({ address: 1, delivery: 2, payment: 3, review: 4 });
  });

  it('asks no card of an order the store credit covers, and says what pays it', () => {
    expect(nothingToCharge({ grand_total: 0 })).toBe(true);
    expect(nothingToCharge({ grand_total: 0.01 })).toBe(false);
    const totals = [
      { type: 'awraf' as const, value: -5 },
      { type: 'aw_giftcard' as const, value: -13 },
    ];
    expect(coveredText({ boxes: [], grand_total: 0, totals })).toBe(
      'Your Thrive Cash and gift card balance cover this order, so no card is needed.',
    );
    expect(coveredText({ boxes: [], grand_total: 0, totals: [totals[1]!] })).toBe(
      'Your gift card balance covers this order, so no card is needed.',
    );
  });
});
