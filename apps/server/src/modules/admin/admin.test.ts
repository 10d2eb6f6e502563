import { eq, orders, sql } from '@pantry/db';
import { staffMessages } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { registerShopper } from '../../test/accounts.ts';
import { testConfig, useTestApp } from '../../test/helper.ts';
import { moveOrder, orderMessages, storeDay } from '../orders/index.ts';
import { placeTestOrder } from '../orders/test-support.ts';

const t = useTestApp();
const operator = { authorization: 'Bearer test-admin-token' };

function move(
  id: number | string,
  body: Record<string, unknown>,
  headers: Record<string, string> = operator,
) {
  return t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/status`, headers, payload: body });
}

async function newOrder() {
  const shopper = await registerShopper(t.app);
  return placeTestOrder(t.app, shopper.accountId);
}

describe('operator authentication', () => {
  it('refuses a missing or wrong bearer token with 401', async () => {
    const { orderId } = await newOrder();
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer nope' },
      { authorization: 'Bearer test-admin-token-and-more' },
      { authorization: 'test-admin-token' },
    ];
    for (const headers of attempts) {
      const response = await move(orderId, { status: 'shipped' }, headers);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(response.json()).toMatchObject({ errors: staffMessages.signInRequired, code: 'unauthorized' });
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.status).toBe('processing');
  });

  it('refuses the bearer token when ADMIN_TOKEN is unset (the routes stay, for staff sessions)', async () => {
    const app = await buildApp({ db: t.db, config: testConfig({ adminToken: undefined }) });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/orders/1/status',
        headers: operator,
        payload: { status: 'shipped' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'unauthorized' });
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/admin/orders/{id}/status', () => {
  it('moves processing → shipped → in_transit → delivered, setting shipped_at and the delivered date', async () => {
    const { orderId, incrementId } = await newOrder();
    const shipped = await move(orderId, {
      status: 'shipped',
      tracking_number: '1Z999',
      estimated_delivery: '2031-02-03',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({
      status: 'shipped',
      status_label: 'Shipped',
      progress_percent: 36.5,
      shipment: {
        tracking_number: '1Z999',
        estimated_delivery: '2031-02-03',
        shipped_at: expect.any(String),
      },
    });
    const shippedAt = shipped.json().shipment.shipped_at;
    // Form posts work too, and the increment id names the order as well as its id.
    const transit = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${incrementId}/status`,
      headers: { ...operator, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=in_transit',
    });
    expect(transit.json()).toMatchObject({
      status: 'in_transit',
      status_label: 'In Transit',
      progress_percent: 61.5,
    });
    const delivered = await move(orderId, { status: 'delivered' });
    expect(delivered.json()).toMatchObject({
      status: 'delivered',
      status_label: 'Delivered',
      progress_percent: 97.5,
      shipment: {
        delivered_date: storeDay(new Date()),
        shipped_at: shippedAt,
        estimated_delivery: '2031-02-03',
      },
      details: { displayed_date: { kind: 'delivered', date: storeDay(new Date()) } },
    });
  });

  it("links the tracking number to the carrier's tracking page, for the shopper too (issue 12)", async () => {
    const shopper = await registerShopper(t.app);
    const { orderId } = await placeTestOrder(t.app, shopper.accountId);
    const shipped = await move(orderId, {
      status: 'shipped',
      tracking_number: '1Z999AA10123456784',
      carrier: 'ups',
    });
    const link = 'https://www.ups.com/track?tracknum=1Z999AA10123456784';
    expect(shipped.json().shipment).toMatchObject({ carrier: 'ups', tracking_url: link });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/v1/account/order/${orderId}`,
      headers: { cookie: `pantry_session=${shopper.sessionId}` },
    });
    expect(seen.json().shipment).toMatchObject({ tracking_number: '1Z999AA10123456784', tracking_url: link });
    // Without a carrier there is no link to build: the number stays text.
    const { orderId: other } = await newOrder();
    const bare = await move(other, { status: 'shipped', tracking_number: '1Z999' });
    expect(bare.json().shipment).toMatchObject({ carrier: null, tracking_url: null });
    expect((await move(other, { status: 'in_transit', carrier: 'pony-express' })).statusCode).toBe(400);
  });

  it('takes the delivered date it is given', async () => {
    const { orderId } = await newOrder();
    await move(orderId, { status: 'shipped' });
    const delivered = await move(orderId, { status: 'delivered', delivered_date: '2030-05-06' });
    expect(delivered.json().shipment.delivered_date).toBe('2030-05-06');
  });

  it("refuses an illegal move with 409 and the state table's message", async () => {
    const { orderId } = await newOrder();
    await move(orderId, { status: 'shipped' });
    await move(orderId, { status: 'delivered' });
    const back = await move(orderId, { status: 'processing' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({
      success: false,
      code: 'conflict',
      reason: 'illegal_order_move',
      errors: 'Cannot move an order from Delivered (delivered) to Placed (processing).',
    });
    const cancel = await move(orderId, { status: 'canceled' });
    expect(cancel.json().errors).toBe(
      'Cannot move an order from Delivered (delivered) to Canceled (canceled).',
    );
    expect((await move(orderId, { status: 'delivered' })).statusCode).toBe(409);
  });

  it('cancels an unshipped order, setting canceled_at', async () => {
    const { orderId } = await newOrder();
    const canceled = await move(orderId, { status: 'canceled' });
    expect(canceled.json()).toMatchObject({
      status: 'canceled',
      status_label: 'Canceled',
      progress_percent: null,
    });
    expect(canceled.json().canceled_at).toEqual(expect.any(String));
  });

  it('lets only one of two operators racing on the same order win', async () => {
    const { orderId } = await newOrder();
    const answers = await Promise.all([
      move(orderId, { status: 'shipped' }),
      move(orderId, { status: 'canceled' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(['shipped', 'canceled']).toContain(row!.status);
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can hold a move half-way through.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'refuses a move whose status changed between reading and writing it (409, nothing overwritten)',
    async () => {
      const { orderId } = await newOrder();
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let signalLocked!: () => void;
      const locked = new Promise<void>((resolve) => {
        signalLocked = resolve;
      });
      const other = t.db.transaction(async (tx) => {
        await tx.update(orders).set({ status: 'shipped' }).where(eq(orders.id, orderId));
        signalLocked();
        await held;
      });
      await locked;
      // Reads 'processing' (the other move is not committed), then waits on the row lock to write.
      const mine = moveOrder(t.db, orderId, { status: 'canceled' }).then(
        () => 'moved',
        (error: Error) => error.message,
      );
      for (let tries = 0; tries < 100; tries += 1) {
        const waiting = await t.db.execute(
          sql`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if ((waiting as unknown as { rows: unknown[] }).rows.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      release();
      await other;
      expect(await mine).toBe(orderMessages.changedMeanwhile);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row).toMatchObject({ status: 'shipped', canceledAt: null });
    },
  );

  it('answers 404 for an unknown order and 400 for a bad status, date or stray delivered date', async () => {
    const missing = await move(99999, { status: 'shipped' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors).toBe(orderMessages.notFound);
    const { orderId } = await newOrder();
    const bad = [
      { status: 'lost' },
      {},
      { status: 'shipped', estimated_delivery: '2031-02-30' },
      { status: 'shipped', delivered_date: '2031-02-03' },
    ];
    for (const body of bad) {
      const response = await move(orderId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await move(orderId, { status: 'shipped', delivered_date: '2031-02-03' })).json().errors).toBe(
      orderMessages.deliveredDateOnly,
    );
  });
});
