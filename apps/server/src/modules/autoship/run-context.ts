import { autoshipSchedules, type DbOrTx, inArray, type OrderAddress, sql } from '@pantry/db';
import { addCalendarDays, earliestShipmentDate, isCardExpired } from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';
import type { ScheduleRow } from './rows.ts';

/** What the autoship run reads besides the shipment: which schedules are due, the card, the address. */

/** A claim lasts this long; a worker that dies holding it leaves the schedule to the next run after it. */
export const CLAIM_LEASE_MS = 10 * 60_000;

/** The latest shipment date whose cutoff has passed at `now`: every schedule up to it is due. */
export function lastLockedDate(now: Date): string {
  return addCalendarDays(earliestShipmentDate(now), -1);
}

/**
 * Claims up to `limit` due schedules for this run (FOR UPDATE SKIP LOCKED, and a lease: a schedule another worker
 * holds, or claimed by a worker that died less than a lease ago, is not taken). Due: an active schedule whose
 * shipment has locked, or a failed one whose retry time has come, of a member whose autoship runs.
 */
export async function claimDueSchedules(
  db: DbOrTx,
  now: Date,
  limit: number,
  token: string,
): Promise<ScheduleRow[]> {
  const until = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
  const at = now.toISOString();
  const claimed = await queryRows<{ id: number }>(
    db,
    sql`UPDATE autoship_schedules s SET claim_token = ${token}, claimed_until = ${until}::timestamptz
         WHERE s.id IN (
           SELECT s2.id FROM autoship_schedules s2 JOIN accounts a ON a.id = s2.account_id
            WHERE (s2.claimed_until IS NULL OR s2.claimed_until < ${at}::timestamptz)
              AND a.autoship_status IN ('active', 'active_auto') AND a.user_status IN ('member', 'trial')
              AND ((s2.status IN ('active', 'failed_charge_3') AND s2.next_shipment_date <= ${lastLockedDate(now)}::date)
                OR (s2.status IN ('failed_charge_1', 'failed_charge_2') AND s2.retry_at <= ${at}::timestamptz))
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

/** The schedule's card, else the account's default card (not removed, not expired); null: nothing to charge. */
export async function chargeCard(db: DbOrTx, schedule: ScheduleRow, now: Date): Promise<RunCard | null> {
  const rows = await queryRows<RunCard & { expMonth: number | null; expYear: number | null }>(
    db,
    sql`SELECT token, kind, cc_type AS "ccType", last4, exp_month AS "expMonth", exp_year AS "expYear"
          FROM payment_methods
         WHERE account_id = ${schedule.accountId} AND removed_at IS NULL AND kind = 'card'
         ORDER BY (id = ${schedule.paymentMethodId ?? 0}) DESC, is_default DESC, id DESC`,
  );
  const card = rows.find((row) => !isCardExpired(row.expMonth, row.expYear, now));
  return card ? { token: card.token, kind: card.kind, ccType: card.ccType, last4: card.last4 } : null;
}

/** The schedule's address, else the default one. */
export async function shipTo(db: DbOrTx, schedule: ScheduleRow): Promise<OrderAddress | null> {
  const [row] = await queryRows<OrderAddress>(
    db,
    sql`SELECT firstname, lastname, street1, street2, city, postcode, region_code, telephone
          FROM addresses WHERE account_id = ${schedule.accountId}
         ORDER BY (id = ${schedule.addressId ?? 0}) DESC, is_default DESC, id LIMIT 1`,
  );
  return row ?? null;
}
