import { type Database, type DbOrTx, sql } from '@pantry/db';
import { queryRows } from '../../lib/sql.ts';
import { appendOrderTotal } from '../orders/index.ts';

/**
 * A canceled order (the `order.canceled` subscriber, idempotent by order): what it spent from the gift card
 * balance goes back to the balance, shown on the order as `refund_gc` (its card money is the orders module's
 * `refund_cc`), and a gift it bought that nobody redeemed yet is voided. One refund row per order (unique index)
 * makes a repeat write nothing.
 */
export async function refundOrderGiftCard(db: Database, orderId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [refunded] = await queryRows<{ account_id: number; amount_cents: number }>(
      tx,
      sql`INSERT INTO gift_card_movements (account_id, kind, amount_cents, order_id)
          SELECT account_id, 'refunded', -amount_cents, order_id FROM gift_card_movements
           WHERE order_id = ${orderId}::int AND kind = 'spent'
          ON CONFLICT (order_id, kind) DO NOTHING
          RETURNING account_id, amount_cents`,
    );
    await tx.execute(sql`UPDATE gifts SET status = 'voided', voided_at = now()
                          WHERE order_id = ${orderId}::int AND status IN ('pending', 'issued')`);
    if (!refunded) return 0;
    await tx.execute(sql`UPDATE gift_card_balances SET balance_cents = balance_cents + ${refunded.amount_cents}::int,
                                updated_at = now() WHERE account_id = ${refunded.account_id}::int`);
    await appendOrderTotal(tx, orderId, 'refund_gc', refunded.amount_cents);
    return refunded.amount_cents;
  });
}

/**
 * A staff refund's gift card part (issue 25): the amount goes back to the shopper's pooled balance, with a
 * `refunded` movement of its own. It names no order, because the ledger keeps one refund per order for a
 * cancellation (`gift_card_movements_order_key`) and an order may be refunded by staff in several steps; the
 * `order_refunds` row names the order. Runs in the refund's transaction.
 */
export async function returnToGiftCardBalance(tx: DbOrTx, accountId: number, cents: number): Promise<void> {
  if (cents <= 0) return;
  await tx.execute(sql`INSERT INTO gift_card_movements (account_id, kind, amount_cents)
                       VALUES (${accountId}::int, 'refunded', ${cents}::int)`);
  await tx.execute(sql`INSERT INTO gift_card_balances (account_id, balance_cents) VALUES (${accountId}::int, ${cents}::int)
                       ON CONFLICT (account_id) DO UPDATE
                       SET balance_cents = gift_card_balances.balance_cents + excluded.balance_cents, updated_at = now()`);
}
