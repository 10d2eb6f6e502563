import { describe, expect, it } from 'vitest';
import {
  couponCodeKey,
  couponDiscountCents,
  couponDiscountText,
  couponExpiresAt,
  couponLabel,
  isCouponExpired,
} from './coupon.ts';

const percent = (value: number, cap: number | null = null) =>
  ({ discount_type: 'by_percent', discount_value: value, maximum_discount_amount: cap }) as const;
const fixed = (cents: number, cap: number | null = null) =>
  ({ discount_type: 'by_fixed', discount_value: cents, maximum_discount_amount: cap }) as const;

describe('couponDiscountCents', () => {
  it('applies a by_percent discount once, rounded half-up to the cent', () => {
    expect(couponDiscountCents(percent(20), 10000)).toBe(2000);
    expect(couponDiscountCents(percent(15), 1005)).toBe(151); // 150.75
    expect(couponDiscountCents(percent(10), 1005)).toBe(101); // 100.5 → 101
  });

  it("'a discount with a maximum applies the cap' after the percent", () => {
    expect(couponDiscountCents(percent(20, 2500), 20000)).toBe(2500);
    expect(couponDiscountCents(percent(20, 2500), 10000)).toBe(2000);
  });

  it('takes a by_fixed discount in cents', () => {
    expect(couponDiscountCents(fixed(500), 3000)).toBe(500);
    expect(couponDiscountCents(fixed(500, 300), 3000)).toBe(300);
  });

  it('never takes more than the subtotal', () => {
    expect(couponDiscountCents(fixed(500), 300)).toBe(300);
    expect(couponDiscountCents(percent(150), 300)).toBe(300);
    expect(couponDiscountCents(fixed(500), 0)).toBe(0);
  });

  it("clamps a percent between 0 and 100 ('Percent savings clamp between 0 and 100')", () => {
    expect(couponDiscountCents(percent(-10), 1000)).toBe(0);
    expect(couponDiscountCents(fixed(-500), 1000)).toBe(0);
  });
});

describe('isCouponExpired', () => {
  const coupon = { expiration_date: '2025-03-10' };

  it("keeps a coupon through 'the end of that day, 23:59' in Pacific time", () => {
    // 23:59:30 PDT on March 10 is 06:59:30 UTC on March 11.
    expect(isCouponExpired(coupon, new Date('2025-03-11T06:59:30Z'))).toBe(false);
    expect(isCouponExpired(coupon, new Date('2025-03-10T12:00:00Z'))).toBe(false);
  });

  it("drops a coupon 'past expiration_date'", () => {
    expect(isCouponExpired(coupon, new Date('2025-03-11T07:00:00Z'))).toBe(true);
    expect(isCouponExpired(coupon, new Date('2026-01-01T00:00:00Z'))).toBe(true);
  });

  it('follows standard time in winter (UTC−8)', () => {
    const winter = { expiration_date: '2025-01-15' };
    expect(isCouponExpired(winter, new Date('2025-01-16T07:59:59Z'))).toBe(false);
    expect(isCouponExpired(winter, new Date('2025-01-16T08:00:00Z'))).toBe(true);
  });

  it('never expires without a date; an unreadable date is over', () => {
    expect(isCouponExpired({ expiration_date: null }, new Date('2099-01-01T00:00:00Z'))).toBe(false);
    expect(isCouponExpired({ expiration_date: 'soon' }, new Date('2025-01-01T00:00:00Z'))).toBe(true);
  });

  it('ends at 23:59:59.999 of the date', () => {
    expect(couponExpiresAt('2025-03-10')?.toISOString()).toBe('2025-03-11T06:59:59.999Z');
    expect(couponExpiresAt(null)).toBeNull();
  });
});

describe('coupon wording', () => {
  it("labels a coupon as the spec's coupon badge 'Extra {discount} applied'", () => {
    expect(couponLabel(percent(20))).toBe('Extra 20% off applied');
    expect(couponLabel(fixed(500))).toBe('Extra $5.00 off applied');
  });

  it('says the discount as shoppers read it', () => {
    expect(couponDiscountText(percent(12.5))).toBe('12.5% off');
    expect(couponDiscountText(fixed(1050))).toBe('$10.50 off');
  });

  it('compares codes trimmed and ignoring case', () => {
    expect(couponCodeKey(' EXIT20 ')).toBe('exit20');
  });
});
