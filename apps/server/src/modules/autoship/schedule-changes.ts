import {
  addresses,
  autoshipItems,
  autoshipSchedules,
  type Database,
  type DbOrTx,
  eq,
  paymentMethods,
  sql,
} from '@pantry/db';
import {
  type AutoshipFrequency,
  type AutoshipScheduleStatus,
  autoshipMessages,
  checkShipmentDate,
  scheduleMove,
} from '@pantry/domain';
import { AppError } from '../../errors.ts';
import type { ScheduleRow } from './rows.ts';

/** The settings page's changes (issue 14 /autoship/settings: frequency, date, payment, address). */
export type ScheduleChanges = {
  next_shipment_date?: string;
  frequency?: AutoshipFrequency;
  payment_method_id?: number;
  address_id?: number;
};

/** A card of the shopper's that is not removed. */
export async function ownsPaymentMethod(tx: DbOrTx, accountId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      sql`${paymentMethods.id} = ${id} AND ${paymentMethods.accountId} = ${accountId} AND ${paymentMethods.removedAt} IS NULL`,
    );
  return Boolean(row);
}

async function ownsAddress(tx: DbOrTx, accountId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(sql`${addresses.id} = ${id} AND ${addresses.accountId} = ${accountId}`);
  return Boolean(row);
}

/**
 * Moves the whole next shipment to another date: every active item due by the old or the new date goes with it. A new card
 * returns a failed schedule to active (issue 14: 'a new card returns the schedule to active').
 */
export async function changeSchedule(
  db: Database,
  accountId: number,
  changes: ScheduleChanges,
  now = new Date(),
): Promise<ScheduleRow> {
  return db.transaction(async (tx) => {
    const [schedule] = await tx
      .select()
      .from(autoshipSchedules)
      .where(eq(autoshipSchedules.accountId, accountId))
      .for('update');
    if (!schedule) throw new AppError('not_found', autoshipMessages.noSchedule);
    const patch: Partial<ScheduleRow> = { updatedAt: now };
    if (changes.next_shipment_date !== undefined) {
      const checked = checkShipmentDate(changes.next_shipment_date, now);
      if (!checked.ok) throw new AppError('bad_request', checked.message, { field: 'next_shipment_date' });
      // Everything due by the old date or by the new one ships on the new one.
      const latest = checked.date > schedule.nextShipmentDate ? checked.date : schedule.nextShipmentDate;
      await tx
        .update(autoshipItems)
        .set({ scheduledAtDate: checked.date, updatedAt: now })
        .where(
          sql`${autoshipItems.accountId} = ${accountId} AND ${autoshipItems.status} = 'active'
              AND ${autoshipItems.scheduledAtDate} <= ${latest}`,
        );
      patch.nextShipmentDate = checked.date;
    }
    if (changes.frequency !== undefined) patch.frequencyWeeks = changes.frequency;
    if (changes.address_id !== undefined) {
      if (!(await ownsAddress(tx, accountId, changes.address_id)))
        throw new AppError('bad_request', 'Choose one of your saved addresses.', { field: 'address_id' });
      patch.addressId = changes.address_id;
    }
    if (changes.payment_method_id !== undefined) {
      if (!(await ownsPaymentMethod(tx, accountId, changes.payment_method_id)))
        throw new AppError('bad_request', 'Choose one of your saved cards.', { field: 'payment_method_id' });
      patch.paymentMethodId = changes.payment_method_id;
      const rule = scheduleMove(schedule.status as AutoshipScheduleStatus, 'card_updated');
      Object.assign(patch, { status: rule.to, failedAttempts: 0, retryAt: null });
    }
    const [updated] = await tx
      .update(autoshipSchedules)
      .set(patch)
      .where(eq(autoshipSchedules.id, schedule.id))
      .returning();
    return updated!;
  });
}
