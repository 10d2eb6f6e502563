import { coupons, couponUses, eq, orderItems, orders } from '@pantry/db';
import { ORDER_STATUS_TABLE, ORDER_STATUSES, orderDraft, priceCart } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { withSession } from '../../test/accounts.ts';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { tokenize } from '../payments/test-support.ts';
import { storeDay } from './dates.ts';
import { createOrderRows, orderMessages } from './service.ts';
import { orderableProducts, testAddress } from './test-support.ts';

const t = useTestApp();
const given = useGiven(t);

function get(url: string, sessionId?: string) {
  return t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: withSession(sessionId) });
}

describe('order calls when signed out', () => {
  it("answer 401 'Auth is required'", async () => {
    for (const url of ['/account/orders', '/account/order/last_order', '/account/order/1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({
        success: false,
        errors: 'Auth is required',
        code: 'unauthorized',
      });
    }
  });
});

describe('a shopper without orders', () => {
  it('gets an empty first page and a 404 for the last order', async () => {
    const shopper = await given.member();
    const list = await get('/account/orders', shopper.sessionId);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.json()).toEqual({ orders: [], count: 0, cur_page: 1, page_size: 10 });
    const last = await get('/account/order/last_order', shopper.sessionId);
    expect(last.statusCode).toBe(404);
    expect(last.json()).toMatchObject({ errors: orderMessages.noOrders, code: 'not_found' });
  });
});

describe('an order', () => {
  it("carries the spec's Order and Shipment fields, money in dollars", async () => {
    const shopper = await given.member();
    const lines = await orderableProducts(t.app, 2);
    const placed = await given.order({ member: shopper, lines });
    const response = await get(`/account/order/${placed.orderId}`, shopper.sessionId);
    expect(response.statusCode).toBe(200);
    const order = response.json();
    const priced = orderDraft(
      priceCart({ lines, shopper: { isFirstOrder: false, state: 'CA' }, now: new Date() }),
    );
    expect(Number(order.increment_id)).toBeGreaterThanOrEqual(100000001);
    expect(order).toMatchObject({
      id: placed.orderId,
      order_id: placed.orderId,
      increment_id: placed.incrementId,
      status: 'processing',
      status_label: 'Placed',
      progress_percent: 11.5,
      subtotal: priced.subtotal / 100,
      shipping_amount: priced.shipping_amount / 100,
      tax_amount: priced.tax_amount / 100,
      discount_amount: 0,
      grand_total: priced.grand_total / 100,
      coupon_code: null,
      coupon_label: null,
      order_count: 1,
      item_count: 2,
      fresh_min_shipping_delay_key: null,
      signature_required: false,
      canceled_at: null,
      payments: [
        {
          payment_type: 'card',
          cc_type: 'visa',
          cc_label: 'Visa ending in 4242',
          last4: '4242',
          amount: priced.grand_total / 100,
          refunded_amount: 0,
        },
      ],
      details: { delivery_status_label: 'Placed', progress_percent: 11.5 },
    });
    expect(order.items).toHaveLength(2);
    expect(order.items[0]).toMatchObject({
      product_id: lines[0]!.product_id,
      qty: 1,
      price: lines[0]!.price_cents / 100,
      title: expect.any(String),
      image: expect.stringMatching(/^\/media\/products\/\d+-\d+\.svg$/),
    });
    expect(order.totals.map((total: { type: string }) => total.type)).toContain('tax');
    expect(order.shipment).toEqual({
      delivery_status: 'processing',
      estimated_delivery: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      delivered_date: null,
      shipped_at: null,
      tracking_number: null,
      carrier: null,
      tracking_url: null,
    });
    expect(order.details.displayed_date).toEqual({
      kind: 'estimated',
      date: order.shipment.estimated_delivery,
    });
  });

  it('is found by id or increment id, newest is the last order, and nobody else sees it', async () => {
    const shopper = await given.member();
    const older = await given.order({ member: shopper, placedAt: new Date(Date.now() - 60_000) });
    const newer = await given.order({ member: shopper });
    const last = await get('/account/order/last_order', shopper.sessionId);
    expect(last.json()).toMatchObject({ id: newer.orderId, order_count: 2 });
    const byIncrement = await get(`/account/order/${older.incrementId}`, shopper.sessionId);
    expect(byIncrement.json()).toMatchObject({ id: older.orderId, order_count: 1 });

    const stranger = await given.member();
    for (const reference of [String(newer.orderId), newer.incrementId]) {
      const response = await get(`/account/order/${reference}`, stranger.sessionId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errors: orderMessages.notFound, code: 'not_found' });
    }
    for (const reference of ['999999', 'abc', '1e3', '-1', '99999999999999999999']) {
      expect((await get(`/account/order/${reference}`, shopper.sessionId)).statusCode, reference).toBe(404);
    }
  });

  it('hides the Out of Stock and Back Soon badges of its items', async () => {
    const shopper = await given.member();
    const outOfStock = await given.product({ badge: 'Out of Stock' });
    const [line] = await orderableProducts(t.app, 1);
    const placed = await given.order({ member: shopper, lines: [{ ...line!, product_id: outOfStock.id }] });
    const order = (await get(`/account/order/${placed.orderId}`, shopper.sessionId)).json();
    const texts = order.items[0].product_badges.map((badge: { badge_text: string }) => badge.badge_text);
    expect(texts).not.toContain('Out of Stock');
    expect(texts).not.toContain('Back Soon');
  });
});

