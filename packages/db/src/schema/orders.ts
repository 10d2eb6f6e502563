import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { coupons } from './carts.ts';
import { products } from './catalog.ts';

/**
 * Orders as placed: what was bought at what price, where it goes, how it was paid, and how far it has come. Rows are
 * written once at checkout (one transaction) and then only their status and shipment dates move.
 */

export type OrderAddress = {
  firstname: string;
  lastname: string;
  street1: string;
  street2: string;
  city: string;
  postcode: string;
  region_code: string;
  telephone: string;
};

export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    /** The number shoppers see ('100000123'). */
    incrementId: text().notNull(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    /** The checkout request's Idempotency-Key: a repeat returns this order. */
    idempotencyKey: text().notNull(),
    status: text().notNull().default('processing'),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    shippingCents: integer().notNull().default(0),
    taxCents: integer().notNull().default(0),
    ppeFeeCents: integer().notNull().default(0),
    thriveCashCents: integer().notNull().default(0),
    grandTotalCents: integer().notNull(),
    /** Every total of the priced cart, as { type, value } in cents. */
    totals: jsonb().$type<{ type: string; value: number }[]>().notNull().default([]),
    couponId: integer().references(() => coupons.id),
    couponCode: text(),
    couponLabel: text(),
    /** Null when nothing ships (an order of gifts alone, issue 23). */
    shippingAddress: jsonb().$type<OrderAddress>(),
    /** The order needs an adult's signature (alcohol). */
    signatureRequired: boolean().notNull().default(false),
    placedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp({ withTimezone: true }),
    /** Set by the refund job once a canceled order's payments are refunded. */
    refundedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_increment_key').on(t.incrementId),
    uniqueIndex('orders_idempotency_key').on(t.accountId, t.idempotencyKey),
    // With the id, the shopper's running order count ((placed_at, id) up to an order) is an index-only range.
    index('orders_account_idx').on(t.accountId, t.placedAt, t.id),
    index('orders_status_idx').on(t.status),
    // The console's order search (issue 25): newest first, alone or within one status, paged by (placed_at, id).
    index('orders_placed_idx').on(t.placedAt, t.id),
    index('orders_status_placed_idx').on(t.status, t.placedAt, t.id),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    sku: text().notNull(),
    title: text().notNull(),
    image: text(),
    urlKey: text(),
    qty: integer().notNull(),
    priceCents: integer().notNull(),
    msrpCents: integer().notNull(),
    rowTotalCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    boxType: text().notNull(),
    isFree: boolean().notNull().default(false),
    productType: text().notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** How an order was paid: one row per method (a card, or EBT for the eligible part plus a card for the rest). */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    token: text().notNull(),
    ccType: text().notNull(),
    last4: text().notNull(),
    amountCents: integer().notNull(),
    gatewayChargeId: text().notNull(),
    refundedCents: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_payments_order_idx').on(t.orderId)],
);

/** The order's delivery (spec §3 Shipment); dates are the shopper's calendar days. */
export const shipments = pgTable(
  'shipments',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    estimatedDelivery: date({ mode: 'string' }),
    shippedAt: timestamp({ withTimezone: true }),
    deliveredDate: date({ mode: 'string' }),
    trackingNumber: text(),
    /** Who carries it ('ups', 'fedex', 'usps'): the tracking link is built from it and the number (issue 12). */
    carrier: text(),
  },
  (t) => [uniqueIndex('shipments_order_key').on(t.orderId)],
);

/** Each use of a coupon by an order: per-customer and total limits count these. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial().primaryKey(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_uses_coupon_account_idx').on(t.couponId, t.accountId),
    uniqueIndex('coupon_uses_order_key').on(t.orderId, t.couponId),
  ],
);

/** One part of a staff refund: which tender gives back how much (the domain's RefundPart). */
export type OrderRefundPart = {
  kind: 'thrive_cash' | 'gift_card' | 'charge';
  paymentId: number | null;
  label: string;
  amountCents: number;
};

/**
 * A staff member's refund of part or all of an order (issue 25), one row per idempotency key the console sent:
 * `pending` once its split is decided (under the order's row lock), `refunded` when the money is back, in the same
 * transaction as the payments' refunded amounts, the store credit given back, the audit entry and the event.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: text().notNull(),
    amountCents: integer().notNull(),
    /** The lines refunded ({ itemId, qty }), when refunded by lines; null for an amount. */
    lines: jsonb().$type<{ itemId: number; qty: number }[]>(),
    parts: jsonb().$type<OrderRefundPart[]>().notNull(),
    reason: text(),
    state: text().$type<'pending' | 'refunded'>().notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('order_refunds_key').on(t.orderId, t.idempotencyKey)],
);
