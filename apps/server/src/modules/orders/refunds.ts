import { and, asc, type Database, eq, isNull, lte, orderPayments, orders, sql } from '@pantry/db';
import { keptForRedeemedGifts, planCancelRefunds } from '@pantry/domain';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows } from '../../lib/sql.ts';
import type { Payments } from '../payments/index.ts';
import { setOrderTotal } from './refund-totals.ts';

/**
 * Refunds of canceled orders: every payment's remaining amount goes back through the gateway, then `refunded_at`.
 * `refundOrder` is what the `order.canceled` subscriber calls; the sweep `refundCanceledOrders` stays as a backstop
 * for orders whose event never got a refund (canceled before events existed, or the subscriber gave up). Each
 * refund's idempotency key names the payment (`order:refund:{paymentId}`), so a rerun after a crash between the
 * gateway's refund and our bookkeeping (or the subscriber and the sweep at once) gets the same refund back instead
 * of a second one; the payment's refunded_cents moves only from the value read, and refunded_at is set once.
 *
 * A gift the order bought and its recipient redeemed is spent (issue 23): its price is kept, less the credit an
 * operator clawed back from the recipient, who then calls `refundOrder` again to give that back as a further step
 * (keyed by what was refunded before it). The order is canceled before this runs, so no gift of it can be
 * redeemed any more (giftcards/redeem.ts): what it reads is final, until a claw-back.
 */
export function createOrderRefunds({
  db,
  payments,
  log,
}: {
  db: Database;
  payments: Payments;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}) {
  /** What the order keeps for gifts already redeemed (the gifts' table is read in one statement, as views do). */
  async function keptCents(orderId: number): Promise<number> {
    const redeemed = await queryRows<{ price_cents: number; clawed_back_cents: number }>(
      db,
      sql`SELECT price_cents, clawed_back_cents FROM gifts WHERE order_id = ${orderId}::int AND status = 'redeemed'`,
    );
    return keptForRedeemedGifts(
      redeemed.map((gift) => ({ priceCents: gift.price_cents, clawedBackCents: gift.clawed_back_cents })),
    );
  }

  async function refundOrder(orderId: number, now: Date): Promise<void> {
    const paidBy = await db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, orderId))
      .orderBy(asc(orderPayments.id));
    const steps = planCancelRefunds(paidBy, await keptCents(orderId));
    let refundedCents = 0;
    for (const [index, payment] of paidBy.entries()) {
      const left = steps[index]!;
      refundedCents += payment.refundedCents;
      if (left <= 0) continue;
      const refund = await payments.refund({
        chargeId: payment.gatewayChargeId,
        amountCents: left,
        of: { orderPayment: payment.id, after: payment.refundedCents },
      });
      await db
        .update(orderPayments)
        .set({ refundedCents: payment.refundedCents + refund.amountCents })
        .where(and(eq(orderPayments.id, payment.id), eq(orderPayments.refundedCents, payment.refundedCents)));
      refundedCents += refund.amountCents;
    }
    await db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ refundedAt: now, updatedAt: now })
        .where(and(eq(orders.id, orderId), isNull(orders.refundedAt)));
      // The card money given back, on the order as `refund_cc` (the gift card's is `refund_gc`, issue 13); a
      // claw-back's further refund raises it.
      await setOrderTotal(tx, orderId, 'refund_cc', refundedCents);
    });
  }

  return {
    /** Refunds one canceled order: the order.canceled subscriber's work, safe to repeat. */
    refundOrder,

    /**
     * Refunds canceled orders (oldest cancellation first), those canceled by `canceledBefore`; one failing order
     * does not hold up the others.
     */
    async refundCanceledOrders(now = new Date(), limit = 100, canceledBefore = now) {
      const due = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'canceled'),
            isNull(orders.refundedAt),
            lte(orders.canceledAt, canceledBefore),
          ),
        )
        .orderBy(asc(orders.canceledAt), asc(orders.id))
        .limit(limit);
      const result = { refunded: 0, failed: 0 };
      let firstFailure: unknown = null;
      for (const { id } of due) {
        try {
          await refundOrder(id, now);
          result.refunded += 1;
        } catch (error) {
          result.failed += 1;
          firstFailure ??= error;
          log.error({ err: error, orderId: id }, 'order refund failed; the job tries again next run');
        }
      }
      if (result.refunded || result.failed) log.info(result, 'canceled orders refunded');
      // A failure marks the job run failed (jobs.last_error) for the operator; the others were still refunded.
      if (firstFailure) {
        const reason = firstFailure instanceof Error ? firstFailure.message : String(firstFailure);
        throw new Error(`${result.failed} canceled order(s) not refunded: ${reason}`);
      }
      return result;
    },
  };
}

export type OrderRefunds = ReturnType<typeof createOrderRefunds>;
