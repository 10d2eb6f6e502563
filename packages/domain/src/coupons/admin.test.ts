import { describe, expect, it } from 'vitest';
import {
  type CouponEdit,
  couponEditErrors,
  couponEditSchema,
  fillExitWording,
  type GiftOfferEdit,
  giftOfferEditErrors,
  giftOfferEditSchema,
} from './admin.ts';

const coupon: CouponEdit = {
  code: 'SPRING10',
  coupon_name: 'Spring sale',
  label: null,
  discount_type: 'by_percent',
  amount: 10,
  maximum_discount: null,
  minimum_order: 0,
  starts_on: '2026-03-01',
  ends_on: '2026-03-31',
  total_uses: 100,
  uses_per_customer: 1,
  first_order_only: false,
  active: true,
  fine_print: null,
  offer_bar_text: null,
};

const messageOf = (value: unknown) => {
  const parsed = couponEditSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues.map((issue) => issue.message);
};

describe('couponEditSchema and couponEditErrors', () => {
  it('accepts a well-formed coupon, trimming its code', () => {
    const parsed = couponEditSchema.parse({ ...coupon, code: '  SPRING10 ' });
    expect(parsed.code).toBe('SPRING10');
    expect(couponEditErrors(parsed)).toEqual({});
  });

  it('refuses codes with spaces or nothing in them, and dates that are not on the calendar, in plain words', () => {
    expect(messageOf({ ...coupon, code: 'TWO WORDS' })).toEqual([
      'A code is letters, digits, dashes and underscores, without spaces.',
    ]);
    expect(messageOf({ ...coupon, code: ' ' })?.[0]).toBe('A coupon needs a code.');
    expect(messageOf({ ...coupon, ends_on: '2026-02-30' })).toEqual(['The end is a date like 2026-12-31.']);
    expect(messageOf({ ...coupon, amount: 0 })).toEqual(['The discount must be above zero.']);
    expect(messageOf({ ...coupon, total_uses: 0 })).toEqual([
      'The total use limit is at least 1, or empty for no limit.',
    ]);
  });

  it('keeps a percent whole and at most 100, dollars to the cent', () => {
    expect(couponEditErrors({ ...coupon, amount: 101 }).amount).toMatch(/1 to 100/);
    expect(couponEditErrors({ ...coupon, amount: 12.5 }).amount).toMatch(/whole number/);
    expect(couponEditErrors({ ...coupon, discount_type: 'by_fixed', amount: 5.25 })).toEqual({});
    expect(couponEditErrors({ ...coupon, discount_type: 'by_fixed', amount: 5.255 }).amount).toMatch(/5.00/);
  });

  it('refuses an end before the start and a per-shopper limit above the total', () => {
    expect(couponEditErrors({ ...coupon, starts_on: '2026-04-01' })).toEqual({
      ends_on: 'The end cannot be before the start.',
    });
    expect(couponEditErrors({ ...coupon, total_uses: 2, uses_per_customer: 3 })).toEqual({
      uses_per_customer: 'The limit per shopper cannot be above the total use limit.',
    });
    expect(couponEditErrors({ ...coupon, starts_on: '2026-03-31' })).toEqual({});
  });
});

describe('giftOfferEditSchema and giftOfferEditErrors', () => {
  const gift: GiftOfferEdit = { product_id: 4, threshold: 49, starts_on: null, ends_on: null, active: true };

  it('accepts a gift at a threshold in dollars, and refuses a negative one or half a cent', () => {
    expect(giftOfferEditErrors(giftOfferEditSchema.parse(gift))).toEqual({});
    expect(giftOfferEditSchema.safeParse({ ...gift, threshold: -1 }).success).toBe(false);
    expect(giftOfferEditErrors({ ...gift, threshold: 49.005 }).threshold).toMatch(/49.00/);
    expect(giftOfferEditErrors({ ...gift, starts_on: '2026-05-02', ends_on: '2026-05-01' }).ends_on).toBe(
      'The end cannot be before the start.',
    );
  });
});

describe('fillExitWording', () => {
  it('fills in the code in capitals and the discount as shoppers read it', () => {
    const exit20 = { code: 'exit20', discount_type: 'by_percent' as const, discount_value: 20 };
    expect(fillExitWording('Use code {code} for {discount} your first order.', exit20)).toBe(
      'Use code EXIT20 for 20% off your first order.',
    );
    const five = { code: 'five', discount_type: 'by_fixed' as const, discount_value: 500 };
    expect(fillExitWording('{discount}, {discount}', five)).toBe('$5.00 off, $5.00 off');
  });
});
