import {
  accounts,
  autoshipItems,
  autoshipSchedules,
  autoshipStatusChanges,
  type DbOrTx,
  eq,
  sql,
  type Transaction,
} from '@pantry/db';
import {
  AUTOSHIP_ACCOUNT_TRANSITIONS,
  type AutoshipAccountMove,
  type AutoshipAccountState,
  type AutoshipAccountStatus,
  type AutoshipScheduleStatus,
  accountMoveTo,
  checkAccountMove,
  earliestShipmentDate,
  scheduleMove,
} from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';
import { emitEvent } from '../events/index.ts';
import { lastLockedDate } from './run-context.ts';
import { settleNextShipmentDate } from './schedule-dates.ts';

/**
 * The account's autoship lifecycle (the domain's AUTOSHIP_ACCOUNT_TRANSITIONS) applied in the caller's transaction:
 * the account row first (every autoship write locks it first), then the items and the schedule the move touches.
 */

export type LockedAccount = { status: AutoshipAccountState; type: string | null };

/** Locks the shopper's account row and reads its autoship status and type. */
export async function lockAutoshipAccount(tx: DbOrTx, accountId: number): Promise<LockedAccount> {
  const [row] = await tx
    .select({ status: accounts.autoshipStatus, type: accounts.autoshipType })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  if (!row) throw new AppError('unauthorized', 'Auth is required');
  return { status: row.status as AutoshipAccountState, type: row.type };
}

/** The autoship placed an order once (ship now or the run). */
async function hasAutoshipOrders(tx: DbOrTx, accountId: number): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM autoship_shipments
                        WHERE account_id = ${accountId} AND outcome = 'placed') AS any`,
  );
  return row?.any ?? false;
}

/**
 * Turned back on: items whose shipment locked while it was off go with the next open shipment (never charged for
 * a date already past its cutoff), and the schedule restarts at active.
 */
async function reviveDates(tx: DbOrTx, accountId: number, now: Date): Promise<void> {
  await tx
    .update(autoshipItems)
    .set({ scheduledAtDate: earliestShipmentDate(now), skipOnce: false, updatedAt: now })
    .where(
      sql`${autoshipItems.accountId} = ${accountId} AND ${autoshipItems.status} = 'active'
          AND ${autoshipItems.scheduledAtDate} <= ${lastLockedDate(now)}`,
    );
  const [schedule] = await tx
    .select({ id: autoshipSchedules.id, status: autoshipSchedules.status })
    .from(autoshipSchedules)
    .where(eq(autoshipSchedules.accountId, accountId))
    .for('update');
  if (!schedule) return;
  const rule = scheduleMove(schedule.status as AutoshipScheduleStatus, 'restarted');
  await tx
    .update(autoshipSchedules)
    .set({ status: rule.to, failedAttempts: 0, retryAt: null, updatedAt: now })
    .where(eq(autoshipSchedules.id, schedule.id));
  await settleNextShipmentDate(tx, accountId);
}

/**
 * One move of a locked account's autoship, announced as `autoship.status_changed`; a move the table refuses is a
 * 400 with its message.
 */
export async function moveAccountAutoship(
  tx: Transaction,
  accountId: number,
  account: LockedAccount,
  move: AutoshipAccountMove,
  now: Date,
) {
  const change = checkAccountMove(account, move, await hasAutoshipOrders(tx, accountId));
  if (!change.ok) throw new AppError('bad_request', change.message, { field: 'autoship_status' });
  if (change.cancelItems) {
    await tx
      .update(autoshipItems)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(sql`${autoshipItems.accountId} = ${accountId} AND ${autoshipItems.status} <> 'cancelled'`);
  }
  if (change.reviveDates) await reviveDates(tx, accountId, now);
  await tx
    .update(accounts)
    .set({
      autoshipStatus: change.to,
      autoshipEnabled: change.enabled,
      ...(change.type ? { autoshipType: change.type } : {}),
      updatedAt: now,
    })
    .where(eq(accounts.id, accountId));
  // The history the churn report reads (reports.ts): the outbox's events are purged, this row stays.
  await tx.insert(autoshipStatusChanges).values({
    accountId,
    move,
    fromStatus: change.from,
    toStatus: change.to,
    at: now,
  });
  await emitEvent(tx, {
    type: 'autoship.status_changed',
    payload: { account_id: accountId, move, from: change.from, to: change.to },
  });
  return change;
}

/** PUT /account?autoship_status=: the move from the current status to the one asked for (none when already there). */
export async function setAccountAutoship(
  tx: Transaction,
  accountId: number,
  requested: AutoshipAccountStatus,
  now = new Date(),
): Promise<void> {
  const account = await lockAutoshipAccount(tx, accountId);
  const move = accountMoveTo(account.status, requested);
  if (move) await moveAccountAutoship(tx, accountId, account, move, now);
}

/** After an item was removed: an autoship with no live item left has nothing to ship, and turns off or ends. */
export async function endIfEmptied(
  tx: Transaction,
  accountId: number,
  account: LockedAccount,
  now: Date,
): Promise<void> {
  const [live] = await queryRows<{ any: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM autoship_items
                        WHERE account_id = ${accountId} AND status <> 'cancelled') AS any`,
  );
  if (live?.any) return;
  if (AUTOSHIP_ACCOUNT_TRANSITIONS.emptied.from.includes(account.status))
    await moveAccountAutoship(tx, accountId, account, 'emptied', now);
}
