import { sql } from '@pantry/db';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../lib/sql.ts';
import { drawGiftCode } from './issue.ts';

/**
 * Demo data (issue 13: 'a gift card balance'): the monthly demo member buys a $40 gift card for the annual demo
 * member through the cart and checkout, and the annual member redeems it, so member@pantry.test has a balance to
 * spend. The code is drawn here instead of by the e-mail subscriber (marked e-mailed, so none is sent).
 */
export async function ensureDemoGiftCard(app: FastifyInstance, now = new Date()): Promise<boolean> {
  const people = await queryRows<{ email: string; id: number; token: string | null }>(
    app.db,
    sql`SELECT a.email, a.id, (SELECT pm.token FROM payment_methods pm WHERE pm.account_id = a.id
              AND pm.removed_at IS NULL AND pm.kind = 'card' ORDER BY pm.id LIMIT 1) AS token
          FROM accounts a WHERE a.email IN ('monthly@pantry.test', 'member@pantry.test')`,
  );
  const buyer = people.find((p) => p.email === 'monthly@pantry.test');
  const friend = people.find((p) => p.email === 'member@pantry.test');
  if (!buyer?.token || !friend) return false;
  const [card] = await queryRows<{ id: number }>(
    app.db,
    sql`SELECT id FROM products WHERE product_type = 'aw_giftcard' ORDER BY id LIMIT 1`,
  );
  if (!card) return false;
  await app.giftcards.addToCart(buyer.id, card.id, {
    type: 'credit',
    amount: '40',
    gc_recipient_full_name: 'Maya Patel',
    gc_recipient_email: friend.email,
    gc_message: 'Happy birthday! Stock up on the good stuff.',
    sender_fullname: 'Mo Chen',
    gc_sender_email: buyer.email,
  });
  const { orderId } = await app.checkout.placeOrder(
    { accountId: buyer.id, idempotencyKey: 'demo-gift-card', paymentToken: buyer.token },
    now,
  );
  const drawn = drawGiftCode();
  await app.db.execute(sql`UPDATE gifts SET code_hash = ${drawn.hash}, code_last_four = ${drawn.lastFour},
      status = 'issued', issued_at = ${now.toISOString()}::timestamptz, emailed_at = ${now.toISOString()}::timestamptz
    WHERE order_id = ${orderId}::int AND status = 'pending'`);
  await app.giftcards.redeem(friend.id, '127.0.0.1', drawn.code, now);
  return true;
}
