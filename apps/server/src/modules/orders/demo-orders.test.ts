import { eq, orders, testGatewayRefunds } from '@pantry/db';
import { canMoveOrder, ORDER_STATUSES, type OrderStatus } from '@pantry/domain';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, ensureDemoAccounts } from '../../seed/demo-accounts.ts';
import { withSession } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { DEMO_ORDERS, ensureDemoOrders, statusPath } from './demo-orders.ts';

const t = useTestApp();

async function signIn(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  return withSession(response.cookies.find((cookie) => cookie.name === 'pantry_session')?.value);
}

describe('statusPath', () => {
  it('reaches every status from processing by legal moves only', () => {
    for (const status of ORDER_STATUSES) {
      let at: OrderStatus = 'processing';
      for (const next of statusPath(status)) {
        expect(canMoveOrder(at, next), `${at} → ${next}`).toBe(true);
        at = next;
      }
      expect(at).toBe(status);
    }
  });
});

describe('demo orders', () => {
  it('give the Annual member an order in every status, charged and dated, once', async () => {
    await ensureDemoAccounts(t.app);
    const expected = Object.values(DEMO_ORDERS).reduce((total, list) => total + list.length, 0);
    expect(await ensureDemoOrders(t.app)).toBe(expected);
    expect(await ensureDemoOrders(t.app)).toBe(0);

    const member = await signIn('member@pantry.test');
    const list = (await t.app.inject({ url: '/api/v1/account/orders?page_size=50', headers: member })).json();
    expect(list.count).toBe(ORDER_STATUSES.length);
    expect(new Set(list.orders.map((order: { status: string }) => order.status))).toEqual(
      new Set(ORDER_STATUSES),
    );
    const today = new Date().toISOString().slice(0, 10);
    for (const order of list.orders) {
      expect(order.items.length).toBeGreaterThanOrEqual(2);
      expect(order.payments[0]).toMatchObject({ cc_label: 'Visa ending in 4242', amount: order.grand_total });
      expect(order.shipment.estimated_delivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (order.status === 'delivered' || order.status === 'closed') {
        expect(order.shipment.delivered_date < today).toBe(true);
        expect(order.shipment.shipped_at).not.toBeNull();
      }
      if (order.status === 'canceled') {
        expect(order.payments[0].refunded_amount).toBe(order.grand_total);
      }
    }
    // The oldest order was the first: the first-order coupon applies to it.
    expect(list.orders.at(-1)).toMatchObject({ status: 'closed', coupon_code: 'exit20', order_count: 1 });
    expect(list.orders[0]).toMatchObject({ status: 'processing', order_count: ORDER_STATUSES.length });

    const [canceled] = await t.db.select().from(orders).where(eq(orders.status, 'canceled'));
    expect(canceled!.refundedAt).toBeInstanceOf(Date);
    const orderRefunds = await t.db
      .select()
      .from(testGatewayRefunds)
      .where(like(testGatewayRefunds.idempotencyKey, 'order:refund:%'));
    expect(orderRefunds).toHaveLength(
      Object.values(DEMO_ORDERS).filter((list) => list.includes('canceled')).length,
    );
  });
});
