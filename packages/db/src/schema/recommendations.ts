import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { products } from './catalog.ts';

/**
 * Shopping preferences, never-items and the recommender's tables (issue 24). Preferences name attribute values by
 * url key (attribute_values.url_key), so they follow the catalog's own diets and values.
 */

/** A shopper's preferred diets and values (account spec §7 GET /preferences: preferences, user_preferences). */
export const shoppingPreferences = pgTable('shopping_preferences', {
  accountId: integer()
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** Url keys of `diets` attribute values (data.preferred_diet). */
  preferredDiets: text().array().notNull().default(sql`'{}'::text[]`),
  /** Url keys of `social` and `certifications` attribute values: what the shopper values. */
  preferredValues: text().array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Products a shopper never wants suggested: left out of Recommended, Deals for you and cart prefill. */
export const neverItems = pgTable(
  'never_items',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.productId] })],
);

/**
 * "Bought together": for each product, the products found in the same orders, with the counts the domain's
 * similarity is computed from. Rewritten whole by the recommendations.cooccurrence job; only each product's most
 * frequent partners are kept.
 */
export const productCooccurrence = pgTable(
  'product_cooccurrence',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    otherProductId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Orders holding both. */
    together: integer().notNull(),
    /** Orders holding `productId`, and `otherProductId`, when this row was computed. */
    productOrders: integer().notNull(),
    otherOrders: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.otherProductId] })],
);

/** How many orders held each product (the "most popular" order), written by the same job. */
export const productOrderCounts = pgTable(
  'product_order_counts',
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    orders: integer().notNull(),
  },
  (t) => [index('product_order_counts_orders_idx').on(t.orders)],
);
