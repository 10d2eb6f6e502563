import {
  and,
  type Database,
  eq,
  inArray,
  type PaymentIntentPart,
  type PaymentIntentState,
  type PaymentPurpose,
  paymentIntents,
  queryPrepared,
  queryRows,
  sql,
  type Transaction,
  type Writer,
  writeCheck,
  writeStatement,
} from '@pantry/db';
import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import type { Charge, PaymentGateway } from './gateway.ts';

/**
 * The one way Pantry takes money (checkout, membership joins, upgrades and renewals). Money moves at a processor,
 * outside our database, so no transaction can hold a charge. The order of steps makes a lost charge impossible:
 *
 * 1. open: a pending intent (purpose, subject, amount, keys) is committed, with whatever the purpose holds before
 *    the charge (checkout's stock and coupon uses) in the same transaction, so only what can succeed is charged;
 * 2. charge: each part through the processor, keyed `{intent key}:{part}`, so a retry never charges twice;
 * 3. record: the caller's writes and the intent's `recorded` state commit in one transaction.
 *
 * Whatever stops between 1 and 3 (a decline, a failed record, a dead process) ends in `giveBack`: the charges are
 * refunded under `{part key}:undo` and the hold is released, once, guarded by the intent's state. A process that
 * died leaves a pending intent; `reconcile` finds it after RECONCILE_AFTER_MS and asks the processor by key.
 */

/** How long a pending intent is left to its own request before the reconciliation job takes it over. */
export const RECONCILE_AFTER_MS = 5 * 60_000;
/** How long a request waits for another request holding the same key to finish. */
const WAIT_FOR_OTHER_MS = 15_000;

export type ChargePart = { token: string; amountCents: number };

export type PaymentRequest = {
  /** Unique per attempt the caller wants charged once, e.g. `order:{account}:{Idempotency-Key}`. */
  key: string;
  purpose: PaymentPurpose;
  subjectId: number;
  accountId: number | null;
  /** What the processor's statement shows. */
  description: string;
  /** Zero-amount parts are dropped; no parts at all (a free trial) charges nothing but still records. */
  parts: ChargePart[];
  /**
   * Taken before the charge with the intent, given back by the purpose's release unless recorded: in the
   * intent's transaction (`write`), or as writers of the intent's one statement (`writers`, each conditioned on
   * `opened`, failing the statement through `writeCheck`). Either throws when it cannot hold: nothing is charged.
   */
  hold?: TransactionHold | StatementHold;
  /**
   * A key whose intent ended without a charge kept (declined, refunded) opens a new attempt (`{key}#2`…) instead
   * of answering that ending again. Jobs retry; a shopper's checkout key does not (a new click sends a new key).
   */
  retryable?: boolean;
};

export type TransactionHold = { data: Record<string, unknown>; write: (tx: Transaction) => Promise<void> };
export type StatementHold = { data: Record<string, unknown>; writers: (opened: SQL) => Writer[] };

export type PaidPart = ChargePart & { key: string; charge: Charge };

/** Records what was paid for in a transaction; the intent is marked recorded in the same one. */
export type TransactionRecord<T> = (tx: Transaction, charges: PaidPart[]) => Promise<T>;

/**
 * Records what was paid for as writers of one statement, with the intent's `recorded` state as one more writer:
 * one round trip. `recorded` is the condition that they wrote it (checkout: the order row exists); `read` turns
 * the answer row into the result, and throwing there (nothing recorded) gives the money back.
 */
export type StatementRecord<T> = {
  writers: (charges: PaidPart[]) => Writer[];
  recorded: SQL;
  read: (row: Record<string, unknown>) => T | Promise<T>;
};

/** How `pay` ended: recorded now, or an earlier request with the key settled it (after waiting for it). */
export type PaymentResult<T> =
  | { kind: 'recorded'; value: T; charges: PaidPart[] }
  | { kind: 'settled-before'; state: PaymentIntentState };

/** Gives back what a purpose held (stock, coupon uses) in the transaction that ends its intent. */
export type Release = (tx: Transaction, hold: Record<string, unknown>) => Promise<void>;

type IntentRow = typeof paymentIntents.$inferSelect;

/**
 * What a refund gives money back for. An order payment may be refunded in steps (a canceled order's redeemed gift
 * clawed back later, issue 23): `after` is what it had refunded before this step, so each step has its own key.
 */
