import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { products } from './catalog.ts';

/**
 * Recently Viewed (issue 24): the product pages a signed-in shopper opened, one row per product with the last time,
 * at most 50 per shopper (the view's statement trims the oldest; domain RECENTLY_VIEWED_LIMIT).
 */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.productId] }),
    // Newest first for one shopper, and the trim's 'everything past the 50th', are one index range.
    index('recently_viewed_account_idx').on(t.accountId, t.viewedAt.desc()),
  ],
);
