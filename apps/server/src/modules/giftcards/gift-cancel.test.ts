import { eq, orderPayments, sql, testGatewayRefunds } from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { useSmtpSink } from '../../test/smtp-sink.ts';

/**
 * Issue 23 §2, 'A gift can be paid for twice': once redeemed, a gift is spent. A canceled order refunds only what
 * was not redeemed; an operator who must refund anyway claws the credit back first, never below what the
 * recipient already spent. Everything goes through the routes a buyer, a recipient and an operator use.
 */

const sink = useSmtpSink();
const t = useTestApp(() => ({ smtpUrl: sink.url }));
const given = useGiven(t);

type Someone = Awaited<ReturnType<typeof given.member<{ card: true }>>>;

const operator = { authorization: 'Bearer test-admin-token' };
let giftProductId = 0;
let serial = 0;

async function giftCardProduct(): Promise<number> {
  if (giftProductId) return giftProductId;
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`SELECT id FROM products WHERE product_type = 'aw_giftcard'`,
  );
  giftProductId = row!.id;
  return giftProductId;
}

function giftForm(recipientEmail: string, dollars = 10) {
  return {
    type: 'credit',
    amount: String(dollars),
    gc_recipient_full_name: 'Rita Friend',
    gc_recipient_email: recipientEmail,
    gc_message: '',
    sender_fullname: 'Sam Sender',
    gc_sender_email: 'sam.sender@example.com',
  };
}

function checkout(who: Someone, key: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/checkout',
    headers: { ...who.headers, 'idempotency-key': key, 'content-type': 'application/json' },
    payload: JSON.stringify({ payment_token: who.cardToken }),
  });
}

function redeem(who: { headers: { cookie: string } }, code: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/account/giftcard/redeem',
    headers: who.headers,
    payload: { code },
    remoteAddress: `10.23.0.${serial % 250}`,
  });
}

function cancel(orderId: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: operator,
    payload: { status: 'canceled' },
  });
}

/** The buyer buys a gift card ($10 unless said; optionally groceries); answers the order, the charge and the code. */
async function buyGift(buyer: Someone, withGroceriesCents = 0, dollars = 10) {
  serial += 1;
  const recipient = `friend.${serial}@example.com`;
  if (withGroceriesCents > 0) {
    const product = await given.product();
    await buyer.shopper.add(product.id, Math.ceil(withGroceriesCents / product.priceCents));
  }
  await buyer.shopper.cart('POST', '/api/v1/carts/product', {
    product_id: await giftCardProduct(),
    options: giftForm(recipient, dollars),
  });
  const placed = await checkout(buyer, `gift-${serial}`);
  expect(placed.statusCode).toBe(201);
  const order = placed.json().order as { id: number; grand_total: number };
  await t.app.events.drain();
  const code = /Your gift code: ([0-9A-Z-]{19})/.exec(sink.to(recipient)[0]?.text ?? '')?.[1];
  expect(code).toBeDefined();
  return { orderId: order.id, paidCents: Math.round(order.grand_total * 100), code: code! };
}

