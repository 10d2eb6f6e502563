import {
  autoshipItems,
  autoshipSchedules,
  autoshipShipments,
  eq,
  events,
  orders,
  products,
  sql,
  testGatewayCharges,
  testGatewayTokens,
} from '@pantry/db';
import { addFrequency, earliestShipmentDate, shipmentCutoff } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { claimDueSchedules } from './run-context.ts';
import { createAutoshipService } from './service.ts';
import { autoshipCall, autoshipProduct, pressShipNow, subscribeTo } from './test-support.ts';

const t = useTestApp();
const given = useGiven(t);
const minute = 60_000;
const day = 86_400_000;

/** A member with a card, two subscribed products, and the moment just after the shipment's cutoff. */
async function subscribedMember(qty = 1) {
  const member = await given.member({ card: true });
  const a = await autoshipProduct(t, given);
  const b = await autoshipProduct(t, given);
  const first = await subscribeTo(t, member, a.id, { qty, frequency: 2 });
  await subscribeTo(t, member, b.id, { qty: 1, frequency: 4 });
  const date = first.scheduled_at_date;
  const afterCutoff = new Date(shipmentCutoff(date).getTime() + minute);
  return { member, a, b, date, afterCutoff };
}

async function chargesOf(token: string) {
  return t.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.token, token));
}

async function ordersOf(accountId: number) {
  return t.db.select().from(orders).where(eq(orders.accountId, accountId));
}

async function scheduleOf(accountId: number) {
  const [row] = await t.db.select().from(autoshipSchedules).where(eq(autoshipSchedules.accountId, accountId));
  return row!;
}

