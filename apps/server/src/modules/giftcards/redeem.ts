import { type Database, sql, type Transaction } from '@pantry/db';
import {
  centsToDollars,
  type GiftType,
  giftHasCredit,
  giftHasMembership,
  normalizeGiftCode,
  type RedeemAnswer,
  redeemMessages,
  redeemRefusal,
} from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';
import { giveGiftMembership } from '../membership/index.ts';
import { giftCodeHash } from './issue.ts';
import { redeemTries } from './tries.ts';

/**
 * /redeem: a code works once. The gift moves from issued to redeemed in one guarded UPDATE, so of ten parallel
 * redemptions exactly one finds it issued; in the same transaction its credit goes to the balance (one ledger row
 * per gift) and its membership starts or extends.
 *
 * A gift is spent once redeemed, so its order's cancellation refunds everything but it (issue 23). The race between
 * the two is decided by the order's row: the UPDATE takes a share lock on it and needs it not canceled, while a
 * cancellation updates that row. Whichever commits first wins: a cancellation first leaves the code worthless (its
 * order is canceled, whatever the gift row still says), a redemption first is kept out of the refund.
 */

type Redeemed = { id: number; type: GiftType; credit_cents: number };

async function addCredit(tx: Transaction, accountId: number, gift: Redeemed): Promise<void> {
  await tx.execute(sql`INSERT INTO gift_card_movements (account_id, kind, amount_cents, gift_id)
                       VALUES (${accountId}::int, 'redeemed', ${gift.credit_cents}::int, ${gift.id}::int)`);
  await tx.execute(sql`INSERT INTO gift_card_balances (account_id, balance_cents) VALUES (${accountId}::int, ${gift.credit_cents}::int)
                       ON CONFLICT (account_id) DO UPDATE
                       SET balance_cents = gift_card_balances.balance_cents + excluded.balance_cents, updated_at = now()`);
}

export async function giftCardBalanceCents(db: Database | Transaction, accountId: number): Promise<number> {
  const [row] = await queryRows<{ balance_cents: number }>(
    db,
    sql`SELECT balance_cents FROM gift_card_balances WHERE account_id = ${accountId}::int`,
  );
  return row?.balance_cents ?? 0;
}

export function createRedeemer(db: Database) {
  const tries = redeemTries(db);

  async function refusal(hash: string | null): Promise<string> {
    if (!hash) return redeemMessages.notFound;
    // A gift of a canceled order is void even before the cancellation's subscriber marks it so.
    const [row] = await queryRows<{ status: 'pending' | 'issued' | 'redeemed' | 'voided' }>(
      db,
      sql`SELECT CASE WHEN o.status = 'canceled' AND g.status IN ('pending', 'issued') THEN 'voided' ELSE g.status END
                 AS status
            FROM gifts g JOIN orders o ON o.id = g.order_id WHERE g.code_hash = ${hash}`,
    );
    return redeemRefusal(row?.status ?? null) ?? redeemMessages.used;
  }

  return async function redeem(
    accountId: number,
    ip: string,
    typed: string,
    now = new Date(),
  ): Promise<RedeemAnswer> {
    if (!(await tries.take(accountId, ip, now)))
      throw new AppError('too_many_requests', redeemMessages.tooMany);
    const normalized = normalizeGiftCode(typed);
    const hash = normalized ? giftCodeHash(normalized) : null;
    const done = hash
      ? await db.transaction(async (tx) => {
          const [gift] = await queryRows<Redeemed>(
            tx,
            sql`WITH live_order AS (
                  SELECT o.id FROM orders o JOIN gifts g ON g.order_id = o.id
                   WHERE g.code_hash = ${hash} AND o.status <> 'canceled' FOR SHARE OF o)
                UPDATE gifts SET status = 'redeemed', redeemed_at = ${now.toISOString()}::timestamptz,
                       redeemed_by = ${accountId}::int
                 WHERE code_hash = ${hash} AND status = 'issued' AND order_id IN (SELECT id FROM live_order)
                RETURNING id, type, credit_cents`,
          );
          if (!gift) return null;
          if (giftHasCredit(gift.type) && gift.credit_cents > 0) await addCredit(tx, accountId, gift);
          const membership = giftHasMembership(gift.type)
            ? await giveGiftMembership(tx, { accountId, now })
            : null;
          return { gift, membership, balance: await giftCardBalanceCents(tx, accountId) };
        })
      : null;
    if (!done) throw new AppError('bad_request', await refusal(hash), { field: 'code' });
    await tries.giveBack(accountId, ip);
    return {
      success: true,
      message: redeemMessages.redeemed,
      type: done.gift.type,
      credit: centsToDollars(done.gift.credit_cents),
      membership_expires_at: done.membership?.expiresAt.toISOString() ?? null,
      gift_card_balance: centsToDollars(done.balance),
    };
  };
}
