import { type Database, sql } from '@pantry/db';
import type { CleanEvent } from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';
import { ensureAnalyticsPartitions, utcDay } from './partitions.ts';

export type StoreEventsInput = { visitorId: string; accountId: number | null; events: readonly CleanEvent[] };
export type StoreEventsResult = { stored: number; duplicates: number };

/** PostgreSQL's 'no partition of relation found for row' (check_violation on a partitioned table). */
function isMissingPartition(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (/no partition of relation/i.test(e.message)) return true;
  }
  return false;
}

/**
 * Appends a batch in one statement. A repeated id (in the batch, within the day by the key, or stored the day
 * before) is skipped and counted as a duplicate; racing inserts of one id meet on the key and one row is kept.
 */
async function insertBatch(db: Database, input: StoreEventsInput, now: Date): Promise<number> {
  const seen = new Set<string>();
  const rows = input.events.filter((event) => !seen.has(event.eventId) && seen.add(event.eventId));
  const day = utcDay(now);
  const json = JSON.stringify(
    rows.map((e) => ({
      event_id: e.eventId,
      occurred_at: e.occurredAt,
      type: e.type,
      event: e.event,
      path: e.path,
      page_type: e.pageType,
      properties: e.properties,
    })),
  );
  const inserted = await queryRows<{ event_id: string }>(
    db,
    sql`insert into analytics_events
          (event_id, received_on, received_at, occurred_at, visitor_id, account_id, type, event, path, page_type,
           properties)
        select e.event_id, ${day}::date, ${now.toISOString()}::timestamptz, e.occurred_at, ${input.visitorId}::uuid,
               ${input.accountId}::integer, e.type, e.event, e.path, e.page_type, e.properties
        from jsonb_to_recordset(${json}::jsonb) as e(event_id uuid, occurred_at timestamptz, type text, event text,
             path text, page_type text, properties jsonb)
        where not exists (select 1 from analytics_events p
                          where p.event_id = e.event_id and p.received_on = ${day}::date - 1)
        on conflict do nothing
        returning event_id`,
  );
  return inserted.length;
}

/** Stores a checked batch; makes the day's partition when the retention job has not yet (a fresh database). */
export async function storeAnalyticsEvents(
  db: Database,
  input: StoreEventsInput,
  now: Date,
): Promise<StoreEventsResult> {
  let stored: number;
  try {
    stored = await insertBatch(db, input, now);
  } catch (error) {
    if (!isMissingPartition(error)) throw error;
    // Another request may be making the same partition; the retried insert tells whether one exists.
    await ensureAnalyticsPartitions(db, now, 0).catch(() => undefined);
    stored = await insertBatch(db, input, now);
  }
  return { stored, duplicates: input.events.length - stored };
}
