import { eq, orderItems, orderPayments } from '@pantry/db';
import { REPORT_NAMES, refundByBox } from '@pantry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { insertIssuedGift } from '../giftcards/test-support.ts';
import { storeDay } from '../orders/index.ts';
import { tokenize } from '../payments/test-support.ts';
import { addStaff, signInStaff } from '../staff/test-support.ts';

/**
 * The sales reports (issue 25) over real orders: February's orders at the edges of store days (Pacific time), one
 * canceled; today's orders through checkout paid by card, EBT, gift card and Thrive Cash; staff refunds by amount
 * and by lines, given today, one of them on a February order. Each figure is checked to the cent against the
 * orders' own rows.
 */

const t = useTestApp();
const given = useGiven(t);

type Who = { cookie: string };
let owner: Who;
let merchandiser: Who;
let support: Who;
let warehouse: Who;
let serial = 0;

function read(who: Who, url: string) {
  return t.app.inject({ method: 'GET', url: `/api/admin/reports${url}`, headers: { cookie: who.cookie } });
}

async function report(url: string, who = owner) {
  const answer = await read(who, url);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as {
    from: string | null;
    to: string | null;
    columns: { key: string }[];
    rows: Record<string, string | number | null>[];
    totals: Record<string, string | number | null> | null;
  };
}

async function refund(orderId: number, body: Record<string, unknown>) {
  serial += 1;
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { cookie: support.cookie },
    payload: { idempotency_key: `reports-refund-${serial}`, ...body },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().refund as {
    amount_cents: number;
    lines: { item_id: number; qty: number }[] | null;
    parts: { kind: string; payment_id: number | null; amount_cents: number }[];
  };
}

function checkout(headers: Record<string, string>, body: Record<string, string>) {
  serial += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/checkout',
    headers: { ...headers, 'idempotency-key': `reports-checkout-${serial}` },
    payload: body,
  });
}

const dollars = (cents: number) => Math.round(cents) / 100;
const paymentsOf = (orderId: number) =>
  t.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
const linesOf = (orderId: number) => t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));

/** What each payment type paid on an order, and what each refund gave back to each, by the orders' rows. */
const byType = new Map<string, { orders: Set<number>; sales: number; refunds: number }>();
function addSale(type: string, orderId: number, cents: number) {
  const entry = byType.get(type) ?? { orders: new Set(), sales: 0, refunds: 0 };
  entry.orders.add(orderId);
  entry.sales += cents;
  byType.set(type, entry);
}
async function addRefund(parts: Awaited<ReturnType<typeof refund>>['parts']) {
  for (const part of parts) {
    let type = part.kind;
    if (part.kind === 'charge') {
      const [payment] = await t.db.select().from(orderPayments).where(eq(orderPayments.id, part.payment_id!));
      type = payment!.kind;
    }
    const entry = byType.get(type) ?? { orders: new Set(), sales: 0, refunds: 0 };
    entry.refunds += part.amount_cents;
    byType.set(type, entry);
  }
}

const today = storeDay(new Date());
const feb = {
  /** 23:59:59 on Feb 9 in San Francisco (PST, UTC−8). */
  lastOfNinth: new Date('2026-02-10T07:59:59Z'),
  firstOfTenth: new Date('2026-02-10T08:00:00Z'),
  lastOfTenth: new Date('2026-02-11T07:59:59.999Z'),
};
let febOrders: { ninth: number; tenth: number; tenthLate: number };
let febRefundCents = 0;
let febRefundBoxes: Record<string, number> = {};
let todayOrders: number[] = [];
let todaySales = 0;
let todayRefunds = 0;
const todayBoxes = new Map<string, { units: number; sales: number; refunds: number }>();

async function addBoxes(orderId: number) {
  for (const line of await linesOf(orderId)) {
    const entry = todayBoxes.get(line.boxType) ?? { units: 0, sales: 0, refunds: 0 };
    entry.units += line.qty;
    entry.sales += line.rowTotalCents - line.discountCents;
    todayBoxes.set(line.boxType, entry);
  }
}

