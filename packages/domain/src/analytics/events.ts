import { z } from 'zod';

/**
 * The store's analytics events (account-and-shell §3 'Analytics events'), named as the Segment e-commerce spec
 * names them. Each kind has one zod schema over its properties; `parseEventProperties` lowercases every text value
 * and drops fields the kind does not know ('Stored values are lowercased and unknown fields removed before
 * sending'). Money is in dollars, as the events carry it; identity is never a property (the visitor id and the
 * account id travel beside the event, see collect.ts).
 */

const text = z.string().trim().max(200);
const id = z.union([z.string().trim().min(1).max(64), z.number().int().nonnegative()]);
const dollars = z.number().finite().min(0).max(1_000_000);
const count = z.number().int().min(0).max(100_000);

/** §3: 'type category (general, frozen meat, frozen meal, wine, fresh)'. */
export const TYPE_CATEGORIES = ['general', 'frozen meat', 'frozen meal', 'wine', 'fresh'] as const;
/** §3: 'sold as fresh (fresh or fresh-frozen)'. */
export const SOLD_AS_FRESH = ['fresh', 'fresh-frozen'] as const;
/** §3: 'order type (main cart, cron, next shipment ship now)'. */
export const ANALYTICS_ORDER_TYPES = ['main cart', 'cron', 'next shipment ship now'] as const;
/** §3: 'search result type (direct, autocomplete, recent, popular, scan, alternative)'. */
export const SEARCH_RESULT_TYPES = [
  'direct',
  'autocomplete',
  'recent',
  'popular',
  'scan',
  'alternative',
] as const;
export const ANALYTICS_BOX_TYPES = ['grocery', 'frozen', 'wine', 'fresh'] as const;

/** §3: 'product id, sku, price, msrp, quantity, brand, categories; type category; sold as fresh'. */
const productFields = {
  product_id: id,
  sku: text,
  name: text,
  price: dollars,
  msrp: dollars,
  quantity: count,
  brand: text,
  category: text,
  categories: z.array(text).max(20),
  type_category: z.enum(TYPE_CATEGORIES),
  sold_as_fresh: z.enum(SOLD_AS_FRESH),
  box_type: z.enum(ANALYTICS_BOX_TYPES),
  position: count,
  url: text,
  autoship: z.boolean(),
  cart_id: id,
};
const product = z.object(productFields).partial();

/** §3: 'cart totals by grocery, frozen, wine and fresh boxes; shipping per box type; Thrive Cash applied and
 * earned; volume incentive fields'. */
const cartFields = {
  cart_id: id,
  grocery_total: dollars,
  frozen_total: dollars,
  wine_total: dollars,
  fresh_total: dollars,
  grocery_shipping: dollars,
  frozen_shipping: dollars,
  wine_shipping: dollars,
  fresh_shipping: dollars,
  thrive_cash_applied: dollars,
  thrive_cash_earned: dollars,
  volume_incentive_tier: count,
  volume_incentive_quantity: count,
  volume_incentive_discount: dollars,
  products: z.array(product).max(200),
};

const orderFields = {
  ...cartFields,
  order_id: id,
  order_type: z.enum(ANALYTICS_ORDER_TYPES),
  total: dollars,
  revenue: dollars,
  subtotal: dollars,
  shipping: dollars,
  tax: dollars,
  discount: dollars,
  coupon: text,
  currency: z.literal('usd'),
};

const couponFields = {
  cart_id: id,
  order_id: id,
  coupon_id: id,
  coupon: text,
  discount: dollars,
  reason: text,
};
const giftCardFields = { cart_id: id, amount: dollars, reason: text };
const autoshipFields = {
  ...productFields,
  frequency: count,
  status: text,
  scheduled_at_date: text,
  autoship_id: id,
};
const membershipFields = {
  plan: z.enum(['monthly', 'annual', 'trial']),
  trial_type: text,
  price: dollars,
  reason: text,
};
const accountFields = {
  method: z.enum(['email', 'google', 'otp', 'link']),
  user_status: text,
  group_id: text,
};
const listFields = {
  list_id: id,
  category: text,
  filters: z.array(text).max(20),
  sorts: text,
  products: z.array(product).max(200),
};
const searchFields = {
  query: text,
  result_type: z.enum(SEARCH_RESULT_TYPES),
  results: count,
  page: count,
};
const checkoutStepFields = {
  checkout_id: id,
  step: count,
  step_name: text,
  payment_method: text,
  shipping_method: text,
};
const chatFields = { bot: text, duration_seconds: count, transferred: z.boolean(), route: text };
const quizFields = {
  quiz_key: text,
  question_id: id,
  question: text,
  answers: z.array(text).max(50),
  step: count,
  total_steps: count,
};
const pageFields = {
  path: text,
  page_type: text,
  sub_type: text,
  tab_type: text,
  referrer: text,
  title: text,
};
const errorFields = { message: text, code: text, key: text };
const experimentFields = { experiment_id: text, variation_id: text };
const reviewFields = { product_id: id, rating: z.number().int().min(1).max(5) };

