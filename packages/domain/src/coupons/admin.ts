import { z } from 'zod';
import { isValidDate } from '../account/date.ts';
import { couponDiscountText, type DiscountType } from './coupon.ts';

/**
 * The console's Promotions area (issue 25): the wire shapes of /api/admin/promotions (coupons, free gifts and
 * samples, the exit-intent offers) and the rules an edit must keep. Money is dollars on the wire (two decimals),
 * cents in the database; dates are 'YYYY-MM-DD' in the store's time zone, a start good from 00:00 and an end
 * through 23:59. The same rules answer the forms' messages and the server's 400.
 */

export const COUPON_DISCOUNT_TYPES = ['by_percent', 'by_fixed'] as const satisfies readonly DiscountType[];
export const EXIT_OFFER_KINDS = ['first_order', 'cart'] as const;
export type ExitOfferKind = (typeof EXIT_OFFER_KINDS)[number];

/** A date field: 'YYYY-MM-DD' that exists on the calendar, or null for none. */
const day = (what: string) =>
  z.string().trim().refine(isValidDate, `${what} is a date like 2026-12-31.`).nullable();

/** A text field that may be left empty (null). */
const optionalText = (max: number, what: string) =>
  z.string().trim().max(max, `${what} is at most ${max} characters.`).nullable();

const limit = (what: string) =>
  z
    .number()
    .int(`${what} is a whole number.`)
    .min(1, `${what} is at least 1, or empty for no limit.`)
    .max(10_000_000)
    .nullable();

/** The fields the coupon form sets, as the form, POST and PATCH send them. */
export const couponEditSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'A coupon needs a code.')
    .max(40, 'A code is at most 40 characters.')
    .regex(/^[A-Za-z0-9_-]+$/, 'A code is letters, digits, dashes and underscores, without spaces.'),
  coupon_name: optionalText(120, 'The name'),
  label: optionalText(120, 'The label'),
  discount_type: z.enum(COUPON_DISCOUNT_TYPES, 'Choose percent or dollars off.'),
  /** Percent off (a whole number) for by_percent; dollars off for by_fixed. */
  amount: z.number('Enter the discount as a number.').positive('The discount must be above zero.'),
  /** Dollars; null for no cap. */
  maximum_discount: z
    .number()
    .positive('The cap must be above zero, or empty for none.')
    .max(100_000)
    .nullable(),
  /** Dollars the subtotal must reach; 0 for none. */
  minimum_order: z.number().min(0, 'The minimum order cannot be below zero.').max(100_000),
  starts_on: day('The start'),
  ends_on: day('The end'),
  total_uses: limit('The total use limit'),
  uses_per_customer: limit('The limit per shopper'),
  first_order_only: z.boolean(),
  active: z.boolean(),
  fine_print: optionalText(500, 'The fine print'),
  offer_bar_text: optionalText(120, 'The offer bar text'),
});
export type CouponEdit = z.infer<typeof couponEditSchema>;
export type CouponEditField = keyof CouponEdit;

/** Rules between fields, each message naming its field. */
export function couponEditErrors(edit: CouponEdit): Partial<Record<CouponEditField, string>> {
  const errors: Partial<Record<CouponEditField, string>> = {};
  if (edit.discount_type === 'by_percent') {
    if (!Number.isInteger(edit.amount) || edit.amount > 100)
      errors.amount = 'A percent off is a whole number from 1 to 100.';
  } else if (edit.amount > 100_000 || Math.round(edit.amount * 100) !== edit.amount * 100) {
    errors.amount = 'Dollars off is an amount like 5.00, at most 100000.';
  }
  if (edit.starts_on && edit.ends_on && edit.ends_on < edit.starts_on)
    errors.ends_on = 'The end cannot be before the start.';
  if (edit.total_uses !== null && edit.uses_per_customer !== null && edit.uses_per_customer > edit.total_uses)
    errors.uses_per_customer = 'The limit per shopper cannot be above the total use limit.';
  return errors;
}

