import { z } from 'zod';
import { autoshipItemSchema } from '../autoship/item-wire.ts';
import { cartGiftSchema, giftTypeSchema } from '../giftcards/api.ts';
import { GIFT_CODE_STATUSES } from '../giftcards/code-status.ts';
import { ORDER_STATUSES, ORDER_TYPES } from '../orders/status.ts';
import { conversionDriverSchema } from '../volume/api.ts';
import { badgeSchema, restrictionTagSchema } from './catalog.ts';

/**
 * The cart, promo and order wire contract (spec storefront §3 Cart, Box, Cart line item, Promo, Order, Shipment;
 * §7 cart, promo and order calls). Field names are the spec's; money is dollars with 2 decimals (inside Pantry
 * it is integer cents); dates are 'YYYY-MM-DD' or ISO strings.
 */

const money = z.number();
const flag = z.union([z.literal(0), z.literal(1)]);

/** grocery, frozen, fresh, wine (legacy_ types are sent normalised). */
export const boxTypeSchema = z.enum(['grocery', 'frozen', 'fresh', 'wine']);

/** Spec §3 total types. */
export const cartTotalTypes = [
  'shipping',
  'thrive_shipping_wine',
  'thrive_shipping_frozen',
  'thrive_shipping_fresh',
  'awraf',
  'thrive_cash_earn',
  'thrive_sales_donation',
  'aw_giftcard',
  'discount',
  'tax',
  'ppe_fee',
  'volume_discount',
  'refund_gc',
  'refund_cc',
  'thrive_cash',
] as const;

/** Reductions (discount, awraf) are negative: grand_total = subtotal + the sum of the values. */
export const cartTotalSchema = z.object({ type: z.enum(cartTotalTypes), value: money });

export const cartLineItemSchema = z.object({
  /** The product's id (spec: id). */
  id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  line_item_id: z.number().int(),
  line_item_qty: z.number().int(),
  min_order_qty: z.number().int(),
  max_order_qty: z.number().int(),
  product_type: z.string(),
  /** One unit's price today (the sale price); 0 for free gifts and samples. */
  price: money,
  msrp: money,
  row_total: money,
  title: z.string(),
  image: z.string(),
  url_key: z.string(),
  manufacturer: z.string(),
  sold_as_fresh: z.enum(['fresh', 'fresh-frozen']).nullable(),
  /** The box the line ships in (normalised: no legacy_ prefix). */
  box_type: boxTypeSchema,
  save_for_later: z.boolean(),
  is_cart_prefilled_item: z.boolean(),
  gwp_id: z.number().int().nullable(),
  tc_product_type: z.enum(['GWP', 'SAMPLE']).nullable(),
  /** 'FREE ($12.99 value)' on free gift and sample lines (spec §9). */
  free_label: z.string().nullable(),
  ebt_eligibility: flag,
  in_stock: z.boolean(),
  is_alcohol: z.boolean(),
  restriction_tag: restrictionTagSchema.nullable(),
  bundle_options: z
    .array(z.object({ option_id: z.number().int(), product_id: z.number().int(), title: z.string() }))
    .nullable(),
  /** On a line whose product has volume tiers: the tier reached and the next ones ('buy 2 more to earn …'). */
  conversion_drivers: z.array(conversionDriverSchema).optional(),
});
export type CartLineItem = z.infer<typeof cartLineItemSchema>;

export const cartBoxSchema = z.object({
  box_type: boxTypeSchema,
  items: z.array(cartLineItemSchema),
  number_of_items: z.number().int(),
  subtotal: money,
  gwp_eligible_subtotal: money,
  /** Dollars still to add for free shipping; 0 once reached. */
  free_ship_amt_needed: money,
  /** The box's free-shipping threshold. */
  min_amt: money,
  cart_message: z.string(),
  fresh_message: z.string().nullable(),
  /** The next shipment cut-off (ISO), when known. */
  cutoff: z.string().nullable(),
  /** The next autoship shipment's items in this box (spec §3 Box scheduled_items); [] without autoship. */
  scheduled_items: z.array(autoshipItemSchema),
  /** The line_item_ids of `items`: the box's one-time lines, beside the scheduled ones (spec §3 one_time_items). */
  one_time_items: z.array(z.number().int()),
});
export type CartBoxWire = z.infer<typeof cartBoxSchema>;

export const cartCouponSchema = z.object({
  coupon_code: z.string(),
  coupon_name: z.string().nullable(),
  label: z.string(),
  discount_type: z.enum(['by_percent', 'by_fixed']),
  /** Percent for by_percent, dollars for by_fixed. */
  discount_value: z.number(),
  /** What it takes off this cart. */
  discount_amount: money,
});

export const cartSavingsSchema = z.object({
  coupon: money,
  gwp: money,
  products: money,
  thrive_cash: money,
  tpr: money,
});