/** Every event kind and its fields (§3: 'About 40 kinds'). Autoship names are those the web app already sends. */
export const EVENT_FIELDS = {
  'Page Viewed': pageFields,
  'Product Viewed': productFields,
  'Product Clicked': productFields,
  'Product Added': productFields,
  'Product Removed': productFields,
  'Product List Viewed': listFields,
  'Product List Filtered': listFields,
  'Search Performed': searchFields,
  'Cart Viewed': cartFields,
  'Checkout Started': orderFields,
  'Checkout Step Viewed': checkoutStepFields,
  'Checkout Step Completed': checkoutStepFields,
  'Payment Info Entered': checkoutStepFields,
  'Order Completed': orderFields,
  'Order Updated': orderFields,
  'Order Cancelled': orderFields,
  'Coupon Entered': couponFields,
  'Coupon Added': couponFields,
  'Coupon Denied': couponFields,
  'Coupon Removed': couponFields,
  'Gift Card Added': giftCardFields,
  'Gift Card Removed': giftCardFields,
  'Product Added to Wishlist': productFields,
  'Product Removed from Wishlist': productFields,
  'Product Reviewed': reviewFields,
  'Reminder Set': productFields,
  Registration: accountFields,
  Login: accountFields,
  Logout: accountFields,
  'Account Verified': accountFields,
  'Account Verification Failed': { ...accountFields, ...errorFields },
  'Trial Membership Started': membershipFields,
  'Membership Started': membershipFields,
  'Membership Cancelled': membershipFields,
  'Membership Reactivated': membershipFields,
  'Autoship Subscribed': autoshipFields,
  'Autoship Updated': autoshipFields,
  'Autoship Item Removed': autoshipFields,
  'Autoship Cancelled': autoshipFields,
  'Autoship Moved To Next Shipment': autoshipFields,
  'Autoship Moved To Cart': autoshipFields,
  'Live Chat Started': chatFields,
  'Live Chat Ended': chatFields,
  'Quiz Started': quizFields,
  'Quiz Question Answered': quizFields,
  'Quiz Completed': quizFields,
  'Thrive Cash Applied': cartFields,
  'Experiment Viewed': experimentFields,
  'Error Displayed': errorFields,
  /** An identify call: who the visitor is comes beside the event; only the account's status travels in it. */
  Identify: { user_status: text, group_id: text },
} as const;

export type AnalyticsEventName = keyof typeof EVENT_FIELDS;
export const ANALYTICS_EVENT_NAMES = Object.keys(EVENT_FIELDS) as AnalyticsEventName[];

/** Lowercases every text value, in nested objects and arrays too (keys stay as they are). */
export function lowercaseValues(value: unknown): unknown {
  if (typeof value === 'string') return value.toLowerCase();
  if (Array.isArray(value)) return value.map(lowercaseValues);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, lowercaseValues(v)]));
  }
  return value;
}

/** One schema per event kind: every field optional, unknown fields dropped, values lowercased first. */
export const EVENT_SCHEMAS = Object.fromEntries(
  Object.entries(EVENT_FIELDS).map(([name, fields]) => [
    name,
    z.preprocess(lowercaseValues, z.object(fields as z.ZodRawShape).partial()),
  ]),
) as unknown as {
  [K in AnalyticsEventName]: z.ZodType<Partial<z.infer<z.ZodObject<(typeof EVENT_FIELDS)[K]>>>>;
};

export type EventProperties<K extends AnalyticsEventName> = z.infer<(typeof EVENT_SCHEMAS)[K]>;

export function isAnalyticsEventName(name: string): name is AnalyticsEventName {
  return Object.hasOwn(EVENT_FIELDS, name);
}

/** The kind's properties, cleaned: an error (zod's) when a known field holds a wrong value. */
export function parseEventProperties<K extends AnalyticsEventName>(
  name: K,
  properties: unknown,
): z.ZodSafeParseResult<EventProperties<K>> {
  return EVENT_SCHEMAS[name].safeParse(properties ?? {}) as z.ZodSafeParseResult<EventProperties<K>>;
}
