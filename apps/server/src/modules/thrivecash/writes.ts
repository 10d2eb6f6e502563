import { type Database, type DbOrTx, sql, type Transaction, type Writer, writeCheck } from '@pantry/db';
import { lotExpiresAt, type ThriveCashEarnReason } from '@pantry/domain';
import { queryPrepared } from '../../lib/sql.ts';

/**
 * Writing the ledger. Credits open a lot (once, by their once-key); debits draw from lots under the shopper's lock
 * (`pg_advisory_xact_lock(74130, account)`, the same one the `thrive_cash_spend` function takes), each statement
 * after the lock reading afresh, so two writers never spend the same cents.
 */

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** The lock every debit of one shopper's Thrive Cash takes, for the rest of the transaction. */
export async function lockAccountLedger(tx: DbOrTx, accountId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(74130, ${accountId}::int)`);
}

export type Credit = {
  accountId: number;
  /** earned (with a reason) or an operator's positive adjustment. */
  kind: 'earned' | 'adjusted';
  reason: ThriveCashEarnReason | null;
  cents: number;
  /** False: pending until its order ships. */
  available: boolean;
  /** The operator's date; else 12 months after `now`. */
  expiresAt?: Date | null;
  onceKey: string | null;
  orderId?: number | null;
  reviewId?: number | null;
  productId?: number | null;
  membershipId?: number | null;
  note?: string | null;
  operator?: string | null;
};

/** Opens a lot; answers its id, or null when the once-key was used (the credit happened already). */
export async function creditLot(db: DbOrTx, credit: Credit, now: Date): Promise<number | null> {
  if (credit.cents <= 0) return null;
  const [row] = await queryPrepared<{ id: number }>(
    db,
    sql`INSERT INTO thrive_cash_ledger (account_id, kind, reason, amount_cents, expires_at, available_at, order_id,
          review_id, product_id, membership_id, note, operator, once_key, created_at)
        VALUES (${credit.accountId}::int, ${credit.kind}::text, ${credit.reason}::text, ${Math.round(credit.cents)}::int,
          ${lotExpiresAt(now, credit.expiresAt).toISOString()}::timestamptz,
          ${credit.available ? now.toISOString() : null}::timestamptz, ${credit.orderId ?? null}::int,
          ${credit.reviewId ?? null}::int, ${credit.productId ?? null}::int, ${credit.membershipId ?? null}::int,
          ${credit.note ?? null}::text, ${credit.operator ?? null}::text, ${credit.onceKey}::text, ${at(now)})
        ON CONFLICT (once_key) DO NOTHING
        RETURNING id::int AS id`,
  );
  return row?.id ?? null;
}

/**
 * Takes `cents` from the shopper's spendable lots, those that expire first first (`thrive_cash_spend`); answers
 * false and writes nothing when the balance is short.
 */
export async function debitLots(
  db: DbOrTx,
  input: { accountId: number; cents: number; kind: 'spent' | 'adjusted'; note?: string; operator?: string },
  now: Date,
): Promise<boolean> {
  const [row] = await queryPrepared<{ ok: boolean }>(
    db,
    sql`SELECT thrive_cash_spend(${input.accountId}::int, ${Math.round(input.cents)}::int, ${input.kind}::text,
          NULL::int, ${input.note ?? null}::text, ${input.operator ?? null}::text, ${at(now)}) AS ok`,
  );
  return row?.ok === true;
}

/**
 * Checkout's writer: spends the Thrive Cash the order applied, in the order's own statement, once `new_order` has a
 * row. A balance spent since pricing fails the statement (`thrive_cash_short`), so the order is not written and its
 * charges are given back.
 */
export function spendThriveCash(accountId: number, cents: number, now: Date): Writer {
  return {
    name: 'spend thrive cash',
    ctes: sql`thrive_cash_spent AS (
      SELECT thrive_cash_spend(${accountId}::int, ${cents}::int, 'spent', o.id, NULL, NULL, ${at(now)}) AS ok
        FROM new_order o)`,
    answer: writeCheck(
      sql`NOT EXISTS (SELECT 1 FROM new_order) OR coalesce((SELECT bool_and(ok) FROM thrive_cash_spent), false)`,
      'thrive_cash_short',
      'thrive_cash_spent',
    ),
  };
}

/** An order shipped: the credit it earned becomes spendable. Answers how many lots it released. */
export async function releaseOrderEarnings(db: DbOrTx, orderId: number, now: Date): Promise<number> {
  const rows = await queryPrepared<{ id: number }>(
    db,
    sql`UPDATE thrive_cash_ledger SET available_at = ${at(now)}
         WHERE order_id = ${orderId}::int AND lot_id IS NULL AND kind = 'earned' AND available_at IS NULL
        RETURNING id::int AS id`,
  );
  return rows.length;
}

/**
 * A canceled (or refunded) order: what it earned is clawed back (what is left of those lots), and what it spent is
 * restored to the lots it came from, keeping their dates. Each row has its once-key, so a second run writes nothing.
 */
export async function reverseOrder(db: Database, orderId: number, now: Date): Promise<void> {
  await db.transaction(async (tx: Transaction) => {
    const [owner] = await queryPrepared<{ account_id: number }>(
      tx,
      sql`SELECT account_id FROM thrive_cash_ledger WHERE order_id = ${orderId}::int LIMIT 1`,
    );
    if (!owner) return;
    await lockAccountLedger(tx, owner.account_id);
    await tx.execute(sql`INSERT INTO thrive_cash_ledger (account_id, kind, amount_cents, lot_id, order_id, once_key, created_at)
      SELECT l.account_id, 'clawed_back', -l.remaining_cents, l.id, l.order_id, 'order:' || l.order_id || ':clawback:' || l.id,
             ${at(now)}
        FROM thrive_cash_lots l WHERE l.order_id = ${orderId}::int AND l.kind = 'earned' AND l.remaining_cents > 0
      ON CONFLICT (once_key) DO NOTHING`);
    await tx.execute(sql`INSERT INTO thrive_cash_ledger (account_id, kind, amount_cents, lot_id, order_id, once_key, created_at)
      SELECT s.account_id, 'restored', -s.amount_cents, s.lot_id, s.order_id, 'order:' || s.order_id || ':restore:' || s.id,
             ${at(now)}
        FROM thrive_cash_ledger s WHERE s.order_id = ${orderId}::int AND s.kind = 'spent'
      ON CONFLICT (once_key) DO NOTHING`);
  });
}

/**
 * Expiry: every lot past its date with money left gets an `expired` row for what is left, one shopper at a time
 * under their lock. Answers how many lots expired.
 */
export async function expireLots(db: Database, now: Date, limit = 500): Promise<number> {
  const due = await queryPrepared<{ account_id: number }>(
    db,
    sql`SELECT DISTINCT l.account_id FROM thrive_cash_lots l
         WHERE l.expires_at <= ${at(now)} AND l.remaining_cents > 0 LIMIT ${limit}::int`,
  );
  let expired = 0;
  for (const { account_id } of due) {
    expired += await db.transaction(async (tx: Transaction) => {
      await lockAccountLedger(tx, account_id);
      const rows = await queryPrepared<{ id: number }>(
        tx,
        sql`INSERT INTO thrive_cash_ledger (account_id, kind, amount_cents, lot_id, created_at)
            SELECT l.account_id, 'expired', -l.remaining_cents, l.id, ${at(now)}
              FROM thrive_cash_lots l
             WHERE l.account_id = ${account_id}::int AND l.expires_at <= ${at(now)} AND l.remaining_cents > 0
            RETURNING id::int AS id`,
      );
      return rows.length;
    });
  }
  return expired;
}

/** Whether the shopper applies Thrive Cash at checkout. */
export async function setApplyAtCheckout(
  db: DbOrTx,
  accountId: number,
  apply: boolean,
  now: Date,
): Promise<void> {
  await db.execute(sql`INSERT INTO thrive_cash_settings (account_id, apply_at_checkout, updated_at)
    VALUES (${accountId}::int, ${apply}::boolean, ${at(now)})
    ON CONFLICT (account_id) DO UPDATE SET apply_at_checkout = excluded.apply_at_checkout, updated_at = excluded.updated_at`);
}

/**
 * A staff refund's Thrive Cash part (issue 25): a lot of its own, spendable now and good for 12 months, once per
 * refund (`order-refund:{id}`). A new lot rather than the spent lots restored, because a part refund does not say
 * which lots it gives back, and the restored lots may have expired since.
 */
export async function returnThriveCash(
  tx: DbOrTx,
  input: { accountId: number; orderId: number; refundId: number; cents: number; note: string },
  now: Date,
): Promise<void> {
  await creditLot(
    tx,
    {
      accountId: input.accountId,
      kind: 'adjusted',
      reason: null,
      cents: input.cents,
      available: true,
      onceKey: `order-refund:${input.refundId}`,
      orderId: input.orderId,
      note: input.note,
      operator: 'refund',
    },
    now,
  );
}
