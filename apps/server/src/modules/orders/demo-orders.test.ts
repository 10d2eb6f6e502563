import { eq, orders, testGatewayRefunds } from '@pantry/db';
import { canMoveOrder, ORDER_STATUSES, type OrderStatus } from '@pantry/domain';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, ensureDemoAccounts } from '../../seed/demo-accounts.ts';
import { withSession } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { DEMO_HOUSEHOLDS, HISTORY_STARTS_DAYS_AGO, planDemoHistory } from './demo-history.ts';
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
    const history = Object.values(DEMO_HOUSEHOLDS).reduce((total, household) => total + household.orders, 0);
    const expected = Object.values(DEMO_ORDERS).reduce((total, list) => total + list.length, history);
    expect(await ensureDemoOrders(t.app)).toBe(expected);
    expect(await ensureDemoOrders(t.app)).toBe(0);

    const member = await signIn('member@pantry.test');
    const list = (await t.app.inject({ url: '/api/v1/account/orders?page_size=50', headers: member })).json();
    const memberOrders = ORDER_STATUSES.length + DEMO_HOUSEHOLDS['member@pantry.test']!.orders;
    expect(list.count).toBe(memberOrders);
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
    expect(list.orders[0]).toMatchObject({ status: 'processing', order_count: memberOrders });
    // The oldest order (of the history) was the first: the first-order coupon applies to it.
    const oldest = (
      await t.app.inject({
        url: `/api/v1/account/orders?page_size=50&cur_page=${Math.ceil(memberOrders / 50)}`,
        headers: member,
      })
    ).json();
    expect(oldest.orders.at(-1)).toMatchObject({ status: 'closed', coupon_code: 'exit20', order_count: 1 });

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

describe('demo order history', () => {
  const pool = Array.from({ length: 120 }, (_, i) => ({ id: i + 1, categoryId: 1 + (i % 8) }));
  const emails = Object.keys(DEMO_HOUSEHOLDS);

  it('is the same plan on every start (seeded), oldest first and older than the status orders', () => {
    const plan = planDemoHistory(pool, emails);
    expect(planDemoHistory(pool, emails)).toEqual(plan);
    for (const email of emails) {
      const orders = plan.get(email)!;
      expect(orders).toHaveLength(DEMO_HOUSEHOLDS[email]!.orders);
      expect(orders.at(-1)!.daysAgo).toBeGreaterThanOrEqual(HISTORY_STARTS_DAYS_AGO);
      expect(orders[0]!.daysAgo).toBeGreaterThan(orders.at(-1)!.daysAgo);
      for (const order of orders) expect(order.productIds.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('has households that buy their staples again and again, and products bought together across households', () => {
    const plan = planDemoHistory(pool, emails);
    for (const email of emails) {
      const times = new Map<number, number>();
      for (const order of plan.get(email)!)
        for (const id of order.productIds) times.set(id, (times.get(id) ?? 0) + 1);
      const repeats = [...times.values()].filter((n) => n >= DEMO_HOUSEHOLDS[email]!.orders / 3);
      expect(repeats.length, email).toBeGreaterThanOrEqual(3);
    }
    const pairs = new Map<string, Set<string>>();
    for (const [email, orders] of plan) {
      for (const { productIds } of orders) {
        for (const a of productIds)
          for (const b of productIds)
            if (a < b) pairs.set(`${a}-${b}`, (pairs.get(`${a}-${b}`) ?? new Set()).add(email));
      }
    }
    expect([...pairs.values()].filter((households) => households.size >= 2).length).toBeGreaterThan(0);
  });
});
