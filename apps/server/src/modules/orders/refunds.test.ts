import { eq, orderPayments, orders, testGatewayCharges, testGatewayRefunds } from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';

const t = useTestApp();
const given = useGiven(t);

async function refundsOf(chargeId: string) {
  return t.db.select().from(testGatewayRefunds).where(eq(testGatewayRefunds.chargeId, chargeId));
}

async function paymentOf(orderId: number) {
  const [payment] = await t.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  return payment!;
}

describe('the refund job', () => {
  it('refunds a canceled order once, however often it runs', async () => {
    const canceled = await given.order({ status: 'canceled' });
    const shipped = await given.order({ member: canceled.member, status: 'shipped' });

    const first = await t.app.orderRefunds.refundCanceledOrders();
    expect(first.refunded).toBeGreaterThanOrEqual(1);
    expect(await t.app.orderRefunds.refundCanceledOrders()).toEqual({ refunded: 0, failed: 0 });

    const refunds = await refundsOf(canceled.chargeId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountCents: canceled.grandTotal });
    expect(refunds[0]!.idempotencyKey).toBe(`order:refund:${(await paymentOf(canceled.orderId)).id}`);
    const [charge] = await t.db
      .select()
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.id, canceled.chargeId));
    expect(charge!.refundedCents).toBe(canceled.grandTotal);
    expect((await paymentOf(canceled.orderId)).refundedCents).toBe(canceled.grandTotal);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, canceled.orderId));
    expect(row!.refundedAt).toBeInstanceOf(Date);

    expect(await refundsOf(shipped.chargeId)).toHaveLength(0);
    const order = await t.app.inject({
      url: `/api/v1/account/order/${canceled.orderId}`,
      headers: canceled.member.headers,
    });
    expect(order.json().payments[0]).toMatchObject({ refunded_amount: canceled.grandTotal / 100 });
  });

  it('after a crash between the refund and its bookkeeping, gets the same refund back', async () => {
    const canceled = await given.order({ status: 'canceled' });
    const payment = await paymentOf(canceled.orderId);
    // The gateway refunded, then the worker died before recording it.
    await t.app.paymentGateway.refund({
      chargeId: canceled.chargeId,
      amountCents: canceled.grandTotal,
      idempotencyKey: `order:refund:${payment.id}`,
    });
    await t.app.orderRefunds.refundCanceledOrders();
    expect(await refundsOf(canceled.chargeId)).toHaveLength(1);
    expect((await paymentOf(canceled.orderId)).refundedCents).toBe(canceled.grandTotal);
  });

  it('runs every 60 seconds from the scheduler', async () => {
    const canceled = await given.order({ status: 'canceled' });
    const now = new Date(Date.now() + 3_600_000);
    expect(await t.app.scheduler.runDue(now)).toContain('orders.refund-canceled');
    expect(await refundsOf(canceled.chargeId)).toHaveLength(1);
    expect(await t.app.scheduler.runDue(new Date(now.getTime() + 30_000))).not.toContain(
      'orders.refund-canceled',
    );
    expect(await t.app.scheduler.runDue(new Date(now.getTime() + 60_000))).toContain(
      'orders.refund-canceled',
    );
    expect(await refundsOf(canceled.chargeId)).toHaveLength(1);
  });

  it('keeps refunding other orders when one fails, and reports the failure', async () => {
    const broken = await given.order({ status: 'canceled' });
    await t.db
      .update(orderPayments)
      .set({ gatewayChargeId: 'ch_unknown' })
      .where(eq(orderPayments.orderId, broken.orderId));
    const good = await given.order({ member: broken.member, status: 'canceled' });
    await expect(t.app.orderRefunds.refundCanceledOrders()).rejects.toThrow(
      '1 canceled order(s) not refunded: Charge not found.',
    );
    expect(await refundsOf(good.chargeId)).toHaveLength(1);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, broken.orderId));
    expect(row!.refundedAt).toBeNull();
  });
});
