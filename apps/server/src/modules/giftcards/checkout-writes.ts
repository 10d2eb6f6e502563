import { sql, type Transaction, type Writer, writeCheck } from '@pantry/db';
import type { SQL } from 'drizzle-orm';

/**
 * The gift card's writers for checkout, shaped like the coupons': the balance the cart spends is taken in
 * checkout's hold, before the charge, only while the balance still covers it (the row lock makes racing checkouts
 * take turns, and each re-reads the balance the one before left); the spend is written to the ledger with the
 * order; a checkout that ends without an order gives it back. The gift being bought becomes a `gifts` row with the
 * order and leaves the cart.
 */

export const GIFT_CARD_SHORT = 'gift_card_short';

/** Takes `cents` off the balance while `guard` holds; `gift_card_held` has a row only if it was taken. */
export function holdGiftCardSpend(accountId: number, cents: number, guard: SQL): Writer[] {
  return [
    {
      name: 'hold gift card balance',
      ctes: sql`gift_card_held AS (
        UPDATE gift_card_balances SET balance_cents = balance_cents - ${cents}::int, updated_at = now()
         WHERE account_id = ${accountId}::int AND ${cents}::int > 0 AND balance_cents >= ${cents}::int AND ${guard}
        RETURNING account_id)`,
      answer: sql`(SELECT count(*)::int FROM gift_card_held) AS gift_card_held`,
    },
    {
      name: 'check the gift card balance',
      ctes: null,
      answer: writeCheck(
        sql`NOT ${guard} OR ${cents}::int = 0 OR EXISTS (SELECT 1 FROM gift_card_held)`,
        GIFT_CARD_SHORT,
        'gift_card_checked',
      ),
    },
  ];
}

/** Gives back a hold of a checkout that ended without an order. */
export async function releaseGiftCardSpend(tx: Transaction, accountId: number, cents: number): Promise<void> {
  if (cents <= 0) return;
  await tx.execute(sql`UPDATE gift_card_balances SET balance_cents = balance_cents + ${cents}::int, updated_at = now()
                        WHERE account_id = ${accountId}::int`);
}

/** The ledger's spend row for the order in `new_order`. */
export function recordGiftCardSpend(accountId: number, cents: number): Writer {
  return {
    name: 'record gift card spend',
    ctes: sql`gift_card_spent AS (
      INSERT INTO gift_card_movements (account_id, kind, amount_cents, order_id)
      SELECT ${accountId}::int, 'spent', -${cents}::int, o.id FROM new_order o WHERE ${cents}::int > 0
      RETURNING 1)`,
    answer: sql`(SELECT count(*)::int FROM gift_card_spent) AS gift_card_spent`,
  };
}

/** The cart's gift becomes the order's `gifts` row (pending: its code is drawn once the order is announced). */
export function recordGiftPurchase(cartId: number, accountId: number): Writer {
  return {
    name: 'record gift purchase',
    ctes: sql`gift_bought AS (
          INSERT INTO gifts (order_id, buyer_account_id, type, credit_cents, price_cents, recipient_name,
                             recipient_email, message, sender_name, sender_email)
          SELECT o.id, ${accountId}::int, g.type, g.credit_cents, g.price_cents, g.recipient_name, g.recipient_email,
                 g.message, g.sender_name, g.sender_email
            FROM new_order o JOIN cart_gifts g ON g.cart_id = ${cartId}::int
          RETURNING id),
        gift_line_gone AS (
          DELETE FROM cart_gifts WHERE cart_id = ${cartId}::int AND EXISTS (SELECT 1 FROM new_order) RETURNING 1)`,
    answer: sql`(SELECT count(*)::int FROM gift_bought) AS gifts_bought`,
  };
}