describe('the autoship run at cutoff (issue 14)', () => {
  it('does nothing before the cutoff', async () => {
    const { member, date } = await subscribedMember();
    const before = new Date(shipmentCutoff(date).getTime() - minute);
    await t.app.autoship.run(before);
    expect(await ordersOf(member.accountId)).toEqual([]);
  });

  it('prices, charges once, places the order, takes stock, moves the dates on and announces order.placed', async () => {
    const { member, a, b, date, afterCutoff } = await subscribedMember(2);
    const [stockBefore] = await t.db.select().from(products).where(eq(products.id, a.id));
    const totals = (await autoshipCall(t, member, 'GET', '/autoship/schedule/totals')).body;
    const result = await t.app.autoship.run(afterCutoff);
    expect(result.placed).toBeGreaterThanOrEqual(1);

    const placed = await ordersOf(member.accountId);
    expect(placed).toHaveLength(1);
    const order = placed[0]!;
    expect(order.grandTotalCents).toBe(Math.round(totals.grand_total * 100));
    // The first autoship order's 30% extra.
    expect(order.discountCents).toBe(Math.round(totals.discount * 100));
    expect(order.discountCents).toBeGreaterThan(0);
    const charges = await chargesOf(member.cardToken);
    expect(charges.map((c) => [c.status, c.amountCents])).toEqual([['succeeded', order.grandTotalCents]]);

    const [stockAfter] = await t.db.select().from(products).where(eq(products.id, a.id));
    expect(stockAfter!.stockQty).toBe(stockBefore!.stockQty - 2);

    const [shipment] = await t.db
      .select()
      .from(autoshipShipments)
      .where(eq(autoshipShipments.orderId, order.id));
    expect(shipment).toMatchObject({ outcome: 'placed', orderType: 'cron', shipmentDate: date });
    const items = await t.db
      .select()
      .from(autoshipItems)
      .where(eq(autoshipItems.accountId, member.accountId));
    const dates = new Map(items.map((i) => [i.productId, i.scheduledAtDate]));
    expect(dates.get(a.id)).toBe(addFrequency(date, 2));
    expect(dates.get(b.id)).toBe(addFrequency(date, 4));
    expect((await scheduleOf(member.accountId)).nextShipmentDate).toBe(addFrequency(date, 2));

    const announced = await t.db.select().from(events).where(eq(events.subjectId, order.id));
    expect(announced.map((e) => e.type)).toContain('order.placed');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/orders',
      headers: member.headers,
    });
    expect(listed.json().orders).toHaveLength(1);

    // A second run finds nothing due.
    await t.app.autoship.run(afterCutoff);
    expect(await ordersOf(member.accountId)).toHaveLength(1);
  });

  it('leaves an out-of-stock item out of the shipment with a note, and ships the rest', async () => {
    const { member, a, b, afterCutoff } = await subscribedMember();
    await t.db.update(products).set({ stockQty: 0 }).where(eq(products.id, b.id));
    await t.app.autoship.run(afterCutoff);
    const [order] = await ordersOf(member.accountId);
    const [shipment] = await t.db
      .select()
      .from(autoshipShipments)
      .where(eq(autoshipShipments.orderId, order!.id));
    expect(shipment!.note).toBe(`Out of stock, left out of this shipment: ${b.title}.`);
    const lines = await queryRows<{ product_id: number }>(
      t.db,
      sql`SELECT product_id FROM order_items WHERE order_id = ${order!.id}`,
    );
    expect(lines.map((l) => l.product_id)).toEqual([a.id]);
  });

  it('never charges twice when two workers run at once', async () => {
    const { member, afterCutoff } = await subscribedMember();
    await Promise.all([
      t.app.autoship.run(afterCutoff),
      t.app.autoship.run(afterCutoff),
      t.app.autoship.run(afterCutoff),
    ]);
    expect(await ordersOf(member.accountId)).toHaveLength(1);
    expect((await chargesOf(member.cardToken)).filter((c) => c.status === 'succeeded')).toHaveLength(1);
  });

  it('leaves a schedule a dead worker claimed until its lease ends on the wall clock, then places it once', async () => {
    const { member, afterCutoff } = await subscribedMember();
    const schedule = await scheduleOf(member.accountId);
    // A worker claims the schedule and dies before running it.
    const claimed = await claimDueSchedules(t.db, afterCutoff, 10_000, 'dead-worker');
    expect(claimed.map((s) => s.id)).toContain(schedule.id);
    await t.app.autoship.run(afterCutoff);
    expect(await ordersOf(member.accountId)).toHaveLength(0);
    // A run for a later date does not end the lease: only the wall clock does (issue 23 §9).
    await t.app.autoship.run(new Date(afterCutoff.getTime() + 30 * day));
    expect(await ordersOf(member.accountId)).toHaveLength(0);
    const elevenMinutesOn = createAutoshipService({
      db: t.db,
      cartConfig: t.app.config.cart,
      payments: t.app.payments,
      log: t.app.log,
      clock: () => new Date(Date.now() + 11 * minute),
    });
    await elevenMinutesOn.run(afterCutoff);
    expect(await ordersOf(member.accountId)).toHaveLength(1);
    expect(await chargesOf(member.cardToken)).toHaveLength(1);
  });
});

