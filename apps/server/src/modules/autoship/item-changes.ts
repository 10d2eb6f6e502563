import { autoshipItems, type Database, type DbOrTx, eq, sql, type Transaction } from '@pantry/db';
import {
  type AutoshipFrequency,
  type AutoshipItemChange,
  type AutoshipItemStatus,
  autoshipMessages,
  beforeCutoff,
  checkItemMove,
  checkShipmentDate,
  earliestShipmentDate,
  itemMoveTo,
} from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { emitEvent } from '../events/index.ts';
import { endIfEmptied, lockAutoshipAccount } from './account-changes.ts';
import { type ItemRow, loadSchedule } from './rows.ts';
import { settleNextShipmentDate } from './schedule-dates.ts';

/** PUT /autoship/item/{itemId}: spec §7 'status or scheduled_at_date', and the manage panel's qty and frequency. */
export type ItemChanges = {
  status?: AutoshipItemStatus;
  scheduled_at_date?: string;
  qty?: number;
  frequency?: AutoshipFrequency;
  skip_once?: boolean;
};

async function lockItem(tx: DbOrTx, accountId: number, itemId: number): Promise<ItemRow | null> {
  const [item] = await tx
    .select()
    .from(autoshipItems)
    .where(sql`${autoshipItems.id} = ${itemId} AND ${autoshipItems.accountId} = ${accountId}`)
    .for('update');
  return item ?? null;
}

/** A removal that can't be done says so in the spec's words (§8 'Couldn't remove item from autoship'). */
function refusal(changes: ItemChanges, message: string, code: 'not_found' | 'bad_request' = 'bad_request') {
  if (changes.status === 'cancelled') return new AppError(code, autoshipMessages.removeFailed);
  return new AppError(code, message);
}

/** The status part of a change, through the item table; resuming an item whose date has locked moves it on. */
async function statusPatch(
  tx: DbOrTx,
  item: ItemRow,
  to: AutoshipItemStatus,
  now: Date,
  changes: ItemChanges,
): Promise<Partial<ItemRow>> {
  if (to === item.status) return {};
  const move = checkItemMove(item.status, itemMoveTo(to));
  if (!move.ok) throw refusal(changes, move.message);
  const patch: Partial<ItemRow> = { status: move.to };
  if (move.to === 'cancelled') patch.cancelledAt = now;
  if (move.to === 'active' && !beforeCutoff(item.scheduledAtDate, now)) {
    const schedule = await loadSchedule(tx, item.accountId);
    const next = schedule?.nextShipmentDate;
    patch.scheduledAtDate = next && beforeCutoff(next, now) ? next : earliestShipmentDate(now);
  }
  return patch;
}

const CHANGE_OF: Record<AutoshipItemStatus, AutoshipItemChange> = {
  active: 'resumed',
  paused: 'paused',
  cancelled: 'cancelled',
};

/** `autoship.item_changed` for a status move and for a skip of the next shipment (in the change's transaction). */
async function announce(tx: Transaction, updated: ItemRow, before: ItemRow, patch: Partial<ItemRow>) {
  const changes: AutoshipItemChange[] = [];
  if (patch.status && patch.status !== before.status) changes.push(CHANGE_OF[patch.status]);
  if (patch.skipOnce === true && !before.skipOnce) changes.push('skipped');
  for (const change of changes) {
    await emitEvent(tx, {
      type: 'autoship.item_changed',
      payload: { account_id: updated.accountId, item_id: updated.id, product_id: updated.productId, change },
    });
  }
}

/**
 * Changes one of the shopper's items in one transaction, and settles the schedule's next date after it; removing
 * the last live item ends the autoship (the account's 'emptied' move).
 */
export async function changeItem(
  db: Database,
  accountId: number,
  itemId: number,
  changes: ItemChanges,
  now = new Date(),
): Promise<ItemRow> {
  return db.transaction(async (tx) => {
    const account = await lockAutoshipAccount(tx, accountId);
    const item = await lockItem(tx, accountId, itemId);
    if (!item || item.status === 'cancelled')
      throw refusal(changes, autoshipMessages.itemNotFound, 'not_found');
    const patch: Partial<ItemRow> = { updatedAt: now };
    if (changes.status !== undefined)
      Object.assign(patch, await statusPatch(tx, item, changes.status, now, changes));
    if (changes.scheduled_at_date !== undefined) {
      const checked = checkShipmentDate(changes.scheduled_at_date, now);
      if (!checked.ok) throw new AppError('bad_request', checked.message, { field: 'scheduled_at_date' });
      patch.scheduledAtDate = checked.date;
      // A rescheduled item ships on its new date: a skip of the old one no longer applies.
      patch.skipOnce = false;
    }
    if (changes.qty !== undefined) patch.qty = Math.min(50, Math.max(1, changes.qty));
    if (changes.frequency !== undefined) patch.frequencyWeeks = changes.frequency;
    if (changes.skip_once !== undefined) {
      if (!beforeCutoff(patch.scheduledAtDate ?? item.scheduledAtDate, now))
        throw new AppError('bad_request', 'That shipment date has passed its cutoff.');
      patch.skipOnce = changes.skip_once;
    }
    const [updated] = await tx
      .update(autoshipItems)
      .set(patch)
      .where(eq(autoshipItems.id, item.id))
      .returning();
    await settleNextShipmentDate(tx, accountId);
    await announce(tx, updated!, item, patch);
    if (patch.status === 'cancelled') await endIfEmptied(tx, accountId, account, now);
    return updated!;
  });
}
