import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The transactional outbox (architecture: Modules, events and money). A change that others react to writes an
 * `events` row in the same transaction as the change, so an event exists exactly when its change committed. The
 * dispatcher then gives each event one `event_deliveries` row per subscriber (fan-out) and hands each row to its
 * subscriber at least once.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** 'order.placed', 'membership.changed', … (the server's events module types them). */
    type: text().notNull(),
    /** What the event is about: the order, account, cart or membership id its type names. */
    subjectId: bigint({ mode: 'number' }).notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** For events that must happen once (a trial's ending notice): a second emit with the key writes nothing. */
    onceKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the dispatcher wrote this event's delivery rows; null until then. */
    fannedOutAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('events_once_key').on(t.onceKey),
    index('events_subject_idx').on(t.type, t.subjectId),
    // The fan-out reads only the few events not fanned out yet.
    index('events_fan_out_idx').on(t.id).where(sql`${t.fannedOutAt} IS NULL`),
  ],
);

export type DeliveryState = 'pending' | 'done' | 'failed';

/**
 * One event handed to one subscriber. A dispatcher claims due pending rows (FOR UPDATE SKIP LOCKED, then a lease in
 * `locked_until`), so any number of dispatchers share the table; `attempts` counts claims and doubles as the claim's
 * fencing token when the row is marked done or failed.
 */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    eventId: bigint({ mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    subscriber: text().notNull(),
    state: text().$type<DeliveryState>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    handledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.subscriber] }),
    // The dispatcher reads due rows oldest first and newest first (its fresh lane), in this order, skipping other
    // subscribers' rows: with the order in the index a claim reads a batch, not the whole backlog.
    index('event_deliveries_due_idx').on(t.nextAttemptAt, t.eventId).where(sql`${t.state} = 'pending'`),
  ],
);