describe('GET /account/orders', () => {
  it('pages by 10, newest first: 12 orders leave 2 on page 2', async () => {
    const shopper = await given.member();
    const start = Date.now() - 12 * 60_000;
    const placed = [];
    for (let i = 0; i < 12; i += 1) {
      placed.push(await given.order({ member: shopper, placedAt: new Date(start + i * 60_000) }));
    }
    const newestFirst = placed.map((order) => order.orderId).reverse();
    const first = (await get('/account/orders?reqsource=web', shopper.sessionId)).json();
    expect(first).toMatchObject({ count: 12, cur_page: 1, page_size: 10 });
    expect(first.orders.map((order: { id: number }) => order.id)).toEqual(newestFirst.slice(0, 10));
    expect(first.orders[0].order_count).toBe(12);
    const second = (await get('/account/orders?cur_page=2', shopper.sessionId)).json();
    expect(second).toMatchObject({ count: 12, cur_page: 2, page_size: 10 });
    expect(second.orders.map((order: { id: number }) => order.id)).toEqual(newestFirst.slice(10));
    expect(second.orders[1].order_count).toBe(1);

    const chat = (await get('/account/orders?cur_page=1&page_size=3', shopper.sessionId)).json();
    expect(chat.orders.map((order: { id: number }) => order.id)).toEqual(newestFirst.slice(0, 3));
    expect((await get('/account/orders?page_size=500', shopper.sessionId)).json().page_size).toBe(50);
    expect((await get('/account/orders?cur_page=abc', shopper.sessionId)).json().cur_page).toBe(1);
    expect((await get('/account/orders?cur_page=3', shopper.sessionId)).json().orders).toEqual([]);
  });

  it('labels every status as the spec table, delivered with its delivered date and others the estimate', async () => {
    const shopper = await given.member();
    for (const status of ORDER_STATUSES) await given.order({ member: shopper, status });
    const list = (await get('/account/orders?page_size=20', shopper.sessionId)).json();
    expect(list.count).toBe(ORDER_STATUSES.length);
    for (const order of list.orders) {
      const row = ORDER_STATUS_TABLE[order.status as keyof typeof ORDER_STATUS_TABLE];
      expect(order.status_label, order.status).toBe(row.label);
      expect(order.progress_percent, order.status).toBe(row.progress);
      expect(order.details.delivery_status_label).toBe(row.label);
      expect(order.shipment.delivery_status).toBe(order.status);
      const shown = order.details.displayed_date;
      if (order.status === 'delivered') {
        expect(order.shipment.delivered_date).toBe(storeDay(new Date()));
        expect(shown).toEqual({ kind: 'delivered', date: order.shipment.delivered_date });
      } else {
        expect(shown).toEqual({ kind: 'estimated', date: order.shipment.estimated_delivery });
      }
    }
    expect(new Set(list.orders.map((order: { status: string }) => order.status))).toEqual(
      new Set(ORDER_STATUSES),
    );
  });
});

