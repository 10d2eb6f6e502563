import { type Database, type OrderRefundPart, orderRefunds, sql, type Transaction } from '@pantry/db';
import { type AuditActor, linesRefundCents, type OrderWire, splitRefund } from '@pantry/domain';
import { AppError, badRequest } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';
import { recordAudit } from '../audit/index.ts';
import { emitEvent } from '../events/index.ts';
import { returnToGiftCardBalance } from '../giftcards/index.ts';
import { addCardRefunded, type OrdersService, setOrderTotal } from '../orders/index.ts';
import type { Payments } from '../payments/index.ts';
import { returnThriveCash } from '../thrivecash/index.ts';
import { tendersOf } from './view.ts';

export const refundMessages = {
  canceled: 'A canceled order is refunded in full by the store already.',
  amountOrLines: 'Refund either an amount or lines, not both.',
} as const;

export type RefundRequest = {
  /** The console's key for this refund: a repeat (a double click, a retry) refunds once. */
  key: string;
  amountCents?: number | undefined;
  lines?: { itemId: number; qty: number }[] | undefined;
  reason?: string | undefined;
};

type RefundRow = typeof orderRefunds.$inferSelect;

/**
 * Staff refunds of part or all of an order (issue 25), in three steps so a repeat or a crash refunds once:
 *
 * 1. decide: under the order's row lock, the refund's split (the domain's `splitRefund`, capped by what each tender
 *    has left after earlier refunds, those under way included) is written as a pending row, unique by key;
 * 2. give back the card money through the payments primitive, keyed by the refund row and the payment, so a repeat
 *    gets the processor's first refund back;
 * 3. record: the payments' refunded amounts, the gift card balance and Thrive Cash given back, the order's refund
 *    totals, the audit entry and the `order.refunded` event commit in one transaction, which only the first of two
 *    racing requests gets to run (the pending row is claimed).
 *
 * A refund stopped between 2 and 3 stays pending and a repeat with the same key completes it.
 */
