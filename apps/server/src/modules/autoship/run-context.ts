import { autoshipSchedules, type DbOrTx, inArray, type OrderAddress, sql } from '@pantry/db';
import { addCalendarDays, earliestShipmentDate, isCardExpired } from '@pantry/domain';
import { intArray, queryRows } from '../../lib/sql.ts';
import type { ScheduleRow } from './rows.ts';

/** What the autoship run reads besides the shipment: which schedules are due, the card, the address. */

/** A claim lasts this long; a worker that dies holding it leaves the schedule to the next run after it. */
export const CLAIM_LEASE_MS = 10 * 60_000;

/** The latest shipment date whose cutoff has passed at `now`: every schedule up to it is due. */
export function lastLockedDate(now: Date): string {
  return addCalendarDays(earliestShipmentDate(now), -1);
}

/**
 * An operator's retry (the console's Retry and Retry all): the failed charges still on the ladder are claimed now,
 * whatever their retry time, all of them or the one schedule named.
 */
export type RetryNow = { scheduleId?: number };

/**
 * Claims up to `limit` due schedules for this run (FOR UPDATE SKIP LOCKED, and a lease: a schedule another worker
 * holds, or claimed by a worker that died less than a lease ago, is not taken). Due at `now` (the date the run is
 * for): an active schedule whose shipment has locked, or a failed one whose retry time has come, of a member whose
 * autoship runs. The lease is counted on the wall clock (`wallNow`), whatever date the run is for: a run for a
 * date months ahead that dies must not hold its schedules until then. `retryNow` claims failed charges instead.
 */
export async function claimDueSchedules(
  db: DbOrTx,
  now: Date,
  limit: number,
  token: string,
  wallNow: Date = new Date(),
  retryNow?: RetryNow,
): Promise<ScheduleRow[]> {
  const until = new Date(wallNow.getTime() + CLAIM_LEASE_MS).toISOString();
  const wall = wallNow.toISOString();
  const at = now.toISOString();
  const due = retryNow
    ? sql`s2.status IN ('failed_charge_1', 'failed_charge_2')
          ${retryNow.scheduleId === undefined ? sql`` : sql`AND s2.id = ${retryNow.scheduleId}::int`}`
    : sql`((s2.status IN ('active', 'failed_charge_3') AND s2.next_shipment_date <= ${lastLockedDate(now)}::date)
          OR (s2.status IN ('failed_charge_1', 'failed_charge_2') AND s2.retry_at <= ${at}::timestamptz))`;
  const claimed = await queryRows<{ id: number }>(
    db,
    sql`UPDATE autoship_schedules s SET claim_token = ${token}, claimed_until = ${until}::timestamptz
         WHERE s.id IN (
           SELECT s2.id FROM autoship_schedules s2 JOIN accounts a ON a.id = s2.account_id
            WHERE (s2.claimed_until IS NULL OR s2.claimed_until < ${wall}::timestamptz)
              AND a.autoship_status IN ('active', 'active_auto') AND a.user_status IN ('member', 'trial')
              AND ${due}
            ORDER BY s2.next_shipment_date, s2.id
            LIMIT ${limit}
            FOR UPDATE OF s2 SKIP LOCKED)
        RETURNING s.id`,
  );
  if (claimed.length === 0) return [];
  return db
    .select()
    .from(autoshipSchedules)
    .where(
      inArray(
        autoshipSchedules.id,
        claimed.map((row) => row.id),
      ),
    )
    .orderBy(autoshipSchedules.nextShipmentDate, autoshipSchedules.id);
}

export type RunCard = { token: string; kind: string; ccType: string; last4: string };

/**
 * Each schedule's card: its own, else the account's default card (not removed, not expired); absent: nothing to
 * charge. One statement for the batch.
 */
export async function chargeCards(
  db: DbOrTx,
  schedules: readonly ScheduleRow[],
  now: Date,
): Promise<Map<number, RunCard>> {
  const rows = await queryRows<
    RunCard & { scheduleId: number; expMonth: number | null; expYear: number | null }
  >(
    db,
    sql`SELECT s.id AS "scheduleId", pm.token, pm.kind, pm.cc_type AS "ccType", pm.last4,
               pm.exp_month AS "expMonth", pm.exp_year AS "expYear"
          FROM autoship_schedules s JOIN payment_methods pm ON pm.account_id = s.account_id
         WHERE s.id = ANY(${intArray(schedules.map((x) => x.id))}) AND pm.removed_at IS NULL AND pm.kind = 'card'
         ORDER BY s.id, (pm.id = s.payment_method_id) IS TRUE DESC, pm.is_default DESC, pm.id DESC`,
  );
  const cards = new Map<number, RunCard>();
  for (const row of rows) {
    if (cards.has(row.scheduleId) || isCardExpired(row.expMonth, row.expYear, now)) continue;
    cards.set(row.scheduleId, { token: row.token, kind: row.kind, ccType: row.ccType, last4: row.last4 });
  }
  return cards;
}

/** Each schedule's address, else the account's default one; one statement for the batch. */
export async function shipTos(
  db: DbOrTx,
  schedules: readonly ScheduleRow[],
): Promise<Map<number, OrderAddress>> {
  const rows = await queryRows<OrderAddress & { scheduleId: number }>(
    db,
    sql`SELECT DISTINCT ON (s.id) s.id AS "scheduleId", ad.firstname, ad.lastname, ad.street1, ad.street2, ad.city,
               ad.postcode, ad.region_code, ad.telephone
          FROM autoship_schedules s JOIN addresses ad ON ad.account_id = s.account_id
         WHERE s.id = ANY(${intArray(schedules.map((x) => x.id))})
         ORDER BY s.id, (ad.id = s.address_id) IS TRUE DESC, ad.is_default DESC, ad.id`,
  );
  return new Map(rows.map(({ scheduleId, ...address }) => [scheduleId, address]));
}
