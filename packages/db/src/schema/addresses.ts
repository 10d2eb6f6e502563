import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** A shopper's shipping addresses (spec §3 Address). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    firstname: text().notNull().default(''),
    lastname: text().notNull().default(''),
    street1: text().notNull(),
    street2: text().notNull().default(''),
    city: text().notNull(),
    postcode: text().notNull(),
    regionId: smallint().notNull(),
    regionCode: text().notNull(),
    /** '+1' and ten digits. */
    telephone: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_account_idx').on(t.accountId)],
);

/** The ZIP table behind POST /search/address: a ZIP code's city and state. */
export const zipCodes = pgTable('zip_codes', {
  zip: text().primaryKey(),
  city: text().notNull(),
  regionCode: text().notNull(),
});