describe('the decline ladder (issue 14)', () => {
  it('goes failed_charge_1, 2, 3 a day apart, then skips the shipment; a good charge later returns it to active', async () => {
    const { member, date, afterCutoff } = await subscribedMember();
    await t.db
      .update(testGatewayTokens)
      .set({ outcome: 'declined' })
      .where(eq(testGatewayTokens.token, member.cardToken));

    await t.app.autoship.run(afterCutoff);
    let schedule = await scheduleOf(member.accountId);
    expect(schedule).toMatchObject({ status: 'failed_charge_1', failedAttempts: 1, nextShipmentDate: date });
    expect(schedule.retryAt!.getTime()).toBe(afterCutoff.getTime() + day);
    const banner = (await autoshipCall(t, member, 'GET', '/autoship/schedule/first')).body.schedule;
    expect(banner.charge_failed).toBe(true);

    // Not retried before the day is out.
    await t.app.autoship.run(new Date(afterCutoff.getTime() + day - minute));
    expect((await scheduleOf(member.accountId)).status).toBe('failed_charge_1');

    await t.app.autoship.run(new Date(afterCutoff.getTime() + day));
    expect((await scheduleOf(member.accountId)).status).toBe('failed_charge_2');
    const third = new Date(afterCutoff.getTime() + 2 * day);
    await t.app.autoship.run(third);
    schedule = await scheduleOf(member.accountId);
    expect(schedule).toMatchObject({ status: 'failed_charge_3', failedAttempts: 3 });
    expect(schedule.nextShipmentDate).toBe(
      addFrequency(date, 2) < earliestShipmentDate(third)
        ? earliestShipmentDate(third)
        : addFrequency(date, 2),
    );
    const [skipped] = await t.db
      .select()
      .from(autoshipShipments)
      .where(eq(autoshipShipments.scheduleId, schedule.id));
    expect(skipped).toMatchObject({ outcome: 'skipped', shipmentDate: date, orderId: null });
    expect(skipped!.note).toMatch(/^Skipped: the card was declined 3 times/);
    expect(await ordersOf(member.accountId)).toEqual([]);
    expect((await chargesOf(member.cardToken)).every((c) => c.status === 'failed')).toBe(true);

    // The card works again by the next shipment: charged, placed, active.
    await t.db
      .update(testGatewayTokens)
      .set({ outcome: 'succeeds' })
      .where(eq(testGatewayTokens.token, member.cardToken));
    await t.app.autoship.run(new Date(shipmentCutoff(schedule.nextShipmentDate).getTime() + minute));
    expect((await scheduleOf(member.accountId)).status).toBe('active');
    expect(await ordersOf(member.accountId)).toHaveLength(1);
  });
});

