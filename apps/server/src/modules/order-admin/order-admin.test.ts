import { auditLog, eq, orderPayments, sql, testGatewayRefunds } from '@pantry/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { useSmtpSink } from '../../test/smtp-sink.ts';
import { insertIssuedGift } from '../giftcards/test-support.ts';
import { addStaff, signInStaff } from '../staff/test-support.ts';

/**
 * The console's Orders area (issue 25) through its routes, as a support agent and the warehouse use it: search,
 * the order's tenders, refunds split card first, then gift card, then Thrive Cash, once per key, never beyond what
 * was paid, each with one audit entry and the shopper's e-mail.
 */

const sink = useSmtpSink();
const t = useTestApp(() => ({ smtpUrl: sink.url }));
const given = useGiven(t);

let support: { cookie: string };
let warehouse: { cookie: string };
let serial = 0;

beforeAll(async () => {
  support = await signInStaff(t.app, await addStaff(t.db, 'support'));
  warehouse = await signInStaff(t.app, await addStaff(t.db, 'warehouse'));
});

function call(
  who: { cookie: string },
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });
}

type Shopper = Awaited<ReturnType<typeof given.member<{ card: true }>>>;

/** Gives the shopper a gift card balance through a real gift code redeemed on the redeem route. */
async function giveGiftCard(shopper: Shopper, cents: number) {
  const bought = await given.order();
  const code = await insertIssuedGift(t.db, {
    orderId: bought.orderId,
    buyerAccountId: bought.member.accountId,
    creditCents: cents,
  });
  serial += 1;
  const redeemed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/account/giftcard/redeem',
    headers: shopper.headers,
    payload: { code },
    remoteAddress: `10.25.0.${serial % 250}`,
  });
  expect(redeemed.statusCode).toBe(200);
}

/** Goodwill Thrive Cash from a support agent, applied at checkout. */
async function giveThriveCash(shopper: Shopper, cents: number) {
  serial += 1;
  const credited = await call(support, 'POST', '/thrive-cash/adjustments', {
    account_id: shopper.accountId,
    kind: 'goodwill',
    amount: cents / 100,
    note: 'goodwill for the test',
    key: `goodwill-${serial}`,
  });
  expect(credited.statusCode).toBe(200);
  const applied = await t.app.inject({
    method: 'POST',
    url: '/api/v1/account/thrivecash/apply',
    headers: shopper.headers,
    payload: { apply: true },
  });
  expect(applied.statusCode).toBe(200);
}

/** A member's order through checkout, paid by what they hold (Thrive Cash, gift card) and then the card. */
async function placeOrder(options: { giftCardCents?: number; thriveCashCents?: number } = {}) {
  const shopper = await given.member({ card: true });
  if (options.giftCardCents) await giveGiftCard(shopper, options.giftCardCents);
  if (options.thriveCashCents) await giveThriveCash(shopper, options.thriveCashCents);
  const product = await given.product();
  await shopper.shopper.add(product.id, Math.max(1, Math.ceil(6000 / product.priceCents)));
  serial += 1;
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/checkout',
    headers: { ...shopper.headers, 'idempotency-key': `order-admin-${serial}-${Date.now()}` },
    payload: { payment_token: shopper.cardToken },
  });
  expect(placed.statusCode).toBe(201);
  const order = placed.json().order as { id: number; increment_id: string };
  await t.app.events.drain();
  return { shopper, orderId: order.id, incrementId: order.increment_id };
}

type Tender = { kind: string; amount_cents: number; refunded_cents: number };

async function adminOrder(orderId: number) {
  const answer = await call(support, 'GET', `/orders/${orderId}`);
  expect(answer.statusCode).toBe(200);
  return answer.json() as {
    tenders: Tender[];
    refundable_cents: number;
    refunds: unknown[];
    customer: { email: string };
  };
}

function refund(orderId: number, body: Record<string, unknown>, who = support) {
  serial += 1;
  return call(who, 'POST', `/orders/${orderId}/refunds`, {
    idempotency_key: `refund-key-${serial}`,
    ...body,
  });
}

async function giftBalance(accountId: number): Promise<number> {
  const [row] = await queryRows<{ b: number; s: number }>(
    t.db,
    sql`SELECT coalesce((SELECT balance_cents FROM gift_card_balances WHERE account_id = ${accountId}), 0) AS b,
               coalesce((SELECT sum(amount_cents)::int FROM gift_card_movements WHERE account_id = ${accountId}), 0) AS s`,
  );
  expect(row!.s).toBe(row!.b);
  return row!.b;
}

