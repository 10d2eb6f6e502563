import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { products } from './catalog.ts';

/**
 * Back-in-stock reminders (issue 24). One row per shopper and product: setting it again once it was sent or expired
 * sets the same row again (new `createdAt` and `expiresAt`, `sentAt` cleared). Its state (active, sent, expired) is
 * derived from `sentAt` and `expiresAt` by the domain's `reminderState`, never stored, so expiry needs no sweep.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** When the shopper set it (or set it again). */
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** 90 days after `createdAt` (domain reminderExpiresAt). */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** When the SMTP server accepted its back-in-stock e-mail; null while it waits. */
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reminders_account_product_key').on(t.accountId, t.productId),
    // A restock reads the reminders still waiting on its product.
    index('reminders_waiting_idx').on(t.productId, t.expiresAt).where(sql`${t.sentAt} IS NULL`),
  ],
);
