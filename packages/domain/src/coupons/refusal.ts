import { formatDollars } from '../money/money.ts';
import { STORE_TIME_ZONE } from '../wording/time-zone.ts';
import { type Coupon, isCouponExpired, isPromoNotStarted } from './coupon.ts';

/**
 * Why a coupon can't be used now (issue 4). Refusals are values with a stable code and the shopper's message;
 * the spec words none of them, so the words are ours (docs/decisions/cart.md). The client shows the server's errors
 * text, or 'Oops something went wrong' (spec §8).
 */

export const couponMessages = {
  notFound: (code: string) => `The coupon code "${code.trim()}" is not valid.`,
  expired: 'This coupon has expired.',
  notStarted: "This coupon can't be used yet.",
  usedUp: 'This coupon is no longer available.',
  customerLimit: (limit: number) =>
    limit <= 1
      ? "You've already used this coupon."
      : `You've already used this coupon ${limit} times, the most it allows.`,
  firstOrderOnly: 'This coupon is only valid on your first order.',
  minSubtotal: (minCents: number) =>
    `Your subtotal must be at least ${formatDollars(minCents)} to use this coupon.`,
} as const;

export type CouponRefusalCode =
  | 'coupon_not_found'
  | 'coupon_expired'
  | 'coupon_not_started'
  | 'coupon_used_up'
  | 'coupon_limit_reached'
  | 'coupon_first_order_only'
  | 'coupon_min_subtotal';

export type CouponRefusal = { code: CouponRefusalCode; message: string };

export type CouponContext = {
  now: Date;
  /** The cart's subtotal in cents, compared with min_subtotal_cents. */
  subtotalCents: number;
  /** The shopper has no order yet (a visitor or a new account). */
  isFirstOrder: boolean;
  /** Orders of this shopper that used the coupon. */
  customerUses: number;
  /** Orders of every shopper that used it. */
  totalUses: number;
  timeZone?: string;
};

function reached(uses: number, limit: number | null): limit is number {
  return limit != null && limit > 0 && uses >= limit;
}

/**
 * The first reason the coupon is refused, or null when it applies. Checked in this order: expired, not started
 * (a start date set in the console), total uses, this shopper's uses, first order only, minimum subtotal (the one a
 * shopper can still fix comes last).
 */
export function couponRefusal(coupon: Coupon, ctx: CouponContext): CouponRefusal | null {
  const timeZone = ctx.timeZone ?? STORE_TIME_ZONE;
  if (isCouponExpired(coupon, ctx.now, timeZone)) {
    return { code: 'coupon_expired', message: couponMessages.expired };
  }
  if (isPromoNotStarted(coupon.starts_on, ctx.now, timeZone)) {
    return { code: 'coupon_not_started', message: couponMessages.notStarted };
  }
  if (reached(ctx.totalUses, coupon.total_uses)) {
    return { code: 'coupon_used_up', message: couponMessages.usedUp };
  }
  if (reached(ctx.customerUses, coupon.uses_per_customer)) {
    return { code: 'coupon_limit_reached', message: couponMessages.customerLimit(coupon.uses_per_customer) };
  }
  if (coupon.first_order_only && !ctx.isFirstOrder) {
    return { code: 'coupon_first_order_only', message: couponMessages.firstOrderOnly };
  }
  if (ctx.subtotalCents < coupon.min_subtotal_cents) {
    return { code: 'coupon_min_subtotal', message: couponMessages.minSubtotal(coupon.min_subtotal_cents) };
  }
  return null;
}

/** For a code that matches no coupon. */
export function couponNotFound(code: string): CouponRefusal {
  return { code: 'coupon_not_found', message: couponMessages.notFound(code) };
}