describe('createOrderRows', () => {
  it('writes nothing twice for one idempotency key, and records the coupon use', async () => {
    const shopper = await given.member();
    const [exit20] = await t.db.select().from(coupons).where(eq(coupons.codeKey, 'exit20'));
    const lines = await orderableProducts(t.app, 3);
    const cart = priceCart({
      lines,
      coupons: [
        {
          coupon: {
            code: exit20!.code,
            label: exit20!.label,
            discount_type: exit20!.discountType,
            discount_value: exit20!.discountValue,
            maximum_discount_amount: exit20!.maximumDiscountCents,
            min_subtotal_cents: exit20!.minSubtotalCents,
            first_order_only: exit20!.firstOrderOnly,
            expiration_date: exit20!.expirationDate,
            uses_per_customer: exit20!.usesPerCustomer,
            total_uses: exit20!.totalUses,
          },
        },
      ],
      shopper: { isFirstOrder: true, state: 'CA' },
      now: new Date(),
    });
    const priced = orderDraft(cart);
    const token = await tokenize(t.app, '4242424242424242');
    const charge = await t.app.paymentGateway.charge({
      token,
      amountCents: priced.grand_total,
      idempotencyKey: 'checkout:same-key',
      description: 'test',
    });
    const input = {
      accountId: shopper.accountId,
      idempotencyKey: 'same-key',
      priced,
      shippingAddress: testAddress,
      payments: [
        {
          kind: 'card',
          token,
          ccType: 'visa',
          last4: '4242',
          amountCents: priced.grand_total,
          gatewayChargeId: charge.id,
        },
      ],
      couponIds: [exit20!.id],
      estimatedDelivery: '2031-01-15',
    };
    const first = await t.db.transaction((tx) => createOrderRows(tx, input));
    const again = await t.db.transaction((tx) => createOrderRows(tx, input));
    expect(first.created).toBe(true);
    expect(again).toEqual({ orderId: first.orderId, incrementId: first.incrementId, created: false });
    expect(await t.db.select().from(orders).where(eq(orders.accountId, shopper.accountId))).toHaveLength(1);
    expect(await t.db.select().from(orderItems).where(eq(orderItems.orderId, first.orderId))).toHaveLength(3);
    expect(await t.db.select().from(couponUses).where(eq(couponUses.orderId, first.orderId))).toHaveLength(1);
    const [after] = await t.db.select().from(coupons).where(eq(coupons.id, exit20!.id));
    expect(after!.usedCount).toBe(exit20!.usedCount + 1);

    const order = (await get(`/account/order/${first.orderId}`, shopper.sessionId)).json();
    expect(order).toMatchObject({
      coupon_code: 'exit20',
      coupon_label: 'Extra 20% off applied',
      discount_amount: priced.discount_amount / 100,
      shipment: { estimated_delivery: '2031-01-15' },
    });
    expect(order.totals).toContainEqual({ type: 'discount', value: -priced.discount_amount / 100 });
  });

  it('refuses payments that do not add up to the grand total, writing nothing', async () => {
    const shopper = await given.member();
    const priced = orderDraft(
      priceCart({
        lines: await orderableProducts(t.app, 1),
        shopper: { isFirstOrder: false, state: 'CA' },
        now: new Date(),
      }),
    );
    const payment = { kind: 'card', token: 'tok', ccType: 'visa', last4: '4242', gatewayChargeId: 'ch_x' };
    await expect(
      t.db.transaction((tx) =>
        createOrderRows(tx, {
          accountId: shopper.accountId,
          idempotencyKey: 'short',
          priced,
          shippingAddress: testAddress,
          payments: [{ ...payment, amountCents: priced.grand_total - 1 }],
        }),
      ),
    ).rejects.toThrow(/not the grand total/);
    expect(await t.db.select().from(orders).where(eq(orders.accountId, shopper.accountId))).toHaveLength(0);
  });
});
