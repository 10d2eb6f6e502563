import { type DbOrTx, sql } from '@pantry/db';
import {
  type BrandPageEvent,
  brandPageEventKey,
  type SponsoredProductEvent,
  sponsoredEventKey,
} from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../lib/sql.ts';

/**
 * The track calls' storage (spec §7 /api/v1/track/*): one append-only insert per call, each event stored once by its
 * dedupe key (a batch sent again, or a viewport event for a product already seen in that page view, adds nothing).
 */

type AdEventRow = {
  kind: 'sponsored_product' | 'brand_page';
  event: string;
  key: string;
  trackingId: string;
  productId: number | null;
  viewId: string;
  userId: string | null;
  sentAt: string;
  payload: unknown;
};

async function insertEvents(db: DbOrTx, rows: AdEventRow[]): Promise<number> {
  const values: SQL[] = rows.map(
    (row) =>
      sql`(${row.kind}, ${row.event}, ${row.key}, ${row.trackingId}, ${row.productId}::int, ${row.viewId},
           ${row.userId}, ${row.sentAt}::timestamptz, ${JSON.stringify(row.payload)}::jsonb)`,
  );
  const stored = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO ad_events (kind, event, dedupe_key, tracking_id, product_id, view_id, user_id, sent_at, payload)
        VALUES ${sql.join(values, sql`, `)}
        ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
  );
  return stored.length;
}

/** Within one call, a key seen twice is sent once (ON CONFLICT cannot touch one row twice in a statement). */
function unique(rows: AdEventRow[]): AdEventRow[] {
  return [...new Map(rows.map((row) => [row.key, row])).values()];
}

const userText = (id: number | string | null | undefined) => (id == null ? null : String(id));

export function storeSponsoredEvents(db: DbOrTx, events: readonly SponsoredProductEvent[]): Promise<number> {
  const rows = events.map((event): AdEventRow => {
    const data = event.data.sponsored_product_data;
    return {
      kind: 'sponsored_product',
      event: event.event,
      key: sponsoredEventKey(event),
      trackingId: data.object_tracking_id,
      productId: data.product_id,
      viewId: data.page_view_id,
      userId: userText(event.user_id),
      sentAt: event.sent_at,
      payload: event,
    };
  });
  return insertEvents(db, unique(rows));
}

export function storeBrandPageEvents(db: DbOrTx, events: readonly BrandPageEvent[]): Promise<number> {
  const rows = events.map((event): AdEventRow => {
    const data = event.data.brand_page_data;
    return {
      kind: 'brand_page',
      event: event.event,
      key: brandPageEventKey(event),
      trackingId: data.brand_page_id,
      productId: data.product_id ?? null,
      viewId: data.serving_id,
      userId: userText(event.user_id),
      sentAt: event.sent_at,
      payload: event,
    };
  });
  return insertEvents(db, unique(rows));
}
