import { type Database, sql } from '@pantry/db';
import type { AuditActor } from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';
import { recordAudit } from '../audit/index.ts';

/**
 * An operator who must refund a canceled order's redeemed gift anyway takes its credit back from the recipient's
 * balance first (issue 23): as much of the credit as the balance still holds, never below 0, so what the recipient
 * already spent stays spent and only what was taken back is refunded to the buyer (the caller then runs the
 * order's refund again). Each gift is clawed back once: its row is locked, and its `clawed_back` movement is unique.
 * The balance row is locked too, so a checkout spending it at the same moment takes turns with the claw-back.
 */

export const clawBackMessages = {
  notCanceled: 'Only a canceled order’s gifts can be clawed back.',
} as const;

export type ClawedBack = { gift_id: number; taken_cents: number };

type RedeemedGift = { id: number | null; redeemed_by: number; credit_cents: number; order_status: string };

export async function clawBackOrderGifts(
  db: Database,
  orderId: number,
  actor?: AuditActor,
): Promise<ClawedBack[]> {
  return db.transaction(async (tx) => {
    const redeemed = await queryRows<RedeemedGift>(
      tx,
      sql`SELECT g.id, g.redeemed_by, g.credit_cents, o.status AS order_status
            FROM orders o LEFT JOIN gifts g ON g.order_id = o.id AND g.status = 'redeemed' AND g.credit_cents > 0
             AND NOT EXISTS (SELECT 1 FROM gift_card_movements m WHERE m.gift_id = g.id AND m.kind = 'clawed_back')
           WHERE o.id = ${orderId}::int
           ORDER BY g.id FOR UPDATE OF o`,
    );
    if (redeemed[0]?.order_status !== 'canceled')
      throw new AppError('conflict', clawBackMessages.notCanceled);
    const taken: ClawedBack[] = [];
    for (const gift of redeemed) {
      if (gift.id === null) continue;
      const [balance] = await queryRows<{ balance_cents: number }>(
        tx,
        sql`SELECT balance_cents FROM gift_card_balances WHERE account_id = ${gift.redeemed_by}::int FOR UPDATE`,
      );
      const cents = Math.min(gift.credit_cents, balance?.balance_cents ?? 0);
      await tx.execute(sql`UPDATE gift_card_balances SET balance_cents = balance_cents - ${cents}::int, updated_at = now()
                            WHERE account_id = ${gift.redeemed_by}::int`);
      await tx.execute(sql`INSERT INTO gift_card_movements (account_id, kind, amount_cents, gift_id)
                           VALUES (${gift.redeemed_by}::int, 'clawed_back', ${-cents}::int, ${gift.id}::int)`);
      await tx.execute(sql`UPDATE gifts SET clawed_back_cents = ${cents}::int WHERE id = ${gift.id}::int`);
      taken.push({ gift_id: gift.id, taken_cents: cents });
    }
    if (actor) {
      const gifts = redeemed.filter((gift) => gift.id !== null);
      await recordAudit(tx, actor, {
        action: 'order.gift_clawback',
        subjectType: 'order',
        subjectId: orderId,
        before: {
          gifts: gifts.map((g) => ({ gift_id: g.id, credit_cents: g.credit_cents, clawed_back_cents: 0 })),
        },
        after: { gifts: taken.map((g) => ({ gift_id: g.gift_id, clawed_back_cents: g.taken_cents })) },
      });
    }
    return taken;
  });
}
