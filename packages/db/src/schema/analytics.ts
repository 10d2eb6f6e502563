import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The first-party analytics stream (issue 26, `POST /api/v1/collect`): one row per event, append-only. The table
 * is partitioned by the day the store received the event (`received_on`; the migration declares
 * `PARTITION BY RANGE`, which drizzle-kit cannot), one partition a day made ahead by the server and dropped after
 * the retention (400 days by default). The key (event_id, received_on) makes a repeated event id one row within a
 * day; the insert also skips an id stored the day before. Identity is only the visitor id and the account id.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    eventId: uuid().notNull(),
    receivedOn: date({ mode: 'string' }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the browser made the event (its clock). */
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    /** The browser's visitor id (a UUID it keeps). */
    visitorId: uuid().notNull(),
    /** The signed-in account, from the session (never from the body); no foreign key, the stream outlives rows. */
    accountId: integer(),
    /** 'track', 'page' or 'identify'. */
    type: text().notNull(),
    /** The event's name ('Product Added', 'Page Viewed', 'Identify', …). */
    event: text().notNull(),
    /** The page's path, without query or hash, and its page type. */
    path: text().notNull(),
    pageType: text().notNull(),
    /** The event's fields as its domain schema cleaned them. */
    properties: jsonb().$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.receivedOn] }),
    index('analytics_events_event_idx').on(t.event, t.receivedOn),
    // The warehouse export reads after its cursor in this order (issue 26, Scale).
    index('analytics_events_received_idx').on(t.receivedAt, t.eventId),
  ],
);