async function gatewayRefundedCents(orderId: number): Promise<number> {
  const payments = await t.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  let total = 0;
  for (const payment of payments) {
    const refunds = await t.db
      .select()
      .from(testGatewayRefunds)
      .where(eq(testGatewayRefunds.chargeId, payment.gatewayChargeId));
    total += refunds.reduce((sum, row) => sum + row.amountCents, 0);
  }
  return total;
}

async function auditOf(orderId: number, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(
      sql`${auditLog.subjectType} = 'order' AND ${auditLog.subjectId} = ${String(orderId)} AND ${auditLog.action} = ${action}`,
    );
}

const paid = (tenders: Tender[], kind: string) => tenders.find((tender) => tender.kind === kind)!;

describe('order search', () => {
  it('finds orders by number, e-mail, status and dates, newest first, a page at a time', async () => {
    const shopper = await given.member({ card: true });
    const old = await given.order({ member: shopper, placedAt: new Date('2026-03-02T20:00:00Z') });
    const shipped = await given.order({
      member: shopper,
      status: 'shipped',
      placedAt: new Date('2026-03-04T20:00:00Z'),
    });
    const newest = await given.order({ member: shopper });
    const [account] = await queryRows<{ email: string }>(
      t.db,
      sql`SELECT email FROM accounts WHERE id = ${shopper.accountId}`,
    );
    const search = async (query: string) => {
      const answer = await call(warehouse, 'GET', `/orders?${query}`);
      expect(answer.statusCode).toBe(200);
      return answer.json() as { orders: { id: number }[]; next_before: number | null };
    };
    expect((await search(`number=${shipped.incrementId}`)).orders.map((o) => o.id)).toEqual([
      shipped.orderId,
    ]);
    const mine = await search(`email=${encodeURIComponent(account!.email.toUpperCase())}`);
    expect(mine.orders.map((o) => o.id)).toEqual([newest.orderId, shipped.orderId, old.orderId]);
    expect((await search(`email=${account!.email}&status=shipped`)).orders.map((o) => o.id)).toEqual([
      shipped.orderId,
    ]);
    expect(
      (await search(`email=${account!.email}&from=2026-03-01&to=2026-03-03`)).orders.map((o) => o.id),
    ).toEqual([old.orderId]);
    const first = await search(`email=${account!.email}&limit=2`);
    expect(first.orders).toHaveLength(2);
    const second = await search(`email=${account!.email}&limit=2&before=${first.next_before}`);
    expect(second.orders.map((o) => o.id)).toEqual([old.orderId]);
    expect(second.next_before).toBeNull();
    expect((await call(warehouse, 'GET', '/orders?number=abc')).statusCode).toBe(400);
  });
});