/** A coupon as the console lists and edits it; `uses` counts the orders that redeemed it. */
export const adminCouponSchema = couponEditSchema.extend({
  id: z.number().int(),
  /** What shoppers read: '20% off', '$5.00 off'. */
  discount: z.string(),
  uses: z.number().int(),
  created_at: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminCouponListSchema = z.object({ coupons: z.array(adminCouponSchema) });
export type AdminCouponList = z.infer<typeof adminCouponListSchema>;

// --- Free gifts and samples -------------------------------------------------------------------------------------

export const GIFT_OFFER_KINDS = ['gift', 'sample'] as const;
export type GiftOfferKind = (typeof GIFT_OFFER_KINDS)[number];

/** The fields the gift form sets. */
export const giftOfferEditSchema = z.object({
  product_id: z.number('Choose the product given.').int().positive('Choose the product given.'),
  /** Dollars of GWP-eligible subtotal that earn it; 0 gives it with any order. */
  threshold: z
    .number('Enter the threshold as a number.')
    .min(0, 'The threshold cannot be below zero.')
    .max(100_000),
  starts_on: day('The start'),
  ends_on: day('The end'),
  active: z.boolean(),
});
export type GiftOfferEdit = z.infer<typeof giftOfferEditSchema>;
export type GiftOfferEditField = keyof GiftOfferEdit;

export function giftOfferEditErrors(edit: GiftOfferEdit): Partial<Record<GiftOfferEditField, string>> {
  const errors: Partial<Record<GiftOfferEditField, string>> = {};
  if (Math.round(edit.threshold * 100) !== edit.threshold * 100)
    errors.threshold = 'The threshold is an amount like 49.00.';
  if (edit.starts_on && edit.ends_on && edit.ends_on < edit.starts_on)
    errors.ends_on = 'The end cannot be before the start.';
  return errors;
}

/** A product that may be given: marked a free gift (GWP) or a free sample (SAMPLE) in the catalog. */
export const giftProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  sku: z.string(),
  kind: z.enum(GIFT_OFFER_KINDS),
});
export type GiftProduct = z.infer<typeof giftProductSchema>;

export const adminGiftOfferSchema = giftOfferEditSchema.extend({
  id: z.number().int(),
  kind: z.enum(GIFT_OFFER_KINDS),
  product_title: z.string(),
  product_sku: z.string(),
});
export type AdminGiftOffer = z.infer<typeof adminGiftOfferSchema>;

export const adminGiftOfferListSchema = z.object({
  offers: z.array(adminGiftOfferSchema),
  /** The products the form may choose from. */
  products: z.array(giftProductSchema),
});
export type AdminGiftOfferList = z.infer<typeof adminGiftOfferListSchema>;

// --- Exit-intent offers -----------------------------------------------------------------------------------------

/** The exit offer form: which coupon it gives, its words ({code} and {discount} are filled in), on or off. */
export const exitOfferEditSchema = z.object({
  coupon_id: z.number('Choose the coupon it gives.').int().positive('Choose the coupon it gives.'),
  headline: z
    .string()
    .trim()
    .min(1, 'The offer needs a headline.')
    .max(120, 'The headline is at most 120 characters.'),
  message: z
    .string()
    .trim()
    .min(1, 'The offer needs a message.')
    .max(500, 'The message is at most 500 characters.'),
  active: z.boolean(),
});
export type ExitOfferEdit = z.infer<typeof exitOfferEditSchema>;
export type ExitOfferEditField = keyof ExitOfferEdit;

export const adminExitOfferSchema = exitOfferEditSchema.extend({
  kind: z.enum(EXIT_OFFER_KINDS),
  coupon_code: z.string(),
  updated_at: z.string(),
});
export type AdminExitOffer = z.infer<typeof adminExitOfferSchema>;
export const adminExitOfferListSchema = z.object({ offers: z.array(adminExitOfferSchema) });
export type AdminExitOfferList = z.infer<typeof adminExitOfferListSchema>;

/** How the console names each exit offer. */
export const EXIT_OFFER_LABELS: Record<ExitOfferKind, string> = {
  first_order: 'First-order offer',
  cart: 'Cart offer',
};

/** The storefront's exit offer (GET /api/v1/exit-offers): the words filled in, the code it applies. */
export const exitOfferWireSchema = z.object({
  kind: z.enum(EXIT_OFFER_KINDS),
  coupon_code: z.string(),
  headline: z.string(),
  message: z.string(),
  /** '20% off', '$5.00 off'. */
  discount: z.string(),
  fine_print: z.string().nullable(),
});
export type ExitOfferWire = z.infer<typeof exitOfferWireSchema>;
export const exitOffersAnswerSchema = z.object({
  success: z.literal(true),
  offers: z.array(exitOfferWireSchema),
});

/** Fills {code} (as shoppers type it, in capitals) and {discount} ('20% off') into an exit offer's words. */
export function fillExitWording(
  text: string,
  coupon: { code: string; discount_type: DiscountType; discount_value: number },
): string {
  return text
    .replaceAll('{code}', coupon.code.toUpperCase())
    .replaceAll('{discount}', couponDiscountText(coupon));
}

// --- The area's refusals ----------------------------------------------------------------------------------------

export const promoAdminMessages = {
  duplicateCode: (code: string) => `A coupon with the code "${code}" already exists (codes ignore case).`,
  couponNotFound: 'This coupon does not exist.',
  giftNotFound: 'This gift or sample offer does not exist.',
  exitOfferNotFound: 'This exit offer does not exist.',
  notAGiftProduct:
    'Choose a product marked as a free gift or a free sample in the catalog (type GWP or SAMPLE).',
  unknownCoupon: 'Choose a coupon that exists.',
} as const;
