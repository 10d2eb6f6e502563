import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { products } from './catalog.ts';

/**
 * Favorites and the shopper's named lists (issue 24; account spec §3 'User lists and reminders'). The
 * save-for-later list is not here: it is the cart's lines flagged save_for_later.
 */

/** A product the shopper hearted (POST /account/wishlist?id=); one row per shopper and product. */
export const favorites = pgTable(
  'favorites',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.productId] }),
    // The favorites page, newest first.
    index('favorites_account_created_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * A named list (/account/lists/my-lists/{id}). `shareToken` is the unguessable part of its share link
 * (/list/customer?token=…): 128 random bits, base64url; null when the list is not shared.
 */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    shareToken: text(),
    sharedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shopping_lists_account_idx').on(t.accountId, t.updatedAt),
    uniqueIndex('shopping_lists_share_token_key').on(t.shareToken),
    check('shopping_lists_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 60`),
  ],
);

/** A product on a named list, at the quantity 'Add all to cart' adds. */
export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    listId: integer()
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    qty: integer().notNull().default(1),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.productId] }),
    check('shopping_list_items_qty', sql`${t.qty} BETWEEN 1 AND 99`),
  ],
);
