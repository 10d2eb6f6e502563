import { type DbOrTx, sql } from '@pantry/db';

/**
 * A refund shown on the order (spec §3 total types `refund_gc`, `refund_cc`): appended to the order's totals as the
 * amount given back (positive: it is not part of what the order cost), once per type (a repeat changes nothing).
 */
export async function appendOrderTotal(
  db: DbOrTx,
  orderId: number,
  type: 'refund_gc' | 'refund_cc',
  cents: number,
): Promise<void> {
  if (cents <= 0) return;
  await db.execute(sql`UPDATE orders
      SET totals = totals || jsonb_build_array(jsonb_build_object('type', ${type}::text, 'value', ${cents}::int)),
          updated_at = now()
    WHERE id = ${orderId}::int AND NOT (totals @> jsonb_build_array(jsonb_build_object('type', ${type}::text)))`);
}

/**
 * Sets a refund total to what has been given back so far (a canceled order refunded in steps, issue 23): the entry
 * is replaced, so a repeat with the same amount changes nothing; nothing given back writes nothing.
 */
export async function setOrderTotal(
  db: DbOrTx,
  orderId: number,
  type: 'refund_cc' | 'refund_gc',
  cents: number,
): Promise<void> {
  if (cents <= 0) return;
  await db.execute(sql`UPDATE orders
      SET totals = coalesce((SELECT jsonb_agg(entry) FROM jsonb_array_elements(totals) entry
                              WHERE entry->>'type' <> ${type}::text), '[]'::jsonb)
                   || jsonb_build_array(jsonb_build_object('type', ${type}::text, 'value', ${cents}::int)),
          updated_at = now()
    WHERE id = ${orderId}::int
      AND NOT (totals @> jsonb_build_array(jsonb_build_object('type', ${type}::text, 'value', ${cents}::int)))`);
}

/**
 * Card money given back on one of the order's payments, inside the refund's own transaction (a staff refund, after
 * the gateway refunded it). The orders module owns `order_payments`; other modules book refunds through this.
 */
export async function addCardRefunded(tx: DbOrTx, paymentId: number, cents: number): Promise<void> {
  await tx.execute(sql`UPDATE order_payments SET refunded_cents = refunded_cents + ${cents}::int
                        WHERE id = ${paymentId}::int`);
}
