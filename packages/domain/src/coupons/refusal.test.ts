import { describe, expect, it } from 'vitest';
import type { Coupon } from './coupon.ts';
import { type CouponContext, couponMessages, couponNotFound, couponRefusal } from './refusal.ts';

const exit20: Coupon = {
  code: 'exit20',
  label: '20% off your first order',
  discount_type: 'by_percent',
  discount_value: 20,
  maximum_discount_amount: 2000,
  min_subtotal_cents: 0,
  first_order_only: false,
  expiration_date: null,
  uses_per_customer: null,
  total_uses: null,
};

const ctx: CouponContext = {
  now: new Date('2025-03-10T18:00:00Z'),
  subtotalCents: 5000,
  isFirstOrder: true,
  customerUses: 0,
  totalUses: 0,
};

describe('couponRefusal', () => {
  it('accepts a coupon that meets every rule', () => {
    expect(couponRefusal(exit20, ctx)).toBeNull();
  });

  it("refuses 'a coupon past its date'", () => {
    const refusal = couponRefusal({ ...exit20, expiration_date: '2025-03-09' }, ctx);
    expect(refusal).toEqual({ code: 'coupon_expired', message: 'This coupon has expired.' });
  });

  it('accepts a coupon on its last day', () => {
    expect(couponRefusal({ ...exit20, expiration_date: '2025-03-10' }, ctx)).toBeNull();
  });

  it('refuses a coupon before 00:00 (store time) of its start date, and applies it from then', () => {
    // ctx.now is 11:00 on 2025-03-10 in Los Angeles.
    expect(couponRefusal({ ...exit20, starts_on: '2025-03-11' }, ctx)).toEqual({
      code: 'coupon_not_started',
      message: "This coupon can't be used yet.",
    });
    expect(couponRefusal({ ...exit20, starts_on: '2025-03-10' }, ctx)).toBeNull();
    const midnight = { ...ctx, now: new Date('2025-03-11T07:00:00Z') };
    expect(couponRefusal({ ...exit20, starts_on: '2025-03-11' }, midnight)).toBeNull();
    const justBefore = { ...ctx, now: new Date('2025-03-11T06:59:59Z') };
    expect(couponRefusal({ ...exit20, starts_on: '2025-03-11' }, justBefore)?.code).toBe(
      'coupon_not_started',
    );
  });

  it('refuses below the minimum subtotal, naming it', () => {
    const refusal = couponRefusal({ ...exit20, min_subtotal_cents: 7500 }, ctx);
    expect(refusal).toEqual({
      code: 'coupon_min_subtotal',
      message: 'Your subtotal must be at least $75.00 to use this coupon.',
    });
    expect(couponRefusal({ ...exit20, min_subtotal_cents: 5000 }, ctx)).toBeNull();
  });

  it("refuses 'first-order-only used twice'", () => {
    const firstOnly = { ...exit20, first_order_only: true };
    expect(couponRefusal(firstOnly, ctx)).toBeNull();
    expect(couponRefusal(firstOnly, { ...ctx, isFirstOrder: false })).toEqual({
      code: 'coupon_first_order_only',
      message: 'This coupon is only valid on your first order.',
    });
  });

  it('refuses once the shopper has used it as often as allowed', () => {
    const once = { ...exit20, uses_per_customer: 1 };
    expect(couponRefusal(once, ctx)).toBeNull();
    expect(couponRefusal(once, { ...ctx, customerUses: 1 })).toEqual({
      code: 'coupon_limit_reached',
      message: "You've already used this coupon.",
    });
    expect(couponRefusal({ ...exit20, uses_per_customer: 3 }, { ...ctx, customerUses: 3 })?.message).toBe(
      "You've already used this coupon 3 times, the most it allows.",
    );
    expect(couponRefusal({ ...exit20, uses_per_customer: 3 }, { ...ctx, customerUses: 2 })).toBeNull();
  });

  it('refuses once every use of the coupon is taken', () => {
    const limited = { ...exit20, total_uses: 100 };
    expect(couponRefusal(limited, { ...ctx, totalUses: 99 })).toBeNull();
    expect(couponRefusal(limited, { ...ctx, totalUses: 100 })).toEqual({
      code: 'coupon_used_up',
      message: 'This coupon is no longer available.',
    });
  });

  it('treats a limit of 0 or null as no limit', () => {
    const open = { ...exit20, total_uses: 0, uses_per_customer: null };
    expect(couponRefusal(open, { ...ctx, totalUses: 5000, customerUses: 40 })).toBeNull();
  });

  it('gives the first reason: expired before limits before first order before minimum', () => {
    const everything: Coupon = {
      ...exit20,
      expiration_date: '2025-01-01',
      total_uses: 1,
      uses_per_customer: 1,
      first_order_only: true,
      min_subtotal_cents: 999999,
    };
    const worst = { ...ctx, totalUses: 1, customerUses: 1, isFirstOrder: false };
    expect(couponRefusal(everything, worst)?.code).toBe('coupon_expired');
    expect(couponRefusal({ ...everything, expiration_date: null }, worst)?.code).toBe('coupon_used_up');
    expect(couponRefusal({ ...everything, expiration_date: null, total_uses: null }, worst)?.code).toBe(
      'coupon_limit_reached',
    );
  });
});

describe('couponNotFound', () => {
  it('names the code as typed, trimmed', () => {
    expect(couponNotFound(' nope ')).toEqual({
      code: 'coupon_not_found',
      message: 'The coupon code "nope" is not valid.',
    });
    expect(couponMessages.notFound('x')).toBe('The coupon code "x" is not valid.');
  });
});
