import type { Database, DbOrTx, Transaction } from '@pantry/db';
import { type AuditActor, type ThriveCashAnswer, thriveCashToWire } from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { brokenConstraint } from '../../lib/sql.ts';
import { recordAudit } from '../audit/index.ts';
import { creditOrderEarnings, creditReview, creditSavingsGuarantee, endedTerm } from './earnings.ts';
import { ledgerSumCents, movements, openLots, thriveCashSummary } from './reads.ts';
import {
  creditLot,
  debitLots,
  expireLots,
  lockAccountLedger,
  releaseOrderEarnings,
  reverseOrder,
  setApplyAtCheckout,
} from './writes.ts';

export const thriveCashMessages = {
  short: 'Your Thrive Cash balance changed. Please review your order and try again.',
  adjustmentShort: 'The adjustment is more than the Thrive Cash balance.',
  goodwillPositive: 'A goodwill credit must be more than $0.',
  noAccount: 'No such account.',
} as const;

export type ThriveCashDeps = {
  db: Database;
  /**
   * Ends the account's savings year at a renewal: answers the year's savings and starts the next year at 0 (the
   * account module's write, passed in so this module does not depend on it).
   */
  closeSavingsYear: (tx: Transaction, accountId: number) => Promise<number>;
};

export type OperatorAdjustment = {
  /** Who adjusts (the audit log's actor); the store's own adjustments name none. */
  actor?: AuditActor;
  accountId: number;
  /** goodwill: an earned credit; adjusted: a correction, either way. */
  kind: 'goodwill' | 'adjusted';
  cents: number;
  expiresAt?: Date | null;
  note?: string | null;
  key?: string | null;
};

/** The audit entry's figures: the ledger's sum and the spendable balance (what a debit may not go below 0 of). */
async function balances(tx: DbOrTx, accountId: number, now: Date) {
  const summary = await thriveCashSummary(tx, accountId, now);
  return { ledger_cents: await ledgerSumCents(tx, accountId), available_cents: summary.balanceCents };
}

/** An operator's credit (a lot of its own, spendable now); false when its key was used already. */
async function creditAdjustment(tx: DbOrTx, input: OperatorAdjustment, cents: number, now: Date) {
  const lot = await creditLot(
    tx,
    {
      accountId: input.accountId,
      kind: input.kind === 'goodwill' ? 'earned' : 'adjusted',
      reason: input.kind === 'goodwill' ? 'goodwill' : null,
      cents,
      available: true,
      expiresAt: input.expiresAt ?? null,
      note: input.note ?? null,
      operator: 'operator',
      onceKey: input.key ? `operator:${input.key}` : null,
    },
    now,
  );
  return lot !== null;
}

/** The Thrive Cash ledger as the app uses it (`app.thriveCash`). */
export function createThriveCashService({ db, closeSavingsYear }: ThriveCashDeps) {
  return {
    summary: (accountId: number, now = new Date()) => thriveCashSummary(db, accountId, now),
    lots: (accountId: number, now = new Date()) => openLots(db, accountId, now),
    history: (accountId: number) => movements(db, accountId),
    /** GET /account/thrivecash's answer. */
    async answer(accountId: number, now = new Date()): Promise<ThriveCashAnswer> {
      const [summary, lots, history] = await Promise.all([
        thriveCashSummary(db, accountId, now),
        openLots(db, accountId, now),
        movements(db, accountId),
      ]);
      return thriveCashToWire({ ...summary, lots, movements: history }, now);
    },
    setApplyAtCheckout: (accountId: number, apply: boolean, now = new Date()) =>
      setApplyAtCheckout(db, accountId, apply, now),

    /** order.placed: the order's earnings as pending lots. */
    orderPlaced: (orderId: number) => creditOrderEarnings(db, orderId),
    /** order.moved to shipped (or beyond): its pending lots become spendable. */
    orderShipped: (orderId: number, now: Date) => releaseOrderEarnings(db, orderId, now),
    /** order.canceled: claw back what it earned, restore what it spent. */
    orderCanceled: (orderId: number, now: Date) => reverseOrder(db, orderId, now),
    reviewApproved: (
      review: { review_id: number; account_id: number; product_id: number; offer_cents: number },
      now: Date,
    ) => creditReview(db, review, now),

    /** A renewal of `membershipId`: the savings guarantee of the term it ended, and a new savings year. */
    async renewed(accountId: number, membershipId: number, now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const term = await endedTerm(tx, accountId, membershipId);
        // A savings year is a paid year: monthly terms keep counting toward theirs.
        if (term?.kind !== 'annual') return 0;
        const yearSavingsCents = await closeSavingsYear(tx, accountId);
        return creditSavingsGuarantee(tx, { accountId, term, yearSavingsCents }, now);
      });
    },

    expire: (now: Date) => expireLots(db, now),

    /** An operator's goodwill credit or correction; a correction down is refused beyond the balance. */
    async adjust(input: OperatorAdjustment, now = new Date()): Promise<void> {
      const cents = Math.round(input.cents);
      if (input.kind === 'goodwill' && cents <= 0) {
        throw new AppError('bad_request', thriveCashMessages.goodwillPositive);
      }
      if (cents === 0) return;
      await db
        .transaction(async (tx) => {
          // The ledger's lock first: the balance read before and after is this change's alone.
          await lockAccountLedger(tx, input.accountId);
          const before = await balances(tx, input.accountId, now);
          const changed = cents > 0 ? await creditAdjustment(tx, input, cents, now) : true;
          if (cents < 0) {
            const debited = await debitLots(
              tx,
              {
                accountId: input.accountId,
                cents: -cents,
                kind: 'adjusted',
                note: input.note ?? undefined,
                operator: 'operator',
              },
              now,
            );
            if (!debited) throw new AppError('conflict', thriveCashMessages.adjustmentShort);
          }
          // A repeated key credits nothing the second time: nothing changed, so nothing is audited.
          if (!changed || !input.actor) return;
          await recordAudit(tx, input.actor, {
            action: 'thrivecash.adjust',
            subjectType: 'account',
            subjectId: input.accountId,
            before,
            after: {
              ...(await balances(tx, input.accountId, now)),
              kind: input.kind,
              amount_cents: cents,
              note: input.note ?? null,
              expires_at: input.expiresAt ? input.expiresAt.toISOString() : null,
            },
          });
        })
        .catch((error: unknown) => {
          if (brokenConstraint(error) === 'thrive_cash_ledger_account_id_accounts_id_fk') {
            throw new AppError('not_found', thriveCashMessages.noAccount);
          }
          throw error;
        });
    },
  };
}

export type ThriveCashService = ReturnType<typeof createThriveCashService>;
