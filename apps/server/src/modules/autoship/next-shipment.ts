import { type DbOrTx, sql } from '@pantry/db';
import { autoshipRunning, type NextShipment, shipmentCutoff } from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import { queryPrepared } from '../../lib/sql.ts';
import { type ProductRow, productCardColumns, productCardJoins, toProduct } from '../catalog/index.ts';
import { type ItemRow, itemToWire, type WiredItem } from './rows.ts';

/**
 * The next shipment as every cart answer shows it (withNextShipment): the schedule, whether the account's autoship
 * runs, whether the schedule's card is still the shopper's, and the items due with it beside their product cards,
 * as one json value. Issue 23 §6: read as five statements after the cart's own, it cut a subscriber's cart reads
 * to a third; the cart's session-and-cart statement now carries this value (as it carries Thrive Cash's), so a
 * cart read is one round trip again, and `readNextShipment` is the same value read alone.
 */

type DueItemJson = ProductRow & {
  item_id: number;
  item_product_id: number;
  item_qty: number;
  item_frequency_weeks: number;
  item_status: ItemRow['status'];
  item_enabled_at: string;
  item_scheduled_at_date: string;
  item_skip_once: boolean;
};

/** What nextShipmentJson answers (null: the account has no schedule). */
export type NextShipmentJson = {
  shipment_date: string;
  autoship_status: string | null;
  card: number | null;
  items: DueItemJson[];
} | null;

/**
 * The next shipment of the account `accountId` names (an SQL expression of the enclosing statement, e.g. the
 * sessions row's `s.account_id`: the aliases here are prefixed so they never hide the enclosing statement's), as
 * one json value.
 */
export function nextShipmentJson(accountId: SQL): SQL {
  return sql`(SELECT json_build_object('shipment_date', next_s.next_shipment_date, 'autoship_status', next_a.autoship_status,
              'card', CASE WHEN EXISTS (SELECT 1 FROM payment_methods pm WHERE pm.id = next_s.payment_method_id
                                          AND pm.account_id = next_s.account_id AND pm.removed_at IS NULL)
                           THEN next_s.payment_method_id END,
              'items', (SELECT coalesce(json_agg(row_to_json(due) ORDER BY due.item_id), '[]'::json)
                          FROM (SELECT i.id AS item_id, i.product_id AS item_product_id, i.qty AS item_qty,
                                       i.frequency_weeks AS item_frequency_weeks, i.status AS item_status,
                                       i.enabled_at AS item_enabled_at, i.scheduled_at_date AS item_scheduled_at_date,
                                       i.skip_once AS item_skip_once, ${productCardColumns}
                                  FROM autoship_items i JOIN products p ON p.id = i.product_id ${productCardJoins}
                                 WHERE i.account_id = next_s.account_id AND i.status = 'active'
                                   AND i.scheduled_at_date <= next_s.next_shipment_date) due))
         FROM autoship_schedules next_s JOIN accounts next_a ON next_a.id = next_s.account_id
        WHERE next_s.account_id = ${accountId})`;
}

function itemOf(row: DueItemJson): WiredItem {
  return {
    id: row.item_id,
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
export function toNextShipment(json: NextShipmentJson): NextShipment | null {
  if (!json || !autoshipRunning(json.autoship_status)) return null;
  return {
    date: json.shipment_date,
    cutoff: shipmentCutoff(json.shipment_date).toISOString(),
    items: json.items.map((row) => itemToWire(itemOf(row), toProduct(row))),
    paymentMethodId: json.card,
  };
}

/** The next shipment alone, in one prepared statement. */
export async function readNextShipment(db: DbOrTx, accountId: number): Promise<NextShipment | null> {
  const [row] = await queryPrepared<{ next: NextShipmentJson }>(
    db,
    sql`SELECT ${nextShipmentJson(sql`${accountId}::int`)} AS next`,
  );
  return toNextShipment(row?.next ?? null);
}