/**
 * What the analytics events need of a cart (storefront §3 Cart `meta_event_data`; account-and-shell §3 Analytics
 * events): its products with id, sku, name, brand, category, price (dollars), quantity and box, the box totals and
 * shipping, Thrive Cash applied and earned, the volume discount, the cart's value and coupon. Its fields are the
 * events' own (analytics/events.ts), so the browser passes it to 'Checkout Started' or 'Order Completed' as it is.
 */
export const metaEventProductSchema = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  type_category: z.string().optional(),
  sold_as_fresh: z.enum(['fresh', 'fresh-frozen']).optional(),
  price: money,
  msrp: money,
  quantity: z.number().int(),
  box_type: boxTypeSchema,
});

export const metaEventDataSchema = z.object({
  cart_id: z.number().int(),
  currency: z.literal('usd'),
  /** The cart's value: what the shopper would pay (grand_total). */
  total: money,
  subtotal: money,
  /** The products' subtotal less the coupon discount. */
  revenue: money,
  shipping: money,
  tax: money,
  discount: money,
  /** The applied coupon codes, comma-separated; absent without a coupon. */
  coupon: z.string().optional(),
  grocery_total: money,
  frozen_total: money,
  wine_total: money,
  fresh_total: money,
  grocery_shipping: money,
  frozen_shipping: money,
  wine_shipping: money,
  fresh_shipping: money,
  thrive_cash_applied: money,
  thrive_cash_earned: money,
  volume_incentive_discount: money,
  products: z.array(metaEventProductSchema),
});
export type MetaEventData = z.infer<typeof metaEventDataSchema>;

export const cartSchema = z.object({
  cart_id: z.number().int(),
  subtotal: money,
  grand_total: money,
  cart_savings: money,
  gwp_eligible_subtotal: money,
  fresh_subtotal: money,
  coupons: z.array(cartCouponSchema),
  coupon_labels: z.array(z.string()),
  totals: z.array(cartTotalSchema),
  boxes: z.array(cartBoxSchema),
  total_items_in_cart: z.number().int(),
  /** 'The cart contains items that are out of stock', or null. */
  notification: z.string().nullable(),
  giftcards: z.array(z.object({ code: z.string(), amount: money })),
  is_gift: z.boolean(),
  gift_recipient: z.string().nullable(),
  gift_message: z.string().nullable(),
  /** The gift cards and gift memberships being bought (ours, issues 13 and 23), in the order added. */
  gifts: z.array(cartGiftSchema),
  /** The first of `gifts` (kept from when a cart held one); null when there is none. */
  gift: cartGiftSchema.nullable().optional(),
  /** Spec §3: the cart holds the next autoship shipment's scheduled items. */
  is_autoship: z.boolean(),
  /**
   * The card the shopper's autoship schedule pays with, while autoship runs and the schedule names one (null
   * otherwise): checkout offers it first (account spec §4 'the autoship cart method'). Every server answer carries
   * it; it is optional only so carts the web builds for its own tests need not.
   */
  autoship_payment_method_id: z.number().int().nullable().optional(),
  /** How the cart was last paid when not by card (paypal, googlepay, applepay, ebt): checkout offers it first. */
  payment_type: z.string().nullable(),
  savings: cartSavingsSchema,
  /**
   * What the analytics events need of this cart (issue 26). Every server answer carries it; it is optional only so
   * carts the web builds for its own tests need not.
   */
  meta_event_data: metaEventDataSchema.optional(),
});
export type CartWire = z.infer<typeof cartSchema>;

/** The bulk update answers the cart plus what could not be done (spec §7: errors, cart_errors, boxes). */
export const bulkCartSchema = cartSchema.extend({
  errors: z.array(z.string()),
  cart_errors: z.array(z.string()),
});

/** GET /promos?ccode=: the coupon, or null when the code is unknown or refused (spec §8 'empty result'). */
export const promoSchema = z.object({
  coupon_code: z.string(),
  coupon_name: z.string().nullable(),
  label: z.string().nullable(),
  /** '20% off', '$5.00 off'. */
  discount: z.string(),
  discount_type: z.enum(['by_percent', 'by_fixed']),
  discount_value: z.number(),
  maximum_discount_amount: money.nullable(),
  customized_fine_print: z.string().nullable(),
  below_button_text: z.string().nullable(),
  offer_bar_text: z.string().nullable(),
  expiration_date: z.string().nullable(),
});
export type PromoWire = z.infer<typeof promoSchema>;
export const promoAnswerSchema = z.object({ success: z.literal(true), coupon: promoSchema.nullable() });

