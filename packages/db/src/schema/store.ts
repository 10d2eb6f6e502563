import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Store-wide switches an operator flips from the console (issue 26), one row per switch, read by every app server:
 * `maintenance` turns the storefront API into the spec's maintenance answer. A switch with no row is off.
 */
export const storeSwitches = pgTable('store_switches', {
  name: text().primaryKey(),
  enabled: boolean().notNull().default(false),
  /** What the operator wrote when flipping it (shown in the console, never to shoppers). */
  note: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Conversions the browser reports (POST /api/v1/conversion/event, issue 26): one row per event id, so a report sent
 * twice is stored once. No personal data beyond the account id; the page is kept as its path only.
 */
export const conversionEvents = pgTable(
  'conversion_events',
  {
    id: serial().primaryKey(),
    eventId: text().notNull(),
    eventName: text().notNull(),
    accountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    valueCents: integer(),
    currency: text(),
    pagePath: text(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.eventId), index().on(t.eventName, t.occurredAt)],
);
