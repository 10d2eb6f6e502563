import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { products } from './catalog.ts';

/**
 * The one-time cart. A signed-in shopper has one cart (account_id); a visitor's cart has no account and is named by
 * their session, and merges into the account's cart at sign-in. Prices are not stored: every answer re-prices the
 * cart from the catalog with the domain's priceCart.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial().primaryKey(),
    accountId: integer().references(() => accounts.id, { onDelete: 'cascade' }),
    isGift: boolean().notNull().default(false),
    giftRecipient: text(),
    giftMessage: text(),
    /** The payment type chosen on this cart (paypal, googlepay, applepay, ebt), for the checkout choice order. */
    paymentType: text(),
    /**
     * Raised by every write under the cart's lock (claimCart, lockCart): checkout writes the order only if the cart
     * it priced is still this version.
     */
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_account_key').on(t.accountId)],
);

/** A cart line: its id is the spec's line_item_id. One line per product and cart. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial().primaryKey(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    qty: integer().notNull(),
    saveForLater: boolean().notNull().default(false),
    /** The free-gift offer (product id of the offer) a gift line came from. */
    gwpId: integer(),
    isCartPrefilledItem: boolean().notNull().default(false),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_cart_product_key').on(t.cartId, t.productId),
    index('cart_items_cart_idx').on(t.cartId),
  ],
);

/** Coupons and promo codes (spec §3 Promo). `code_key` is the code lowercased and trimmed. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    codeKey: text().notNull(),
    label: text(),
    couponName: text(),
    discountType: text().$type<'by_percent' | 'by_fixed'>().notNull(),
    /** Percent for by_percent; cents for by_fixed. */
    discountValue: integer().notNull(),
    maximumDiscountCents: integer(),
    minSubtotalCents: integer().notNull().default(0),
    firstOrderOnly: boolean().notNull().default(false),
    /** 'YYYY-MM-DD': good from 00:00 of that day (store time); null for at once. Set in the console. */
    startsOn: text(),
    /** 'YYYY-MM-DD': good through 23:59 of that day (store time). */
    expirationDate: text(),
    usesPerCustomer: integer(),
    totalUses: integer(),
    usedCount: integer().notNull().default(0),
    customizedFinePrint: text(),
    belowButtonText: text(),
    offerBarText: text(),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_code_key').on(t.codeKey)],
);

export const cartCoupons = pgTable(
  'cart_coupons',
  {
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    couponId: integer()
      .notNull()
      .references(() => coupons.id),
    appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.couponId] })],
);

/**
 * A free gift with purchase or free sample on offer: the product, given free once the GWP-eligible subtotal reaches
 * the threshold, while the offer is active and between its dates. Whether it is a gift or a sample is its
 * product's (tc_product_type GWP or SAMPLE). Staff edit these in the console's Promotions area.
 */
export const gwpOffers = pgTable('gwp_offers', {
  id: serial().primaryKey(),
  productId: integer()
    .notNull()
    .references(() => products.id),
  thresholdCents: integer().notNull(),
  active: boolean().notNull().default(true),
  sortOrder: smallint().notNull().default(0),
  /** 'YYYY-MM-DD' (store time): given from 00:00 of starts_on through 23:59 of ends_on; null is open. */
  startsOn: text(),
  endsOn: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The exit-intent offers (spec storefront §4): one row per kind, `first_order` and `cart`, naming the coupon it
 * gives and its words ({code} and {discount} are filled in from the coupon). Off, it is not shown.
 */
export const exitOffers = pgTable('exit_offers', {
  kind: text().$type<'first_order' | 'cart'>().primaryKey(),
  couponId: integer()
    .notNull()
    .references(() => coupons.id),
  headline: text().notNull(),
  message: text().notNull(),
  active: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