describe('staff refunds', () => {
  it('splits a refund card first, then gift card, then Thrive Cash, and partial refunds add up to the whole', async () => {
    const { shopper, orderId } = await placeOrder({ giftCardCents: 2000, thriveCashCents: 500 });
    const before = await adminOrder(orderId);
    const card = paid(before.tenders, 'charge').amount_cents;
    expect(paid(before.tenders, 'gift_card').amount_cents).toBe(2000);
    expect(paid(before.tenders, 'thrive_cash').amount_cents).toBe(500);
    const balance = await giftBalance(shopper.accountId);

    const first = await refund(orderId, { amount_cents: card + 300, reason: 'Damaged box' });
    expect(first.statusCode).toBe(200);
    expect(
      first.json().refund.parts.map((p: { kind: string; amount_cents: number }) => [p.kind, p.amount_cents]),
    ).toEqual([
      ['charge', card],
      ['gift_card', 300],
    ]);
    expect(await giftBalance(shopper.accountId)).toBe(balance + 300);
    expect(await gatewayRefundedCents(orderId)).toBe(card);

    const rest = before.refundable_cents - card - 300;
    const second = await refund(orderId, { amount_cents: rest });
    expect(second.statusCode).toBe(200);
    expect(
      second.json().refund.parts.map((p: { kind: string; amount_cents: number }) => [p.kind, p.amount_cents]),
    ).toEqual([
      ['gift_card', 1700],
      ['thrive_cash', 500],
    ]);
    const after = second.json().order as { tenders: Tender[]; refundable_cents: number };
    expect(after.refundable_cents).toBe(0);
    for (const tender of after.tenders) expect(tender.refunded_cents).toBe(tender.amount_cents);
    expect(await giftBalance(shopper.accountId)).toBe(balance + 2000);
    const thrive = await t.app.inject({ url: '/api/v1/account/thrivecash', headers: shopper.headers });
    expect(thrive.json().raf_balance).toBe(5);

    const more = await refund(orderId, { amount_cents: 1 });
    expect(more.statusCode).toBe(409);
    expect(more.json().errors).toBe(
      'The refund of $0.01 is more than the $0.00 left to refund on this order.',
    );

    // One audit entry per refund, with what was given back before and after.
    const entries = await auditOf(orderId, 'order.refund');
    expect(entries).toHaveLength(2);
    expect(entries[0]!.before).toMatchObject({ card_cents: 0, gift_card_cents: 0, thrive_cash_cents: 0 });
    expect(entries[0]!.after).toMatchObject({ card_cents: card, gift_card_cents: 300, thrive_cash_cents: 0 });
    expect(entries[1]!.after).toMatchObject({
      card_cents: card,
      gift_card_cents: 2000,
      thrive_cash_cents: 500,
    });
    expect(entries[0]!.actorEmail).toMatch(/@/);

    // The shopper is e-mailed each refund and where it went.
    await t.app.events.drain();
    const mails = sink
      .to((await adminOrder(orderId)).customer.email)
      .filter((m) => m.subject.includes('refund'));
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('Gift card balance: $17.00');
  });

  it('refunds by lines, and refuses more units than were bought', async () => {
    const { orderId } = await placeOrder();
    const order = (await call(support, 'GET', `/orders/${orderId}`)).json() as {
      lines: { item_id: number; qty: number; row_total_cents: number }[];
    };
    const line = order.lines[0]!;
    const byLine = await refund(orderId, { lines: [{ item_id: line.item_id, qty: 1 }] });
    expect(byLine.statusCode).toBe(200);
    expect(byLine.json().refund.amount_cents).toBe(Math.floor(line.row_total_cents / line.qty));
    expect(
      (await refund(orderId, { lines: [{ item_id: line.item_id, qty: line.qty + 1 }] })).statusCode,
    ).toBe(400);
    expect(
      (await refund(orderId, { amount_cents: 100, lines: [{ item_id: line.item_id, qty: 1 }] })).statusCode,
    ).toBe(400);
  });

  it('refunds once for two requests with one key at the same moment', async () => {
    const { orderId } = await placeOrder({ giftCardCents: 1000 });
    const body = { idempotency_key: `raced-${Date.now()}`, amount_cents: 1500 };
    const [a, b] = await Promise.all([
      call(support, 'POST', `/orders/${orderId}/refunds`, body),
      call(support, 'POST', `/orders/${orderId}/refunds`, body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refund.id).toBe(b.json().refund.id);
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM order_refunds WHERE order_id = ${orderId}`,
    );
    expect(rows[0]!.n).toBe(1);
    expect(await gatewayRefundedCents(orderId)).toBe(1500);
    expect(await auditOf(orderId, 'order.refund')).toHaveLength(1);
  });

  it('lets support refund and refuses the warehouse; a canceled order is not refunded again', async () => {
    const { orderId } = await placeOrder();
    const refused = await refund(orderId, { amount_cents: 100 }, warehouse);
    expect(refused.statusCode).toBe(403);
    expect(await auditOf(orderId, 'order.refund')).toHaveLength(0);

    const canceled = await call(warehouse, 'POST', `/orders/${orderId}/status`, { status: 'canceled' });
    expect(canceled.statusCode).toBe(200);
    expect((await refund(orderId, { amount_cents: 100 })).statusCode).toBe(409);
  });

  it('does not cancel an order refunded in part (that would refund the part twice)', async () => {
    const { orderId } = await placeOrder();
    expect((await refund(orderId, { amount_cents: 100 })).statusCode).toBe(200);
    const canceled = await call(support, 'POST', `/orders/${orderId}/status`, { status: 'canceled' });
    expect(canceled.statusCode).toBe(409);
    expect((await adminOrder(orderId)) as unknown as { can_cancel: boolean }).toMatchObject({
      can_cancel: false,
    });
  });
});

describe('resending e-mails', () => {
  it('sends the confirmation again, and the shipping e-mail only once the order shipped', async () => {
    const { orderId, incrementId } = await placeOrder();
    const email = (await adminOrder(orderId)).customer.email;
    const confirmations = () => sink.to(email).filter((m) => m.subject.includes(`#${incrementId} is placed`));
    expect(confirmations()).toHaveLength(1);
    expect(
      (await call(warehouse, 'POST', `/orders/${orderId}/emails`, { email: 'confirmation' })).statusCode,
    ).toBe(200);
    await t.app.events.drain();
    expect(confirmations()).toHaveLength(2);
    expect(
      (await call(warehouse, 'POST', `/orders/${orderId}/emails`, { email: 'shipped' })).statusCode,
    ).toBe(409);
    expect(await auditOf(orderId, 'order.email')).toHaveLength(1);
  });
});
