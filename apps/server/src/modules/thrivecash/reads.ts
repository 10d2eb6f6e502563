import { type DbOrTx, sql } from '@pantry/db';
import type { ThriveCashEarnReason, ThriveCashKind } from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import { queryPrepared } from '../../lib/sql.ts';

/**
 * Reading the ledger: the balance (what spendable, unexpired lots have left), the pending credit, the lots and the
 * history. Every figure is summed from ledger rows (view `thrive_cash_lots`, migration 0014); nothing is cached.
 */

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** A spendable, unexpired lot with money left, for a `thrive_cash_lots` row `l`. */
export const spendableLot = (now: Date | SQL) =>
  sql`l.available_at <= ${now instanceof Date ? at(now) : now} AND l.expires_at > ${now instanceof Date ? at(now) : now} AND l.remaining_cents > 0`;

/**
 * The Thrive Cash a cart applies for account `accountId` (an SQL expression): the spendable balance when the shopper
 * chose to apply it, else 0. The cart's one-statement read includes it.
 */
export function appliedThriveCashSql(accountId: SQL): SQL {
  return sql`CASE WHEN coalesce((SELECT s.apply_at_checkout FROM thrive_cash_settings s WHERE s.account_id = ${accountId}), false)
    THEN (SELECT coalesce(sum(l.remaining_cents), 0)::int FROM thrive_cash_lots l
           WHERE l.account_id = ${accountId} AND ${spendableLot(sql`now()`)})
    ELSE 0 END`;
}

export type ThriveCashSummary = {
  balanceCents: number;
  pendingCents: number;
  /** When the first spendable credit expires. */
  nextExpiresAt: Date | null;
  applyAtCheckout: boolean;
};

export async function thriveCashSummary(
  db: DbOrTx,
  accountId: number,
  now: Date,
): Promise<ThriveCashSummary> {
  const [row] = await queryPrepared<{
    balance: number;
    pending: number;
    next_expiry: string | Date | null;
    apply: boolean;
  }>(
    db,
    sql`SELECT coalesce(sum(l.remaining_cents) FILTER (WHERE ${spendableLot(now)}), 0)::int AS balance,
               coalesce(sum(l.remaining_cents) FILTER (WHERE l.available_at IS NULL AND l.expires_at > ${at(now)}
                 AND l.remaining_cents > 0), 0)::int AS pending,
               min(l.expires_at) FILTER (WHERE ${spendableLot(now)}) AS next_expiry,
               coalesce((SELECT s.apply_at_checkout FROM thrive_cash_settings s WHERE s.account_id = ${accountId}::int),
                 false) AS apply
          FROM thrive_cash_lots l WHERE l.account_id = ${accountId}::int`,
  );
  return {
    balanceCents: row?.balance ?? 0,
    pendingCents: row?.pending ?? 0,
    nextExpiresAt: row?.next_expiry ? new Date(row.next_expiry) : null,
    applyAtCheckout: row?.apply ?? false,
  };
}

export type LotRow = {
  id: number;
  reason: ThriveCashEarnReason | null;
  amount_cents: number;
  remaining_cents: number;
  expires_at: string | Date;
  available_at: string | Date | null;
  order_id: number | null;
};

/** The lots with money left that have not expired, those that expire first first. */
export async function openLots(db: DbOrTx, accountId: number, now: Date): Promise<LotRow[]> {
  return queryPrepared<LotRow>(
    db,
    sql`SELECT l.id::int AS id, l.reason, l.amount_cents, l.remaining_cents, l.expires_at, l.available_at, l.order_id
          FROM thrive_cash_lots l
         WHERE l.account_id = ${accountId}::int AND l.remaining_cents > 0 AND l.expires_at > ${at(now)}
         ORDER BY l.expires_at, l.id`,
  );
}

export type MovementRow = {
  id: number;
  kind: ThriveCashKind;
  reason: ThriveCashEarnReason | null;
  amount_cents: number;
  lot_id: number | null;
  expires_at: string | Date | null;
  available_at: string | Date | null;
  order_id: number | null;
  increment_id: string | null;
  review_id: number | null;
  product_id: number | null;
  note: string | null;
  created_at: string | Date;
};

/** The newest ledger rows first, each with its lot's expiry (the history page shows the last `limit`). */
export async function movements(db: DbOrTx, accountId: number, limit = 100): Promise<MovementRow[]> {
  return queryPrepared<MovementRow>(
    db,
    sql`SELECT m.id::int AS id, m.kind, m.reason, m.amount_cents, m.lot_id::int AS lot_id,
               coalesce(m.expires_at, lot.expires_at) AS expires_at,
               m.available_at, m.order_id, o.increment_id, m.review_id, m.product_id, m.note, m.created_at
          FROM thrive_cash_ledger m LEFT JOIN orders o ON o.id = m.order_id
          LEFT JOIN thrive_cash_ledger lot ON lot.id = m.lot_id
         WHERE m.account_id = ${accountId}::int
         ORDER BY m.id DESC LIMIT ${limit}::int`,
  );
}

/** The sum of every movement: after expiry has swept, the balance plus the pending credit. */
export async function ledgerSumCents(db: DbOrTx, accountId: number): Promise<number> {
  const [row] = await queryPrepared<{ total: number }>(
    db,
    sql`SELECT coalesce(sum(amount_cents), 0)::int AS total FROM thrive_cash_ledger WHERE account_id = ${accountId}::int`,
  );
  return row?.total ?? 0;
}

/** An amount owed and how many accounts hold it. */
export type HeldCents = { accounts: number; cents: number };

export type ThriveCashLiability = {
  /** Spendable now: available, unexpired lots' remaining credit. */
  available: HeldCents;
  /** Earned on orders not shipped yet: spendable once they ship. */
  pending: HeldCents;
  /** The part of both that expires within `expiringDays` unless spent. */
  expiring: HeldCents;
};

/**
 * What the store owes in Thrive Cash at `now` (issue 25's liability report), summed from the ledger's lots like a
 * shopper's balance: an expired lot owes nothing even before the expiry sweep writes it off.
 */
export async function thriveCashLiability(
  db: DbOrTx,
  now: Date,
  expiringDays = 30,
): Promise<ThriveCashLiability> {
  const soon = sql`${at(now)} + make_interval(days => ${expiringDays}::int)`;
  const [row] = await queryPrepared<Record<string, number>>(
    db,
    sql`SELECT count(DISTINCT l.account_id) FILTER (WHERE l.available_at <= ${at(now)})::int AS available_accounts,
               coalesce(sum(l.remaining_cents) FILTER (WHERE l.available_at <= ${at(now)}), 0)::int AS available_cents,
               count(DISTINCT l.account_id) FILTER (WHERE l.available_at IS NULL OR l.available_at > ${at(now)})::int
                 AS pending_accounts,
               coalesce(sum(l.remaining_cents) FILTER (WHERE l.available_at IS NULL OR l.available_at > ${at(now)}), 0)::int
                 AS pending_cents,
               count(DISTINCT l.account_id) FILTER (WHERE l.expires_at <= ${soon})::int AS expiring_accounts,
               coalesce(sum(l.remaining_cents) FILTER (WHERE l.expires_at <= ${soon}), 0)::int AS expiring_cents
          FROM thrive_cash_lots l
         WHERE l.remaining_cents > 0 AND l.expires_at > ${at(now)}`,
  );
  const held = (name: string): HeldCents => ({
    accounts: row?.[`${name}_accounts`] ?? 0,
    cents: row?.[`${name}_cents`] ?? 0,
  });
  return { available: held('available'), pending: held('pending'), expiring: held('expiring') };
}
