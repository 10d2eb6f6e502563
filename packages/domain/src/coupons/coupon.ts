import { TZDate } from '@date-fns/tz';
import { couponBadge } from '../catalog/badges.ts';
import { STORE_TIME_ZONE } from '../wording/time-zone.ts';
import { couponKind } from './kinds.ts';

/**
 * A coupon or promo code (spec storefront §3 Promo or coupon; issue 4: percent and fixed, caps, first-order-only,
 * minimum subtotal, expiry at 23:59 of expiration_date, per-customer and total use limits, labels and fine print).
 * Amounts are integer cents.
 */

export type DiscountType = 'by_percent' | 'by_fixed';

export type Coupon = {
  code: string;
  /** The coupon's own label, e.g. '20% off your first order'. */
  label: string | null;
  coupon_name?: string | null;
  discount_type: DiscountType;
  /** Percent for by_percent; cents for by_fixed. */
  discount_value: number;
  /** Cents; null for no cap. */
  maximum_discount_amount: number | null;
  min_subtotal_cents: number;
  first_order_only: boolean;
  /** 'YYYY-MM-DD', good from the start of that day in the store's time zone; null or absent: at once. */
  starts_on?: string | null;
  /** 'YYYY-MM-DD', good through the end of that day in the store's time zone; null never expires. */
  expiration_date: string | null;
  /** null for no limit. */
  uses_per_customer: number | null;
  total_uses: number | null;
  customized_fine_print?: string | null;
  below_button_text?: string | null;
  offer_bar_text?: string | null;
};

/** Codes are typed by hand: compared trimmed and case-insensitively ('EXIT20 ' is exit20). */
export function couponCodeKey(code: string): string {
  return code.trim().toLowerCase();
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The last moment a coupon is good: 23:59:59.999 of `expiration_date` in the store's time zone (spec §5 'end of
 * that day, 23:59'). null when it never expires; an unreadable date counts as already over.
 */
export function couponExpiresAt(
  expirationDate: string | null,
  timeZone: string = STORE_TIME_ZONE,
): Date | null {
  if (expirationDate == null) return null;
  const match = ISO_DAY.exec(expirationDate.trim());
  if (!match) return new Date(0);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return new Date(new TZDate(y, m - 1, d, 23, 59, 59, 999, timeZone).getTime());
}

/**
 * The first moment a promotion dated `startsOn` is good: 00:00 of that day in the store's time zone. null when it
 * has no start; an unreadable date counts as never starting.
 */
export function promoStartsAt(
  startsOn: string | null | undefined,
  timeZone: string = STORE_TIME_ZONE,
): Date | null {
  if (startsOn == null) return null;
  const match = ISO_DAY.exec(startsOn.trim());
  if (!match) return new Date(8_640_000_000_000_000);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, 0, timeZone).getTime());
}

/** A coupon (or gift offer) whose start date is still ahead: staff set it up, the store does not offer it yet. */
export function isPromoNotStarted(
  startsOn: string | null | undefined,
  now: Date,
  timeZone: string = STORE_TIME_ZONE,
): boolean {
  const start = promoStartsAt(startsOn, timeZone);
  return start !== null && now.getTime() < start.getTime();
}

/** Spec §5: 'Coupons past expiration_date (end of that day, 23:59) are dropped.' */
export function isCouponExpired(
  coupon: Pick<Coupon, 'expiration_date'>,
  now: Date,
  timeZone: string = STORE_TIME_ZONE,
): boolean {
  const end = couponExpiresAt(coupon.expiration_date, timeZone);
  return end !== null && now.getTime() > end.getTime();
}

/**
 * What a coupon takes off an eligible subtotal: a percent is applied once, rounded half-up to the cent, then
 * capped by maximum_discount_amount; never more than the subtotal.
 */
export function couponDiscountCents(
  coupon: Pick<Coupon, 'discount_type' | 'discount_value' | 'maximum_discount_amount'>,
  eligibleSubtotalCents: number,
): number {
  if (eligibleSubtotalCents <= 0) return 0;
  return couponKind(coupon.discount_type).apply(coupon, eligibleSubtotalCents);
}

/** '20% off', '$5.00 off'. */
export function couponDiscountText(coupon: Pick<Coupon, 'discount_type' | 'discount_value'>): string {
  return `${couponKind(coupon.discount_type).amountText(coupon.discount_value)} off`;
}

/** Spec §9 coupon badge 'Extra {discount} applied': 'Extra 20% off applied'. */
export function couponLabel(coupon: Pick<Coupon, 'discount_type' | 'discount_value'>): string {
  return couponBadge(couponDiscountText(coupon));
}
