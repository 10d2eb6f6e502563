import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * The Thrive Cash ledger (issue 13): one row per movement, never changed or removed (a trigger refuses it; the one
 * change allowed is a pending lot becoming spendable when its order ships). A row without `lot_id` opens a lot (an
 * earning, or an operator's credit) with its expiry; every other row draws from or gives back to one lot. What a
 * lot has left is its amount plus the rows that name it (view `thrive_cash_lots`); the balance is the sum of what
 * spendable, unexpired lots have left. Money is integer cents, debits negative.
 */
export const thriveCashLedger = pgTable(
  'thrive_cash_ledger',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** earned, spent, expired, clawed_back, restored, adjusted. */
    kind: text().notNull(),
    /** Why it was earned: offer, review, savings_guarantee, goodwill (earned rows only). */
    reason: text(),
    amountCents: integer().notNull(),
    /** The lot a debit or restore belongs to; null on the row that opens a lot. */
    lotId: bigint({ mode: 'number' }).references((): AnyPgColumn => thriveCashLedger.id, {
      onDelete: 'cascade',
    }),
    /** A lot's expiry (rows that open a lot). */
    expiresAt: timestamp({ withTimezone: true }),
    /** When a lot became spendable; null while pending (an order's earning until it ships). */
    availableAt: timestamp({ withTimezone: true }),
    /** References kept as plain ids: the order row may be written by the same statement as its spend. */
    orderId: integer(),
    reviewId: integer(),
    productId: integer(),
    membershipId: integer(),
    note: text(),
    /** Who made an operator's movement. */
    operator: text(),
    /** Makes a movement happen once (an order's earning, a review's credit, a renewal's guarantee). */
    onceKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('thrive_cash_ledger_once_key').on(t.onceKey),
    index('thrive_cash_ledger_account_idx').on(t.accountId, t.id),
    index('thrive_cash_ledger_lot_idx').on(t.lotId),
    index('thrive_cash_ledger_order_idx').on(t.orderId),
    index('thrive_cash_ledger_expiry_idx').on(t.expiresAt).where(sql`${t.lotId} IS NULL`),
    check(
      'thrive_cash_ledger_kind',
      sql`${t.kind} IN ('earned', 'spent', 'expired', 'clawed_back', 'restored', 'adjusted')`,
    ),
    check(
      'thrive_cash_ledger_sign',
      sql`${t.amountCents} <> 0 AND (CASE WHEN ${t.kind} IN ('spent', 'expired', 'clawed_back') THEN ${t.amountCents} < 0
        WHEN ${t.kind} IN ('earned', 'restored') THEN ${t.amountCents} > 0 ELSE true END)`,
    ),
    check(
      'thrive_cash_ledger_lot',
      sql`(${t.lotId} IS NULL) = (${t.amountCents} > 0 AND ${t.kind} IN ('earned', 'adjusted'))
        AND (${t.lotId} IS NOT NULL OR ${t.expiresAt} IS NOT NULL)`,
    ),
    check(
      'thrive_cash_ledger_reason',
      sql`(${t.kind} = 'earned') = (${t.reason} IS NOT NULL)
        AND (${t.reason} IS NULL OR ${t.reason} IN ('offer', 'review', 'savings_guarantee', 'goodwill'))`,
    ),
  ],
);

/** Whether a shopper applies Thrive Cash at checkout (the choice stays until they change it). */
export const thriveCashSettings = pgTable('thrive_cash_settings', {
  accountId: integer()
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  applyAtCheckout: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
