import { type Database, sql } from '@pantry/db';
import { queryRows } from '../../lib/sql.ts';

/**
 * The analytics stream's daily partitions (`analytics_events` is `PARTITION BY RANGE (received_on)`, on
 * PostgreSQL and PGlite alike): one partition per UTC day, named analytics_events_YYYYMMDD, made a few days ahead
 * and dropped, whole, once past the retention. Dropping a partition is instant and leaves no dead rows.
 */

const DAY_MS = 86_400_000;

/** The UTC day of an instant, as YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function partitionName(day: string): string {
  return `analytics_events_${day.replaceAll('-', '')}`;
}

/** Makes the partitions for `from` and the `daysAhead` days after it (idempotent). */
export async function ensureAnalyticsPartitions(db: Database, from: Date, daysAhead = 3): Promise<void> {
  for (let i = 0; i <= daysAhead; i += 1) {
    const day = utcDay(new Date(from.getTime() + i * DAY_MS));
    const next = utcDay(new Date(from.getTime() + (i + 1) * DAY_MS));
    // Names and bounds come from dates this function made, never from a request.
    await db.execute(
      sql.raw(
        `create table if not exists ${partitionName(day)} partition of analytics_events
         for values from ('${day}') to ('${next}')`,
      ),
    );
  }
}

/** The days that have a partition, oldest first. */
export async function analyticsPartitionDays(db: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_inherits i
        join pg_class c on c.oid = i.inhrelid
        join pg_class p on p.oid = i.inhparent
        where p.relname = 'analytics_events'`,
  );
  return rows
    .map((row) => /^analytics_events_(\d{4})(\d{2})(\d{2})$/.exec(row.name))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => `${match[1]}-${match[2]}-${match[3]}`)
    .sort();
}

/**
 * The retention job: drops every partition whose day is more than `retentionDays` before `now`'s day, and makes
 * the coming days' partitions. Answers the days dropped.
 */
export async function runAnalyticsRetention(
  db: Database,
  now: Date,
  retentionDays: number,
): Promise<string[]> {
  const oldestKept = utcDay(new Date(now.getTime() - retentionDays * DAY_MS));
  const dropped: string[] = [];
  for (const day of await analyticsPartitionDays(db)) {
    if (day >= oldestKept) break;
    await db.execute(sql.raw(`drop table if exists ${partitionName(day)}`));
    dropped.push(day);
  }
  await ensureAnalyticsPartitions(db, now);
  return dropped;
}