export function createStaffRefunds({
  db,
  orders,
  payments,
}: {
  db: Database;
  orders: OrdersService;
  payments: Payments;
}) {
  async function decide(order: OrderWire, request: RefundRequest): Promise<RefundRow> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM orders WHERE id = ${order.id}::int FOR UPDATE`);
      const [existing] = await tx
        .select()
        .from(orderRefunds)
        .where(
          sql`${orderRefunds.orderId} = ${order.id} AND ${orderRefunds.idempotencyKey} = ${request.key}`,
        );
      if (existing) return existing;
      const [current] = await queryRows<{ status: string }>(
        tx,
        sql`SELECT status FROM orders WHERE id = ${order.id}::int`,
      );
      if (current?.status === 'canceled') throw new AppError('conflict', refundMessages.canceled);
      const facts = await readTenderFacts(tx, order.id);
      const amount = amountOf(facts.lines, request);
      const split = splitRefund(tendersOf(order, facts), amount);
      if (!split.ok) throw new AppError('conflict', split.message);
      const [row] = await tx
        .insert(orderRefunds)
        .values({
          orderId: order.id,
          idempotencyKey: request.key,
          amountCents: amount,
          lines: request.lines ?? null,
          parts: split.parts,
          reason: request.reason ?? null,
        })
        .returning();
      return row!;
    });
  }

  async function giveBackCards(refund: RefundRow): Promise<void> {
    if (refund.state !== 'pending') return;
    for (const part of refund.parts) {
      if (part.kind !== 'charge' || part.paymentId === null) continue;
      const [payment] = await queryRows<{ gateway_charge_id: string }>(
        db,
        sql`SELECT gateway_charge_id FROM order_payments WHERE id = ${part.paymentId}::int`,
      );
      if (!payment)
        throw new Error(`refund ${refund.id} names payment ${part.paymentId}, which does not exist`);
      await payments.refund({
        chargeId: payment.gateway_charge_id,
        amountCents: part.amountCents,
        of: { staffRefund: refund.id, orderPayment: part.paymentId },
      });
    }
  }

  async function record(order: OrderWire, refundId: number, actor: AuditActor, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      // Claims the refund: of two requests with one key, the second finds it refunded and writes nothing.
      const [refund] = await tx
        .select()
        .from(orderRefunds)
        .where(sql`${orderRefunds.id} = ${refundId} AND ${orderRefunds.state} = 'pending'`)
        .for('update');
      if (!refund) return;
      const [owner] = await queryRows<{ account_id: number }>(
        tx,
        sql`SELECT account_id FROM orders WHERE id = ${order.id}::int`,
      );
      const accountId = owner!.account_id;
      const before = await refundedSoFar(tx, order.id);
      for (const part of refund.parts) await givePart(tx, { order, refund, accountId }, part, now);
      await tx.execute(sql`UPDATE order_refunds SET state = 'refunded', refunded_at = ${now.toISOString()}::timestamptz
                            WHERE id = ${refund.id}::int`);
      const after = await refundedSoFar(tx, order.id);
      await setOrderTotal(tx, order.id, 'refund_cc', after.card_cents);
      await setOrderTotal(tx, order.id, 'refund_gc', after.gift_card_cents);
      await recordAudit(tx, actor, {
        action: 'order.refund',
        subjectType: 'order',
        subjectId: order.id,
        before,
        after: {
          ...after,
          refund: {
            id: refund.id,
            amount_cents: refund.amountCents,
            reason: refund.reason,
            lines: refund.lines,
          },
          parts: refund.parts,
        },
      });
      await emitEvent(tx, {
        type: 'order.refunded',
        payload: {
          order_id: order.id,
          account_id: accountId,
          refund_id: refund.id,
          amount_cents: refund.amountCents,
        },
      });
    });
  }

  return {
    /** Refunds part or all of an order once per key; answers the refund as it ended. */
    async refund(reference: string, request: RefundRequest, actor: AuditActor, now = new Date()) {
      if ((request.amountCents === undefined) === (request.lines === undefined))
        throw badRequest(refundMessages.amountOrLines);
      const order = await orders.getAny(reference);
      const decided = await decide(order, request);
      await giveBackCards(decided);
      await record(order, decided.id, actor, now);
      const [done] = await db.select().from(orderRefunds).where(sql`${orderRefunds.id} = ${decided.id}`);
      return done!;
    },
  };
}

export type StaffRefunds = ReturnType<typeof createStaffRefunds>;

type TenderFacts = {
  totals: { type: string; value: number }[];
  payments: { id: number; amount_cents: number; refunded_cents: number }[];
  refunds: { state: 'pending' | 'refunded'; parts: OrderRefundPart[] }[];
  lines: { itemId: number; qty: number; rowTotalCents: number }[];
};

async function readTenderFacts(tx: Transaction, orderId: number): Promise<TenderFacts> {
  const [facts] = await queryRows<TenderFacts>(
    tx,
    sql`SELECT o.totals,
               (SELECT coalesce(json_agg(json_build_object('id', op.id, 'amount_cents', op.amount_cents,
                       'refunded_cents', op.refunded_cents) ORDER BY op.id), '[]')
                  FROM order_payments op WHERE op.order_id = o.id) AS payments,
               (SELECT coalesce(json_agg(json_build_object('state', r.state, 'parts', r.parts) ORDER BY r.id), '[]')
                  FROM order_refunds r WHERE r.order_id = o.id) AS refunds,
               (SELECT coalesce(json_agg(json_build_object('itemId', oi.id, 'qty', oi.qty,
                       'rowTotalCents', oi.row_total_cents) ORDER BY oi.id), '[]')
                  FROM order_items oi WHERE oi.order_id = o.id) AS lines
          FROM orders o WHERE o.id = ${orderId}::int`,
  );
  if (!facts) throw new Error(`order ${orderId} vanished under its lock`);
  return facts;
}

function amountOf(lines: TenderFacts['lines'], request: RefundRequest): number {
  if (request.amountCents !== undefined) return request.amountCents;
  const priced = linesRefundCents(lines, request.lines ?? []);
  if (!priced.ok) throw badRequest(priced.message);
  return priced.cents;
}

/** What the order has given back so far, by kind of tender (the audit entry's before and after). */
async function refundedSoFar(tx: Transaction, orderId: number) {
  const [row] = await queryRows<{ card_cents: number; gift_card_cents: number; thrive_cash_cents: number }>(
    tx,
    sql`SELECT (SELECT coalesce(sum(refunded_cents), 0)::int FROM order_payments WHERE order_id = ${orderId}::int) AS card_cents,
               coalesce(sum((p->>'amountCents')::int) FILTER (WHERE p->>'kind' = 'gift_card'), 0)::int AS gift_card_cents,
               coalesce(sum((p->>'amountCents')::int) FILTER (WHERE p->>'kind' = 'thrive_cash'), 0)::int AS thrive_cash_cents
          FROM order_refunds r LEFT JOIN LATERAL jsonb_array_elements(r.parts) p ON true
         WHERE r.order_id = ${orderId}::int AND r.state = 'refunded'`,
  );
  return row ?? { card_cents: 0, gift_card_cents: 0, thrive_cash_cents: 0 };
}

/** One part given back, inside the refund's transaction. */
async function givePart(
  tx: Transaction,
  { order, refund, accountId }: { order: OrderWire; refund: RefundRow; accountId: number },
  part: OrderRefundPart,
  now: Date,
) {
  if (part.kind === 'charge') {
    // A charge part always names its payment (splitRefund gives one per card payment).
    if (part.paymentId !== null) await addCardRefunded(tx, part.paymentId, part.amountCents);
  } else if (part.kind === 'gift_card') {
    await returnToGiftCardBalance(tx, accountId, part.amountCents);
  } else {
    const note = `Refund of order #${order.increment_id}`;
    await returnThriveCash(
      tx,
      { accountId, orderId: order.id, refundId: refund.id, cents: part.amountCents, note },
      now,
    );
  }
}
