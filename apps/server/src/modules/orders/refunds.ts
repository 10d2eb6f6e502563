import { and, asc, type Database, eq, isNull, orderPayments, orders } from '@pantry/db';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway } from '../payments/gateway.ts';

/**
 * The refund job: canceled orders not yet refunded get every payment's remaining amount back through the gateway,
 * then `refunded_at`. Each refund's idempotency key names the payment (`order:refund:{paymentId}`), so a rerun after
 * a crash between the gateway's refund and our bookkeeping gets the same refund back instead of a second one; the
 * payment's refunded_cents moves only from the value read, and refunded_at is set once.
 */
export function createOrderRefunds({
  db,
  gateway,
  log,
}: {
  db: Database;
  gateway: PaymentGateway;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}) {
  async function refundOrder(orderId: number, now: Date): Promise<void> {
    const payments = await db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, orderId))
      .orderBy(asc(orderPayments.id));
    for (const payment of payments) {
      const left = payment.amountCents - payment.refundedCents;
      if (left <= 0) continue;
      const refund = await gateway.refund({
        chargeId: payment.gatewayChargeId,
        amountCents: left,
        idempotencyKey: `order:refund:${payment.id}`,
      });
      await db
        .update(orderPayments)
        .set({ refundedCents: payment.refundedCents + refund.amountCents })
        .where(and(eq(orderPayments.id, payment.id), eq(orderPayments.refundedCents, payment.refundedCents)));
    }
    await db
      .update(orders)
      .set({ refundedAt: now, updatedAt: now })
      .where(and(eq(orders.id, orderId), isNull(orders.refundedAt)));
  }

  return {
    /** Refunds canceled orders (oldest cancellation first); one failing order does not hold up the others. */
    async refundCanceledOrders(now = new Date(), limit = 100) {
      const due = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'canceled'), isNull(orders.refundedAt)))
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
