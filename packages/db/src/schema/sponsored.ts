import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * Sponsored placements (issue 26): one product at a position in a slot, a category listing (`listing`, its url key),
 * a search term (`search`, lower-case with single spaces) or a brand page (`brand`, its url key). Running while
 * active and between its dates ('YYYY-MM-DD' store time, null is open). `object_tracking_id` is what the product's
 * `ads` carries and the browser's events name.
 */
export const sponsoredPlacements = pgTable(
  'sponsored_placements',
  {
    id: serial().primaryKey(),
    objectTrackingId: text().notNull().unique(),
    slot: text().$type<'listing' | 'search' | 'brand'>().notNull(),
    slotKey: text().notNull(),
    productId: integer()
      .notNull()
      .references(() => products.id),
    position: smallint().notNull(),
    startsOn: text(),
    endsOn: text(),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // A listing's first page reads its slot's running placements by this index.
  (t) => [index('sponsored_placements_slot_idx').on(t.slot, t.slotKey).where(sql`${t.active}`)],
);

/**
 * What the browser reports of sponsored products and brand pages (POST /api/v1/track/*): append-only, each event
 * stored once by its dedupe key (domain sponsoredEventKey, brandPageEventKey). `tracking_id` is the placement's
 * object_tracking_id, or the brand page's id; `view_id` the page view, or the brand page's serving.
 */
export const adEvents = pgTable(
  'ad_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text().$type<'sponsored_product' | 'brand_page'>().notNull(),
    event: text().notNull(),
    dedupeKey: text().notNull().unique(),
    trackingId: text().notNull(),
    productId: integer(),
    viewId: text().notNull(),
    userId: text(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    payload: jsonb().notNull(),
  },
  (t) => [index('ad_events_tracking_idx').on(t.kind, t.trackingId, t.event)],
);