async function boxRefund(orderId: number, answer: Awaited<ReturnType<typeof refund>>) {
  const lines = (await linesOf(orderId)).map((line) => ({
    itemId: line.id,
    box: line.boxType,
    qty: line.qty,
    rowTotalCents: line.rowTotalCents,
    netCents: line.rowTotalCents - line.discountCents,
  }));
  const picked = answer.lines?.map((line) => ({ itemId: line.item_id, qty: line.qty })) ?? null;
  return refundByBox({ amountCents: answer.amount_cents, lines: picked }, lines);
}

function addBoxRefunds(parts: Record<string, number>) {
  for (const [box, cents] of Object.entries(parts)) {
    const entry = todayBoxes.get(box) ?? { units: 0, sales: 0, refunds: 0 };
    entry.refunds += cents;
    todayBoxes.set(box, entry);
  }
}

/** February: three orders across the edges of Feb 10 (store time) and a canceled one that is no sale. */
async function placeFebruary() {
  const member = await given.member({ card: true });
  const ninth = await given.order({ member, placedAt: feb.lastOfNinth });
  const tenth = await given.order({ member, placedAt: feb.firstOfTenth });
  const tenthLate = await given.order({ member, placedAt: feb.lastOfTenth });
  await given.order({ member, placedAt: new Date('2026-02-10T20:00:00Z'), status: 'canceled' });
  febOrders = { ninth: ninth.grandTotal, tenth: tenth.grandTotal, tenthLate: tenthLate.grandTotal };
  // Refunded today: a refund counts on the day it was given, not on the order's day.
  const given0 = await refund(tenth.orderId, { amount_cents: 500 });
  febRefundCents = given0.amount_cents;
  febRefundBoxes = await boxRefund(tenth.orderId, given0);
  await addRefund(given0.parts);
}

/** Today, through checkout: an order paid by EBT and card, refunded by lines. */
async function placeEbtOrder() {
  const member = await given.member({ card: true });
  const ebtToken = await tokenize(t.app, '5077000000000007', '');
  const saved = await member.shopper.call('POST', '/api/v1/account/payment-type', {
    payment_type: 'ebt',
    token: ebtToken,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const food = await given.product({ ebt: true });
  const other = await given.product({ ebt: false });
  await member.shopper.add(food.id, 2);
  await member.shopper.add(other.id, 1);
  const placed = await checkout(member.headers, { payment_type: 'ebt', payment_token: member.cardToken });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().order.id as number;
  return { orderId, foodId: food.id };
}

/** Today, through checkout: an order paid by Thrive Cash, a gift card balance and a card, in two boxes. */
async function placeCreditOrder() {
  const member = await given.member({ card: true });
  // The gift card was bought long ago, so that its order is not today's.
  const bought = await given.order({ placedAt: new Date('2025-06-01T18:00:00Z') });
  const code = await insertIssuedGift(t.db, {
    orderId: bought.orderId,
    buyerAccountId: bought.member.accountId,
    creditCents: 2000,
  });
  const redeemed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/account/giftcard/redeem',
    headers: member.headers,
    payload: { code },
  });
  expect(redeemed.statusCode, redeemed.body).toBe(200);
  const credited = await t.app.inject({
    method: 'POST',
    url: '/api/admin/thrive-cash/adjustments',
    headers: { cookie: support.cookie },
    payload: {
      account_id: member.accountId,
      kind: 'goodwill',
      amount: 5,
      key: 'reports-goodwill',
      note: 'Box arrived late',
    },
  });
  expect(credited.statusCode, credited.body).toBe(200);
  const applied = await member.shopper.call('POST', '/api/v1/account/thrivecash/apply', { apply: true });
  expect(applied.statusCode, applied.body).toBe(200);
  const grocery = await given.product();
  const frozen = await given.product({ box: 'frozen' });
  await member.shopper.add(grocery.id, Math.max(1, Math.ceil(6000 / grocery.priceCents)));
  await member.shopper.add(frozen.id, 1);
  const placed = await checkout(member.headers, { payment_token: member.cardToken! });
  expect(placed.statusCode, placed.body).toBe(201);
  return { orderId: placed.json().order.id as number, frozenId: frozen.id };
}