export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** Spec §3 Shipment. One per order; dates are the store's calendar days ('YYYY-MM-DD'). */
export const shipmentSchema = z.object({
  delivery_status: orderStatusSchema,
  estimated_delivery: z.string().nullable(),
  delivered_date: z.string().nullable(),
  /** When it left (ISO), null before. */
  shipped_at: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** 'ups', 'fedex' or 'usps', when the shipment has a carrier. */
  carrier: z.string().nullable(),
  /** The carrier's tracking page for the number (domain `trackingUrl`), or null. */
  tracking_url: z.string().nullable(),
});

export const orderItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  title: z.string(),
  image: z.string(),
  url_key: z.string(),
  qty: z.number().int(),
  price: money,
  row_total: money,
  discount_amount: money,
  box_type: boxTypeSchema,
  product_type: z.string(),
  tc_product_type: z.enum(['GWP', 'SAMPLE']).nullable(),
  /** Without an 'Out of Stock' badge (spec §5). */
  product_badges: z.array(badgeSchema),
});

export const orderPaymentSchema = z.object({
  /** card, paypal, googlepay, applepay, ebt. */
  payment_type: z.string(),
  cc_type: z.string(),
  cc_label: z.string(),
  last4: z.string().nullable(),
  amount: money,
  /** Given back so far (a canceled order is refunded in full by the refund job). */
  refunded_amount: money,
});

/** Every way the order was paid, with its amount (ours, issue 23): store credit first, then the charges. */
export const orderTenderSchema = z.object({
  kind: z.enum(['thrive_cash', 'gift_card', 'charge']),
  /** 'Thrive Cash', 'Gift card balance', 'Visa ending in 4242'. */
  label: z.string(),
  amount: money,
  refunded_amount: money,
});

/** A gift the order bought (ours, issues 13 and 23) and what became of it. */
export const orderGiftSchema = z.object({
  type: giftTypeSchema,
  /** 'Gift card credit · $10.00' */
  what: z.string(),
  recipient_name: z.string(),
  /** Dollars of credit in the gift. */
  amount: money,
  price: money,
  status: z.enum(GIFT_CODE_STATUSES),
  /** What happened to it, in words: e-mailed, redeemed, refunded with a canceled order, or kept as spent. */
  note: z.string(),
});

export const orderDetailsSchema = z.object({
  delivery_status_label: z.string(),
  /** The progress bar; null where the spec says 'not shown'. */
  progress_percent: z.number().nullable(),
  /** Delivered orders show the delivered date, others the estimated date. */
  displayed_date: z.object({ kind: z.enum(['delivered', 'estimated']), date: z.string().nullable() }),
});

export const orderSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  increment_id: z.string(),
  created_at: z.string(),
  status: orderStatusSchema,
  /** Spec §4 label of the status ('Placed' for processing). */
  status_label: z.string(),
  /** Spec §4 progress bar percent; null where the spec says 'not shown'. */
  progress_percent: z.number().nullable(),
  /** Account spec §3 analytics: what placed it ('main cart' checkout, the autoship 'cron', 'next shipment ship now'). */
  order_type: z.enum(ORDER_TYPES),
  items: z.array(orderItemSchema),
  /** Units ordered, free items included (the ITEM(S) column). */
  item_count: z.number().int(),
  payments: z.array(orderPaymentSchema),
  tenders: z.array(orderTenderSchema),
  gifts: z.array(orderGiftSchema),
  shipment: shipmentSchema,
  totals: z.array(cartTotalSchema),
  shipping_amount: money,
  tax_amount: money,
  subtotal: money,
  grand_total: money,
  coupon_code: z.string().nullable(),
  coupon_label: z.string().nullable(),
  discount_amount: money,
  /** The shopper's number of orders so far, this one included. */
  order_count: z.number().int(),
  details: orderDetailsSchema,
  fresh_min_shipping_delay_key: z.string().nullable(),
  /** Alcohol in the order: 'Signature required upon delivery. Must be at least 21 yrs+.' */
  signature_required: z.boolean(),
  canceled_at: z.string().nullable(),
  /** Where it goes, as it was at checkout; null when nothing ships (gifts alone). */
  shipping_address: z
    .object({
      firstname: z.string(),
      lastname: z.string(),
      street1: z.string(),
      street2: z.string(),
      city: z.string(),
      postcode: z.string(),
      region_code: z.string(),
      telephone: z.string(),
    })
    .nullable(),
});
export type OrderWire = z.infer<typeof orderSchema>;

/**
 * GET /account/orders: newest first, whole orders (the table's ORDER, DATE, ITEM(S), TOTAL, STATUS columns are
 * increment_id, created_at, item_count, grand_total and status_label; the chat context reads the same orders).
 */
export const orderListSchema = z.object({
  orders: z.array(orderSchema),
  count: z.number().int(),
  cur_page: z.number().int(),
  page_size: z.number().int(),
});
export type OrderList = z.infer<typeof orderListSchema>;