describe('ship now and the operator run', () => {
  it("places the next shipment at once as 'next shipment ship now'", async () => {
    const { member, date } = await subscribedMember();
    const answer = await pressShipNow(t, member);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ outcome: 'placed', repeated: false });
    const [order] = await ordersOf(member.accountId);
    const [shipment] = await t.db
      .select()
      .from(autoshipShipments)
      .where(eq(autoshipShipments.orderId, order!.id));
    expect(shipment).toMatchObject({ orderType: 'next shipment ship now', shipmentDate: date });
    expect((await scheduleOf(member.accountId)).nextShipmentDate).toBe(addFrequency(date, 2));
  });

  it('places one shipment for one press: the press sent again answers it, and the next box stays put', async () => {
    const { member, date } = await subscribedMember();
    const key = 'press-twice-in-a-row';
    const first = await pressShipNow(t, member, key);
    const again = await pressShipNow(t, member, key);
    expect(first).toMatchObject({ status: 200, body: { outcome: 'placed', repeated: false } });
    expect(again).toMatchObject({ status: 200, body: { outcome: 'placed', repeated: true } });
    expect(await ordersOf(member.accountId)).toHaveLength(1);
    expect(await chargesOf(member.cardToken)).toHaveLength(1);
    expect((await scheduleOf(member.accountId)).nextShipmentDate).toBe(addFrequency(date, 2));
  });

  it('places one shipment for presses sent at once with one key, each sent again while refused', async () => {
    const { member, date } = await subscribedMember();
    // Each client sends the press, and sends it again while the server refuses it (409: another press holds).
    const client = async () => {
      for (let attempt = 0; ; attempt += 1) {
        const answer = await pressShipNow(t, member, 'pressed-at-once');
        if (answer.status !== 409 || attempt === 40) return answer;
        await new Promise((done) => setTimeout(done, 25));
      }
    };
    const answers = await Promise.all(Array.from({ length: 4 }, client));
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: { outcome: 'placed' } });
    expect(answers.filter((a) => !a.body.repeated)).toHaveLength(1);
    expect(await ordersOf(member.accountId)).toHaveLength(1);
    expect((await chargesOf(member.cardToken)).filter((c) => c.status === 'succeeded')).toHaveLength(1);
    expect((await scheduleOf(member.accountId)).nextShipmentDate).toBe(addFrequency(date, 2));
  });

  it('refuses a press without an Idempotency-Key and ships nothing', async () => {
    const { member } = await subscribedMember();
    const answer = await pressShipNow(t, member, null);
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: 'The Idempotency-Key header is required.' },
    });
    expect(await ordersOf(member.accountId)).toEqual([]);
  });

  it("answers each order's type: 'cron' for the run, 'next shipment ship now' for Ship now, 'main cart' otherwise", async () => {
    const { member, afterCutoff } = await subscribedMember();
    await t.app.autoship.run(afterCutoff);
    await pressShipNow(t, member);
    const checkedOut = await given.order({ member });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/orders',
      headers: member.headers,
    });
    const types = new Map(
      (listed.json().orders as { increment_id: string; order_type: string }[]).map((o) => [
        o.increment_id,
        o.order_type,
      ]),
    );
    const rows = await t.db
      .select({ incrementId: orders.incrementId, orderType: autoshipShipments.orderType })
      .from(orders)
      .leftJoin(autoshipShipments, eq(autoshipShipments.orderId, orders.id))
      .where(eq(orders.accountId, member.accountId));
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(types.get(row.incrementId)).toBe(row.orderType ?? 'main cart');
    expect([...types.values()].sort()).toEqual(['cron', 'main cart', 'next shipment ship now']);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/v1/account/order/${checkedOut.incrementId}`,
      headers: member.headers,
    });
    expect(one.json().order_type).toBe('main cart');
  });

  it('runs from the admin route as of a time, behind the operator token', async () => {
    const { member, afterCutoff } = await subscribedMember();
    const refused = await t.app.inject({ method: 'POST', url: '/api/admin/autoship/run' });
    expect(refused.statusCode).toBe(401);
    const ran = await t.app.inject({
      method: 'POST',
      url: '/api/admin/autoship/run',
      headers: { authorization: 'Bearer test-admin-token' },
      payload: { as_of: afterCutoff.toISOString() },
    });
    expect(ran.statusCode).toBe(200);
    expect(ran.json().placed).toBeGreaterThanOrEqual(1);
    expect(await ordersOf(member.accountId)).toHaveLength(1);
  });
});

describe("the account's autoship_savings (account spec §3)", () => {
  it('is 0 before any autoship order, and what the orders saved after them', async () => {
    const member = await given.member({ card: true });
    const product = await autoshipProduct(t, given);
    // $10.00, on sale for $1.00 off; $8.50 on autoship.
    await t.db
      .update(products)
      .set({
        priceCents: 1000,
        temporaryPriceReduction: [{ type: 'by_fixed', amount: 100 }],
        autoshipPriceCents: 850,
        autoshipTemporaryPriceReduction: [],
        stockQty: 100,
      })
      .where(eq(products.id, product.id));
    const item = await subscribeTo(t, member, product.id, { qty: 2 });
    const savings = async () => (await autoshipCall(t, member, 'GET', '/account')).body.autoship_savings;
    expect(await savings()).toBe(0);

    const first = new Date(shipmentCutoff(item.scheduled_at_date).getTime() + minute);
    await t.app.autoship.run(first);
    // (9.00 - 8.50) x 2 = 1.00, plus the first order's 30% of 17.00 = 5.10.
    expect(await savings()).toBe(6.1);
    const next = addFrequency(item.scheduled_at_date, item.frequency);
    await t.app.autoship.run(new Date(shipmentCutoff(next).getTime() + minute));
    expect(await ordersOf(member.accountId)).toHaveLength(2);
    expect(await savings()).toBe(7.1);
  });
});