beforeAll(async () => {
  owner = await signInStaff(t.app, await addStaff(t.db, 'owner'));
  merchandiser = await signInStaff(t.app, await addStaff(t.db, 'merchandiser'));
  support = await signInStaff(t.app, await addStaff(t.db, 'support'));
  warehouse = await signInStaff(t.app, await addStaff(t.db, 'warehouse'));
  await placeFebruary();

  const ebt = await placeEbtOrder();
  const credit = await placeCreditOrder();
  await t.app.events.drain();
  todayOrders = [ebt.orderId, credit.orderId];
  for (const payment of await paymentsOf(ebt.orderId))
    addSale(payment.kind, ebt.orderId, payment.amountCents);
  for (const payment of await paymentsOf(credit.orderId))
    addSale(payment.kind, credit.orderId, payment.amountCents);
  addSale('gift_card', credit.orderId, 2000);
  addSale('thrive_cash', credit.orderId, 500);
  todaySales = [...byType.values()].reduce((sum, entry) => sum + entry.sales, 0);
  for (const id of todayOrders) await addBoxes(id);

  // Refunds by lines: one unit of the EBT order's food, the credit order's frozen item.
  const ebtLines = await linesOf(ebt.orderId);
  const food = ebtLines.find((line) => line.productId === ebt.foodId)!;
  const byLines = await refund(ebt.orderId, { lines: [{ item_id: food.id, qty: 1 }] });
  expect(byLines.amount_cents).toBe(Math.floor(food.rowTotalCents / 2));
  const creditLines = await linesOf(credit.orderId);
  const frozen = creditLines.find((line) => line.productId === credit.frozenId)!;
  const frozenBack = await refund(credit.orderId, { lines: [{ item_id: frozen.id, qty: 1 }] });
  for (const answer of [byLines, frozenBack]) await addRefund(answer.parts);
  addBoxRefunds(await boxRefund(ebt.orderId, byLines));
  addBoxRefunds(await boxRefund(credit.orderId, frozenBack));
  addBoxRefunds(febRefundBoxes);
  todayRefunds = byLines.amount_cents + frozenBack.amount_cents + febRefundCents;
});

describe('sales by day', () => {
  it('counts each order on its store day, canceled ones left out, at the edges of the day', async () => {
    const tenth = await report('/sales-by-day?from=2026-02-10&to=2026-02-10');
    const sales = febOrders.tenth + febOrders.tenthLate;
    expect(tenth.rows).toEqual([
      { day: '2026-02-10', orders: 2, sales: dollars(sales), refunds: 0, net: dollars(sales) },
    ]);
    const around = await report('/sales-by-day?from=2026-02-09&to=2026-02-11');
    expect(around.rows.map((row) => [row.day, row.orders, row.sales])).toEqual([
      ['2026-02-09', 1, dollars(febOrders.ninth)],
      ['2026-02-10', 2, dollars(sales)],
      ['2026-02-11', 0, 0],
    ]);
    expect(around.totals).toEqual({
      day: 'Total',
      orders: 3,
      sales: dollars(febOrders.ninth + sales),
      refunds: 0,
      net: dollars(febOrders.ninth + sales),
    });
  });

  it('shows today’s sales net of the refunds given today, the one of a February order included', async () => {
    const answer = await report('/sales-by-day');
    expect(answer.to).toBe(today);
    expect(answer.rows).toHaveLength(30);
    expect(answer.rows.at(-1)).toEqual({
      day: today,
      orders: 2,
      sales: dollars(todaySales),
      refunds: dollars(todayRefunds),
      net: dollars(todaySales - todayRefunds),
    });
  });
});

