import { sql } from 'drizzle-orm';
import {
  check,
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
 * Reviews (issue 13) and volume incentive tiers. A review is written once by a shopper who bought the product, waits
 * as pending, and an operator approves or rejects it (domain REVIEW_TRANSITIONS); only approved reviews are shown.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Whole stars, 1 to 5. */
    rating: smallint().notNull(),
    title: text().notNull(),
    /** Plain text as typed (never HTML). */
    text: text().notNull(),
    /** pending, approved or rejected. */
    status: text().$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When an operator approved or rejected it. */
    moderatedAt: timestamp({ withTimezone: true }),
    /** Why an operator rejected it, as the shopper reads it beside 'Not posted' (null: no reason given). */
    rejectReason: text(),
  },
  (t) => [
    // One review per shopper and product: a second submission is refused, even when two race.
    uniqueIndex('reviews_account_product_key').on(t.accountId, t.productId),
    // A product's approved reviews, newest first (and by stars for the star filter).
    index('reviews_product_status_idx').on(t.productId, t.status, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_status_known', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);

/** "Maybe later" (writeAReview maybeLater): the product stays off the shopper's reviews to write until `hiddenUntil`. */
export const reviewPutOffs = pgTable(
  'review_put_offs',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    hiddenUntil: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.productId] })],
);

/**
 * A product's volume incentive tiers (account-and-shell §3 Volume incentive: tiered_pricing). Quantities are
 * inclusive, `maxQty` null for no upper bound; `promoValue` is a percent for `percent` and cents for `dollar`.
 */
export const productVolumeTiers = pgTable(
  'product_volume_tiers',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minQty: integer().notNull(),
    maxQty: integer(),
    promoType: text().$type<'thrive_cash'>().notNull().default('thrive_cash'),
    discountType: text().$type<'percent' | 'dollar'>().notNull(),
    promoValue: integer().notNull(),
  },
  (t) => [
    index('product_volume_tiers_product_idx').on(t.productId, t.minQty),
    check(
      'product_volume_tiers_range',
      sql`${t.minQty} >= 1 AND (${t.maxQty} IS NULL OR ${t.maxQty} >= ${t.minQty})`,
    ),
    check(
      'product_volume_tiers_kind',
      sql`${t.promoType} = 'thrive_cash' AND ${t.discountType} IN ('percent', 'dollar')`,
    ),
    check(
      'product_volume_tiers_value',
      sql`${t.promoValue} > 0 AND (${t.discountType} <> 'percent' OR ${t.promoValue} <= 100)`,
    ),
  ],
);
