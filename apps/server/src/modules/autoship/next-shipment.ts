import { type DbOrTx, sql } from '@pantry/db';
import { autoshipRunning, type NextShipment, shipmentCutoff } from '@pantry/domain';
import { queryPrepared } from '../../lib/sql.ts';
import { type ProductRow, productCardColumns, productCardJoins, toProduct } from '../catalog/index.ts';
import { type ItemRow, itemToWire, type WiredItem } from './rows.ts';

/**
 * The next shipment as every cart answer shows it (withNextShipment), read in one prepared statement: the schedule,
 * whether the account's autoship runs, whether the schedule's card is still the shopper's, and the items due with
 * it beside their products (issue 23 §6: read as five statements one after another, it was most of a cart read's
 * time for a shopper with a schedule). A row per due item; one row with no item when none is due.
 */

type ShipmentRow = Partial<ProductRow> & {
  shipment_date: string;
  autoship_status: string | null;
  card: number | null;
  item_id: number | null;
  item_product_id: number;
  item_qty: number;
  item_frequency_weeks: number;
  item_status: ItemRow['status'];
  item_enabled_at: Date | string;
  item_scheduled_at_date: string;
  item_skip_once: boolean;
};

function itemOf(row: ShipmentRow): WiredItem {
  return {
    id: row.item_id as number,
    productId: row.item_product_id,
    qty: row.item_qty,
    frequencyWeeks: row.item_frequency_weeks,
    status: row.item_status,
    enabledAt: new Date(row.item_enabled_at),
    scheduledAtDate: row.item_scheduled_at_date,
    skipOnce: row.item_skip_once,
  };
}

/** Null without a schedule, or while the account's autoship is not running (paused, turned off, cancelled). */
export async function readNextShipment(db: DbOrTx, accountId: number): Promise<NextShipment | null> {
  const rows = await queryPrepared<ShipmentRow>(
    db,
    sql`SELECT s.next_shipment_date::text AS shipment_date, a.autoship_status,
               CASE WHEN EXISTS (SELECT 1 FROM payment_methods pm WHERE pm.id = s.payment_method_id
                                    AND pm.account_id = s.account_id AND pm.removed_at IS NULL)
                    THEN s.payment_method_id END AS card,
               due.*
          FROM autoship_schedules s
          JOIN accounts a ON a.id = s.account_id
          LEFT JOIN LATERAL (
            SELECT i.id AS item_id, i.product_id AS item_product_id, i.qty AS item_qty,
                   i.frequency_weeks AS item_frequency_weeks, i.status AS item_status, i.enabled_at AS item_enabled_at,
                   i.scheduled_at_date::text AS item_scheduled_at_date, i.skip_once AS item_skip_once,
                   ${productCardColumns}
              FROM autoship_items i JOIN products p ON p.id = i.product_id ${productCardJoins}
             WHERE i.account_id = s.account_id AND i.status = 'active'
               AND i.scheduled_at_date <= s.next_shipment_date) due ON true
         WHERE s.account_id = ${accountId}::int
         ORDER BY due.item_id`,
  );
  const first = rows[0];
  if (!first || !autoshipRunning(first.autoship_status)) return null;
  const items = rows.flatMap((row) =>
    row.item_id == null ? [] : [itemToWire(itemOf(row), toProduct(row as ProductRow))],
  );
  return {
    date: first.shipment_date,
    cutoff: shipmentCutoff(first.shipment_date).toISOString(),
    items,
    paymentMethodId: first.card,
  };
}