/** Card money given back for the order, from the gateway's own refunds. */
async function refundedCents(orderId: number): Promise<number> {
  const payments = await t.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  let total = 0;
  for (const payment of payments) {
    const refunds = await t.db
      .select()
      .from(testGatewayRefunds)
      .where(eq(testGatewayRefunds.chargeId, payment.gatewayChargeId));
    total += refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  }
  return total;
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function balanceCents(accountId: number): Promise<number> {
  const [row] = await queryRows<{ b: number; s: number }>(
    t.db,
    sql`SELECT coalesce((SELECT balance_cents FROM gift_card_balances WHERE account_id = ${accountId}), 0) AS b,
               coalesce((SELECT sum(amount_cents)::int FROM gift_card_movements WHERE account_id = ${accountId}), 0) AS s`,
  );
  // The ledger's sum is the balance after every movement.
  expect(row!.s).toBe(row!.b);
  return row!.b;
}

async function orderPage(who: Someone, orderId: number) {
  const answer = await t.app.inject({ url: `/api/v1/account/order/${orderId}`, headers: who.headers });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

describe('a gift redeemed, then its order canceled (issue 23)', () => {
  it('refunds only what was not redeemed, and the order page says the gift was spent', async () => {
    const buyer = await given.member({ card: true });
    const friend = await given.shopper();
    const bought = await buyGift(buyer, 2000);

    expect((await redeem(friend, bought.code)).statusCode).toBe(200);
    expect((await cancel(bought.orderId)).statusCode).toBe(200);
    await t.app.events.drain();

    expect(await balanceCents(friend.accountId)).toBe(1000);
    expect(await refundedCents(bought.orderId)).toBe(bought.paidCents - 1000);
    const page = await orderPage(buyer, bought.orderId);
    expect(page.gifts).toEqual([
      expect.objectContaining({
        type: 'credit',
        recipient_name: 'Rita Friend',
        amount: 10,
        status: 'redeemed',
        note: 'Rita Friend had already redeemed it: a redeemed gift is spent, so it was not refunded.',
      }),
    ]);
    expect(page.totals).toContainEqual({ type: 'refund_cc', value: (bought.paidCents - 1000) / 100 });
  });

  it('refuses the code once its order is canceled, even before the cancellation is handled, and refunds it all', async () => {
    const buyer = await given.member({ card: true });
    const friend = await given.shopper();
    const bought = await buyGift(buyer);

    expect((await cancel(bought.orderId)).statusCode).toBe(200);
    // The order.canceled subscribers have not run yet: the code is worthless all the same.
    const refused = await redeem(friend, bought.code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: 'That gift code is no longer valid.' });
    await t.app.events.drain();

    expect(await balanceCents(friend.accountId)).toBe(0);
    expect(await refundedCents(bought.orderId)).toBe(bought.paidCents);
    const page = await orderPage(buyer, bought.orderId);
    expect(page.gifts[0]).toMatchObject({
      status: 'voided',
      note: 'Canceled before Rita Friend redeemed it: refunded.',
    });
  });

  it('redeem and cancel at once, 10 times: the refunds and the balances kept never exceed what the buyer paid', async () => {
    const buyer = await given.member({ card: true });
    const outcomes: string[] = [];
    for (let round = 0; round < 10; round++) {
      const friend = await given.shopper();
      const bought = await buyGift(buyer);
      // Both ways round: one round the cancellation leaves a few milliseconds later, the next the redemption does;
      // the cancellation's refund runs as soon as it commits, racing the redemption too.
      const [cancelHead, redeemHead] = round % 2 === 0 ? [3 * round + 2, 0] : [0, round];
      const cancelAndRefund = later(cancelHead).then(async () => {
        const answer = await cancel(bought.orderId);
        await t.app.events.drain();
        return answer;
      });
      const redemption = later(redeemHead).then(() => redeem(friend, bought.code));
      const [canceled] = await Promise.all([cancelAndRefund, redemption]);
      expect(canceled.statusCode).toBe(200);
      await t.app.events.drain();
      // The refund job's backstop finds nothing more to give back either.
      await t.app.orderRefunds.refundCanceledOrders(new Date(Date.now() + 3_600_000));

      const kept = await balanceCents(friend.accountId);
      const refunded = await refundedCents(bought.orderId);
      expect(refunded + kept).toBe(bought.paidCents);
      expect([0, bought.paidCents]).toContain(kept);
      outcomes.push(kept > 0 ? 'redeemed' : 'refunded');
    }
    expect(outcomes).toHaveLength(10);
  });
});

describe('an operator refunds a redeemed gift anyway (issue 23)', () => {
  it('claws the credit back first, never below what the recipient already spent, and refunds only that', async () => {
    const buyer = await given.member({ card: true });
    const friend = await given.member({ card: true });
    const bought = await buyGift(buyer, 0, 50);
    expect((await redeem(friend, bought.code)).statusCode).toBe(200);

    // The recipient spends part of the $50 on an order the balance pays in full.
    const product = await given.product();
    const cart = await friend.shopper.add(product.id, 1);
    const spent = -Math.round((cart.totals.find((x) => x.type === 'aw_giftcard')?.value ?? 0) * 100);
    expect(spent).toBeGreaterThan(0);
    expect(spent).toBeLessThan(5000);
    expect((await checkout(friend, 'spend-some')).statusCode).toBe(201);

    expect((await cancel(bought.orderId)).statusCode).toBe(200);
    await t.app.events.drain();
    expect(await refundedCents(bought.orderId)).toBe(0);

    // A live order's gifts cannot be clawed back.
    const live = await buyGift(buyer);
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${live.orderId}/gift-clawback`,
      headers: operator,
    });
    expect(early.statusCode).toBe(409);

    const clawed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${bought.orderId}/gift-clawback`,
      headers: operator,
    });
    expect(clawed.statusCode).toBe(200);
    const taken = 5000 - spent;
    expect(await balanceCents(friend.accountId)).toBe(0);
    expect(await refundedCents(bought.orderId)).toBe(taken);
    expect(clawed.json().gifts[0].note).toBe(
      `Rita Friend had already redeemed it: $${(taken / 100).toFixed(2)} was taken back from their balance and refunded ($${(spent / 100).toFixed(2)} had already been spent).`,
    );
    expect(clawed.json().totals).toContainEqual({ type: 'refund_cc', value: taken / 100 });

    // Asked again, nothing more moves.
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${bought.orderId}/gift-clawback`,
      headers: operator,
    });
    await t.app.events.drain();
    expect(await refundedCents(bought.orderId)).toBe(taken);
    expect(await balanceCents(friend.accountId)).toBe(0);
    // Paid out in all: the refund plus what the recipient spent, exactly what the buyer paid.
    expect(taken + spent).toBe(bought.paidCents);
  });
});
