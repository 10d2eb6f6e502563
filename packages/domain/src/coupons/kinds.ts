import { capDiscount, clampPercent } from '../catalog/price-reductions.ts';
import { formatDollars, percentOf } from '../money/money.ts';

/**
 * Coupon kinds as data (style: 'one file per kind with check and apply'; two kinds are small enough for one
 * file). `apply` takes an eligible subtotal above 0 and returns the discount in cents.
 */

type KindCoupon = { discount_value: number; maximum_discount_amount: number | null };

export type CouponKind = {
  apply(coupon: KindCoupon, eligibleSubtotalCents: number): number;
  /** The amount as shoppers read it: '20%', '$5.00'. */
  amountText(discountValue: number): string;
};

function limit(discount: number, coupon: KindCoupon, subtotal: number): number {
  return Math.min(subtotal, Math.max(0, capDiscount(discount, coupon.maximum_discount_amount)));
}

/** `by_percent`: discount_value is a percent of the eligible subtotal, clamped 0–100 (spec §5). */
export const byPercent: CouponKind = {
  apply: (coupon, subtotal) =>
    limit(percentOf(subtotal, clampPercent(coupon.discount_value)), coupon, subtotal),
  amountText: (value) => `${clampPercent(value)}%`,
};

/** `by_fixed`: discount_value is cents off. */
export const byFixed: CouponKind = {
  apply: (coupon, subtotal) => limit(Math.round(coupon.discount_value), coupon, subtotal),
  amountText: (value) => formatDollars(value),
};

export function couponKind(type: 'by_percent' | 'by_fixed'): CouponKind {
  return type === 'by_percent' ? byPercent : byFixed;
}