describe('sales by payment type', () => {
  it('splits today’s sales and refunds over card, EBT, gift card and Thrive Cash', async () => {
    const answer = await report(`/sales-by-payment?from=${today}&to=${today}`);
    const expected = ['card', 'ebt', 'gift_card', 'thrive_cash'].map((type) => byType.get(type)!);
    expect(expected.every((entry) => entry.sales > 0)).toBe(true);
    expect(answer.rows).toEqual(
      ['Card', 'EBT', 'Gift card', 'Thrive Cash'].map((label, i) => ({
        payment_type: label,
        orders: expected[i]!.orders.size,
        sales: dollars(expected[i]!.sales),
        refunds: dollars(expected[i]!.refunds),
        net: dollars(expected[i]!.sales - expected[i]!.refunds),
      })),
    );
    expect(answer.totals).toMatchObject({ sales: dollars(todaySales), refunds: dollars(todayRefunds) });
  });
});

describe('sales by box', () => {
  it('gives each box its units and item sales, and each refund to the boxes it came from', async () => {
    const answer = await report(`/sales-by-box?from=${today}&to=${today}`);
    const row = (box: string) => todayBoxes.get(box) ?? { units: 0, sales: 0, refunds: 0 };
    expect(answer.rows).toEqual(
      [
        ['Grocery', 'grocery'],
        ['Frozen', 'frozen'],
        ['Fresh', 'fresh'],
        ['Wine', 'wine'],
      ].map(([label, box]) => ({
        box: label,
        units: row(box!).units,
        sales: dollars(row(box!).sales),
        refunds: dollars(row(box!).refunds),
        net: dollars(row(box!).sales - row(box!).refunds),
      })),
    );
    expect(row('frozen').refunds).toBeGreaterThan(0);
    expect(answer.totals).toMatchObject({ refunds: dollars(todayRefunds) });
  });
});

describe('the CSV', () => {
  it('is the report’s rows under a header of the column keys, money in dollars, as an attachment', async () => {
    const answer = await read(merchandiser, '/sales-by-day.csv?from=2026-02-09&to=2026-02-10');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="pantry-sales-by-day-2026-02-09-to-2026-02-10.csv"',
    );
    const money = (cents: number) => (cents / 100).toFixed(2);
    const tenth = febOrders.tenth + febOrders.tenthLate;
    expect(answer.body.trim().split('\n')).toEqual([
      'day,orders,sales,refunds,net',
      `2026-02-09,1,${money(febOrders.ninth)},0.00,${money(febOrders.ninth)}`,
      `2026-02-10,2,${money(tenth)},0.00,${money(tenth)}`,
    ]);
    const boxes = await read(owner, `/sales-by-box.csv?from=${today}&to=${today}`);
    expect(boxes.body.split('\n')[0]).toBe('box,units,sales,refunds,net');
    expect(boxes.headers['content-disposition']).toContain(`pantry-sales-by-box-${today}-to-${today}.csv`);
  });
});

describe('who may read reports, and what dates they take', () => {
  it('lets the owner and the merchandiser read them, and refuses support and the warehouse', async () => {
    expect((await read(merchandiser, '')).json().reports).toHaveLength(REPORT_NAMES.length);
    for (const who of [support, warehouse]) {
      for (const url of ['', '/sales-by-day', '/sales-by-day.csv', '/gift-card-liability']) {
        const answer = await read(who, url);
        expect(answer.statusCode, url).toBe(403);
        expect(answer.json()).toMatchObject({ code: 'forbidden' });
      }
    }
    expect((await t.app.inject({ url: '/api/admin/reports/sales-by-day' })).statusCode).toBe(401);
  });

  it('answers 400 with the reason for a date that is not a day, a backwards range and one too long', async () => {
    const cases: [string, string][] = [
      ['/sales-by-day?from=2026-02-30', 'Dates require YYYY-MM-DD.'],
      ['/sales-by-box.csv?to=yesterday', 'Dates require YYYY-MM-DD.'],
      ['/sales-by-payment?from=2026-03-02&to=2026-03-01', 'The start date is after the end date.'],
      ['/sales-by-day?from=2020-01-01&to=2026-01-01', 'A report covers at most 731 days.'],
    ];
    for (const [url, message] of cases) {
      const answer = await read(owner, url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().errors).toBe(message);
    }
  });
});