export type RefundOf =
  | { orderPayment: number; after?: number | undefined }
  | { canceledMembership: number }
  /** A staff refund of part of an order (issue 25): its row id and the order payment it gives back on. */
  | { staffRefund: number; orderPayment: number };

/** The processor key of a refund (these strings predate the primitive; refunds already made keep their keys). */
function refundKey(of: RefundOf): string {
  if (!('orderPayment' in of)) return `membership:cancel:${of.canceledMembership}`;
  if ('staffRefund' in of) return `order:staff-refund:${of.staffRefund}:${of.orderPayment}`;
  return of.after ? `order:refund:${of.orderPayment}:after:${of.after}` : `order:refund:${of.orderPayment}`;
}

export function createPayments({
  db,
  gateway,
  log,
  clock = systemClock,
}: {
  db: Database;
  gateway: PaymentGateway;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /**
   * The wall clock the reconciliation window is counted on. Never a caller's business date: an operator's autoship
   * run for a date months ahead must not leave its intents unreconciled until then (issue 23 §9).
   */
  clock?: Clock;
}) {
  const releases = new Map<PaymentPurpose, Release>();

  /** Writes the pending intent and the hold in one transaction; answers the existing intent when the key has one. */
  async function open(request: PaymentRequest): Promise<IntentRow | { existing: IntentRow }> {
    const now = clock();
    let key = request.key;
    for (let attempt = 2; ; attempt++) {
      const parts: PaymentIntentPart[] = request.parts
        .filter((part) => part.amountCents > 0)
        .map((part, index) => ({
          token: part.token,
          amount_cents: part.amountCents,
          key: `${key}:${index}`,
        }));
      const values = {
        key,
        purpose: request.purpose,
        subjectId: request.subjectId,
        accountId: request.accountId,
        amountCents: parts.reduce((sum, part) => sum + part.amount_cents, 0),
        parts,
        hold: request.hold?.data ?? null,
        reconcileAfter: new Date(now.getTime() + RECONCILE_AFTER_MS),
      };
      const hold = request.hold;
      const opened =
        hold && 'writers' in hold
          ? await openInStatement(values, hold)
          : await db.transaction(async (tx) => {
              const [row] = await tx
                .insert(paymentIntents)
                .values(values)
                .onConflictDoNothing({ target: paymentIntents.key })
                .returning();
              if (row && hold) await hold.write(tx);
              return row ?? null;
            });
      if (opened) return opened;
      const existing = await settled(key);
      const chargeKept = existing.state === 'pending' || existing.state === 'recorded';
      if (!request.retryable || chargeKept) return { existing };
      key = `${request.key}#${attempt}`;
    }
  }

  /** The intent and its hold in one statement: the hold's writers run only if the intent was written. */
  async function openInStatement(
    values: typeof paymentIntents.$inferInsert & { parts: PaymentIntentPart[]; reconcileAfter: Date },
    hold: StatementHold,
  ): Promise<IntentRow | null> {
    const opened: Writer = {
      name: 'open intent',
      ctes: sql`opened_intent AS (
        INSERT INTO payment_intents (key, purpose, subject_id, account_id, amount_cents, parts, hold, reconcile_after)
        VALUES (${values.key}::text, ${values.purpose}::text, ${values.subjectId}::int, ${values.accountId ?? null}::int,
                ${values.amountCents}::int, ${JSON.stringify(values.parts)}::jsonb, ${JSON.stringify(hold.data)}::jsonb,
                ${values.reconcileAfter.toISOString()}::timestamptz)
        ON CONFLICT (key) DO NOTHING RETURNING id)`,
      answer: sql`(SELECT id FROM opened_intent) AS intent_id`,
    };
    const writers = [opened, ...hold.writers(sql`EXISTS (SELECT 1 FROM opened_intent)`)];
    const [row] = await queryPrepared<{ intent_id: number | null }>(db, writeStatement(writers));
    if (!row?.intent_id) return null;
    const now = new Date();
    return {
      id: row.intent_id,
      key: values.key,
      purpose: values.purpose,
      subjectId: values.subjectId,
      accountId: values.accountId ?? null,
      amountCents: values.amountCents,
      parts: values.parts,
      hold: hold.data,
      state: 'pending',
      lastError: null,
      reconcileAfter: values.reconcileAfter,
      createdAt: now,
      updatedAt: now,
    };
  }

  /** The record's writers and the intent's `recorded` state in one statement (see StatementRecord). */
  async function recordInStatement<T>(intent: IntentRow, charges: PaidPart[], record: StatementRecord<T>) {
    const parts = intent.parts.map((part, index) => ({ ...part, charge_id: charges[index]?.charge.id }));
    const marked: Writer = {
      name: 'mark intent recorded',
      ctes: sql`intent_recorded AS (
        UPDATE payment_intents SET state = 'recorded', parts = ${JSON.stringify(parts)}::jsonb, updated_at = now()
         WHERE id = ${intent.id}::int AND state = 'pending' AND ${record.recorded} RETURNING id)`,
      // The reconciliation job ended it meanwhile (this request took minutes): its refund stands, nothing is written.
      answer: writeCheck(
        sql`NOT (${record.recorded}) OR EXISTS (SELECT 1 FROM intent_recorded)`,
        'intent_settled',
        'intent_recorded',
      ),
    };
    const [row] = await queryPrepared<Record<string, unknown>>(
      db,
      writeStatement([...record.writers(charges), marked]),
    );
    if (!row) throw new Error('the record statement answered no row');
    return record.read(row);
  }

  /** The intent with this key once no other request is working on it (or after waiting WAIT_FOR_OTHER_MS). */
  async function settled(key: string): Promise<IntentRow> {
    const deadline = Date.now() + WAIT_FOR_OTHER_MS;
    for (let pause = 20; ; pause = Math.min(pause * 2, 500)) {
      const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.key, key));
      if (!row) throw new Error(`payment intent ${key} vanished`);
      if (row.state !== 'pending' || Date.now() > deadline) return row;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  /** Charges every part; a refused or spent part gives back the ones before it and ends the intent. */
  async function chargeParts(intent: IntentRow, description: string): Promise<PaidPart[]> {
    const paid: PaidPart[] = [];
    try {
      for (const part of intent.parts) {
        const charge = await gateway.charge({
          token: part.token,
          amountCents: part.amount_cents,
          idempotencyKey: part.key,
          description,
        });
        // A key whose charge was refunded is spent: its money went back, and it cannot pay for anything now.
        if (charge.refundedCents > 0) throw new AppError('conflict', 'This payment was already refunded.');
        paid.push({ token: part.token, amountCents: part.amount_cents, key: part.key, charge });
      }
      return paid;
    } catch (error) {
      const declined = error instanceof AppError && error.code === 'payment_required';
      // Any other failure (a lost connection, a timeout) may have charged the part it was taking: ask the
      // processor by key, so what it charged goes back too.
      const charged = declined ? paid : await chargedParts(intent, paid);
      await giveBack(intent, charged, declined ? 'declined' : 'refunded', declined ? error.message : null);
      throw error;
    }
  }

  /** The parts the processor charged: those this request saw, and any other it finds by key. */
  async function chargedParts(
    intent: IntentRow,
    seen: PaidPart[],
  ): Promise<{ key: string; charge: Charge }[]> {
    const found: { key: string; charge: Charge }[] = [...seen];
    for (const part of intent.parts) {
      if (seen.some((paid) => paid.key === part.key)) continue;
      const charge = await gateway.findCharge(part.key);
      if (charge) found.push({ key: part.key, charge });
    }
    return found;
  }

  /**
   * Refunds what was charged and releases the hold, ending the intent. The intent is first claimed for refunding
   * (from `pending`, or from `refunding` for the reconciliation job), so a record that committed even though its
   * answer was lost is never refunded, and only one of the live request and the job gets to release. A refund
   * that fails leaves the intent `refunding` for the job; refund keys make a repeat refund the same one.
   */
  async function giveBack(
    intent: IntentRow,
    paid: { key: string; charge: Charge }[],
    state: 'declined' | 'refunded' | 'abandoned',
    reason: string | null,
    from: PaymentIntentState[] = ['pending'],
  ): Promise<boolean> {
    const [claimed] = await db
      .update(paymentIntents)
      .set({ state: 'refunding', lastError: reason, updatedAt: new Date() })
      .where(and(eq(paymentIntents.id, intent.id), inArray(paymentIntents.state, from)))
      .returning({ id: paymentIntents.id });
    if (!claimed) return false;
    for (const { key, charge } of paid) {
      await gateway.refund({
        chargeId: charge.id,
        amountCents: charge.amountCents,
        idempotencyKey: `${key}:undo`,
      });
    }
    return db.transaction(async (tx) => {
      const [ended] = await tx
        .update(paymentIntents)
        .set({ state, updatedAt: new Date() })
        .where(and(eq(paymentIntents.id, intent.id), eq(paymentIntents.state, 'refunding')))
        .returning({ id: paymentIntents.id });
      if (!ended) return false;
      const release = releases.get(intent.purpose);
      if (release && intent.hold) await release(tx, intent.hold);
      return true;
    });
  }

  return {
    /** How a purpose gives back its hold; registered once, by the module that holds. */
    onRelease(purpose: PaymentPurpose, release: Release): void {
      releases.set(purpose, release);
    },

    /**
     * Opens the intent (with its hold), charges, then runs `record` and marks the intent recorded in one
     * transaction. Declines throw the processor's AppError; anything thrown after the charge is thrown again
     * once the money is back.
     */
    async pay<T>(
      request: PaymentRequest,
      record: TransactionRecord<T> | StatementRecord<T>,
    ): Promise<PaymentResult<T>> {
      const intent = await open(request);
      if ('existing' in intent) {
        if (intent.existing.state === 'declined') {
          throw new AppError('payment_required', intent.existing.lastError ?? 'Your card was declined.');
        }
        return { kind: 'settled-before', state: intent.existing.state };
      }
      const charges = await chargeParts(intent, request.description);
      try {
        if (typeof record !== 'function') {
          return { kind: 'recorded', value: await recordInStatement(intent, charges, record), charges };
        }
        const value = await db.transaction(async (tx) => {
          const result = await record(tx, charges);
          const parts = intent.parts.map((part, index) => ({
            ...part,
            charge_id: charges[index]?.charge.id,
          }));
          const [marked] = await tx
            .update(paymentIntents)
            .set({ state: 'recorded', parts, updatedAt: new Date() })
            .where(and(eq(paymentIntents.id, intent.id), eq(paymentIntents.state, 'pending')))
            .returning({ id: paymentIntents.id });
          // The reconciliation job ended it meanwhile (this request took minutes): its refund stands.
          if (!marked) throw new Error(`payment intent ${intent.key} was reconciled before it was recorded`);
          return result;
        });
        return { kind: 'recorded', value, charges };
      } catch (error) {
        await giveBack(
          intent,
          charges,
          'refunded',
          error instanceof Error ? error.message.slice(0, 500) : null,
        );
        throw error;
      }
    },

    /** What an EBT card can pay now, in cents (checkout splits an order by it before charging). */
    ebtBalanceCents(token: string): Promise<number> {
      return gateway.ebtBalance(token);
    },

    /**
     * Refunds part or all of a recorded charge once per thing refunded: a canceled order's payment (its row id) or
     * a canceled membership's unused days (the membership id). The key names it, so a rerun gets the same refund.
     */
    refund(input: { chargeId: string; amountCents: number; of: RefundOf }) {
      const { chargeId, amountCents, of } = input;
      return gateway.refund({ chargeId, amountCents, idempotencyKey: refundKey(of) });
    },

    /**
     * The reconciliation job: intents still pending after RECONCILE_AFTER_MS belong to a request that died. Each
     * is claimed for a lease (FOR UPDATE SKIP LOCKED, so two workers never take the same one), the processor is
     * asked for each part's charge by its key, and what it charged is refunded and the hold released. Completing
     * is left to the owners that retry by themselves (membership renewals open a new attempt on their next run).
     */
    async reconcile(now = clock(), limit = 50) {
      const claimed = await queryRows<{ id: number }>(
        db,
        sql`
        UPDATE payment_intents SET reconcile_after = ${new Date(now.getTime() + RECONCILE_AFTER_MS).toISOString()}::timestamptz
         WHERE id IN (SELECT id FROM payment_intents
                       WHERE state IN ('pending', 'refunding') AND reconcile_after <= ${now.toISOString()}::timestamptz
                       ORDER BY reconcile_after LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      );
      const ids = claimed.map((row) => row.id);
      const result = { refunded: 0, abandoned: 0, failed: 0 };
      for (const id of ids) {
        const [intent] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
        if (intent?.state !== 'pending' && intent?.state !== 'refunding') continue;
        try {
          const found = await chargedParts(intent, []);
          const state = found.length > 0 ? 'refunded' : 'abandoned';
          const reason = 'reconciled: the request ended before recording';
          if (await giveBack(intent, found, state, reason, ['pending', 'refunding'])) {
            result[state] += 1;
            log.warn({ intent: intent.key, state }, 'payment intent reconciled');
          }
        } catch (error) {
          result.failed += 1;
          log.error(
            { err: error, intent: intent.key },
            'payment intent not reconciled; tried again next run',
          );
        }
      }
      return result;
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
