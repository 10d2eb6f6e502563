import { describe, expect, it } from 'vitest';
import { cartTotalTypes } from '../api/cart.ts';
import { countLabel, TOTAL_LABELS, totalLabel } from './labels.ts';

describe('one name for one thing (issue 12)', () => {
  it('names every spec total type once, the ppe_fee as the PPE fee', () => {
    for (const type of cartTotalTypes) expect(TOTAL_LABELS[type]).toMatch(/\S/);
    expect(totalLabel('ppe_fee')).toBe('PPE fee');
    expect(totalLabel('ppe_fee', { estimated: true })).toBe('PPE fee');
  });

  it('calls the tax an estimate before the order is placed, and names the coupon on the discount', () => {
    expect(totalLabel('tax', { estimated: true })).toBe('Estimated tax');
    expect(totalLabel('tax')).toBe('Tax');
    expect(totalLabel('discount', { couponLabel: 'WELCOME10' })).toBe('Discount (WELCOME10)');
    expect(totalLabel('discount')).toBe('Discount');
  });

  it("says '1 item' for one and 'N items' otherwise", () => {
    expect(countLabel(1, 'item')).toBe('1 item');
    expect(countLabel(0, 'item')).toBe('0 items');
    expect(countLabel(2, 'item')).toBe('2 items');
    expect(countLabel(1234, 'product')).toBe('1,234 products');
    expect(countLabel(1, 'box', 'boxes')).toBe('1 box');
    expect(countLabel(3, 'box', 'boxes')).toBe('3 boxes');
  });
});
