import { type DbOrTx, sql } from '@pantry/db';

/**
 * The schedule's next shipment is its earliest active item's date (paused and cancelled items don't ship); with no
 * active item it keeps its date.
 */
export async function settleNextShipmentDate(tx: DbOrTx, accountId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE autoship_schedules s
       SET next_shipment_date = COALESCE(
             (SELECT min(i.scheduled_at_date) FROM autoship_items i
               WHERE i.account_id = s.account_id AND i.status = 'active'),
             s.next_shipment_date),
           updated_at = now()
     WHERE s.account_id = ${accountId}`);
}
