import { eq, memberships, orders, sql, testGatewayCharges } from '@pantry/db';
import { planLotSpend } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { totalOf } from '../cart/test-support.ts';
import { createCheckoutService } from '../checkout/index.ts';
import { emitEvent } from '../events/index.ts';
import type { PaymentGateway } from '../payments/index.ts';
import { thriveCashMessages } from './service.ts';
import { expectLedgerAddsUp, giveOffer, setPrice, thriveCashOf } from './test-support.ts';
import { debitLots } from './writes.ts';

const ctx = useTestApp();
const given = useGiven(ctx);
const DAY_MS = 86_400_000;

type Row = { kind: string; reason: string | null; amount_cents: number; lot_id: number | null };
const ledgerOf = (accountId: number) =>
  queryRows<Row>(
    ctx.db,
    sql`SELECT kind, reason, amount_cents, lot_id::int AS lot_id FROM thrive_cash_ledger
         WHERE account_id = ${accountId}::int ORDER BY id`,
  );

function checkout(cookie: string, key: string, body: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/checkout',
    headers: { cookie, 'idempotency-key': key, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });
}

async function moveTo(incrementId: string, statuses: string[]) {
  for (const status of statuses) {
    await ctx.app.orders.move(incrementId, { status: status as 'shipped' });
  }
}

describe('earning on an order (issue 13)', () => {
  it('shows thrive_cash_earn in the cart, credits it pending at order.placed, spendable when the order ships', async () => {
    const { shopper, cardToken, accountId, cookie } = await given.member({ card: true });
    const product = await given.product();
    await giveOffer(ctx.db, product.id, { type: 'dollar', amountCents: 200 });
    const cart = await shopper.add(product.id, 2);
    expect(totalOf(cart, 'thrive_cash_earn')).toBe(4);

    const placed = await checkout(cookie, 'earn-1', { payment_token: cardToken });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    expect(order.totals).toContainEqual({ type: 'thrive_cash_earn', value: 4 });
    await ctx.app.events.drain();
    await ctx.app.events.drain();
    let answer = await expectLedgerAddsUp(ctx.db, shopper, accountId);
    expect(answer).toMatchObject({ raf_balance: 0, pending_balance: 4 });
    expect(answer.history[0]).toMatchObject({ type: 'earned', reason: 'offer', amount: 4, pending: true });

    await moveTo(order.increment_id, ['shipped']);
    await ctx.app.events.drain();
    answer = await expectLedgerAddsUp(ctx.db, shopper, accountId);
    expect(answer).toMatchObject({ raf_balance: 4, pending_balance: 0 });
    expect(answer.history[0]).toMatchObject({ pending: false, order_increment_id: order.increment_id });
    // Handled twice (a redelivery): nothing more is credited.
    await ctx.app.thriveCash.orderPlaced(order.id);
    expect((await ledgerOf(accountId)).filter((r) => r.kind === 'earned')).toHaveLength(1);
  });

  it('an order that shipped before its earning was handled earns spendable credit at once', async () => {
    const { shopper, cardToken, accountId, cookie } = await given.member({ card: true });
    const product = await given.product();
    await giveOffer(ctx.db, product.id, { type: 'dollar', amountCents: 150 });
    await shopper.add(product.id, 1);
    const placed = await checkout(cookie, 'late-1', { payment_token: cardToken });
    expect(placed.statusCode).toBe(201);
    await moveTo(placed.json().order.increment_id, ['shipped']);
    await ctx.app.events.drain();
    expect(await expectLedgerAddsUp(ctx.db, shopper, accountId)).toMatchObject({
      raf_balance: 1.5,
      pending_balance: 0,
    });
  });

  it('claws back what a canceled order earned', async () => {
    const { shopper, cardToken, accountId, cookie } = await given.member({ card: true });
    const product = await given.product();
    await giveOffer(ctx.db, product.id, { type: 'tc_percent', amount: 10 });
    await setPrice(ctx.db, product.id, 1_000);
    await shopper.add(product.id, 1);
    const placed = await checkout(cookie, 'claw-1', { payment_token: cardToken });
    expect(placed.statusCode).toBe(201);
    await ctx.app.events.drain();
    expect((await expectLedgerAddsUp(ctx.db, shopper, accountId)).pending_balance).toBe(1);
    await moveTo(placed.json().order.increment_id, ['canceled']);
    await ctx.app.events.drain();
    const answer = await expectLedgerAddsUp(ctx.db, shopper, accountId);
    expect(answer).toMatchObject({ raf_balance: 0, pending_balance: 0 });
    expect((await ledgerOf(accountId)).map((r) => [r.kind, r.amount_cents])).toEqual([
      ['earned', 100],
      ['clawed_back', -100],
    ]);
  });
});

describe('spending at checkout', () => {
  it('applies Thrive Cash as awraf, spends the lots that expire first, skips a $0 charge, restores on cancel', async () => {
    const { shopper, accountId, cookie } = await given.member({ card: true });
    const now = new Date();
    await ctx.app.thriveCash.adjust({ accountId, kind: 'goodwill', cents: 5_000 });
    await ctx.app.thriveCash.adjust({
      accountId,
      kind: 'adjusted',
      cents: 500,
      expiresAt: new Date(now.getTime() + 20 * DAY_MS),
    });
    expect((await expectLedgerAddsUp(ctx.db, shopper, accountId)).raf_balance).toBe(55);
    const product = await given.product();
    await setPrice(ctx.db, product.id, 1_000);
    await shopper.add(product.id, 1);
    expect(totalOf(await shopper.get(), 'awraf')).toBeUndefined();

    const applied = await shopper.call('POST', '/api/v1/account/thrivecash/apply', { apply: '1' }, 'form');
    expect(applied.json()).toMatchObject({ apply_at_checkout: true });
    const cart = await shopper.get();
    const before = Math.round(
      (cart.subtotal +
        cart.totals
          .filter((t) => t.type !== 'awraf' && t.type !== 'thrive_cash_earn')
          .reduce((s, t) => s + t.value, 0)) *
        100,
    );
    expect(totalOf(cart, 'awraf')).toBe(-before / 100);
    expect(cart.grand_total).toBe(0);

    // The domain's rule says which lots pay, and the ledger's SQL must agree with it.
    const lots = await ctx.app.thriveCash.lots(accountId);
    const planned = planLotSpend(
      lots.map((l) => ({
        id: l.id,
        remainingCents: l.remaining_cents,
        expiresAt: new Date(l.expires_at),
        available: l.available_at !== null,
      })),
      before,
      new Date(),
    );

    // No payment method named: credit covers everything, so nothing is charged.
    const placed = await checkout(cookie, 'spend-1');
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    expect(order.totals).toContainEqual({ type: 'awraf', value: -before / 100 });
    const charged = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM order_payments WHERE order_id = (SELECT id FROM orders WHERE increment_id = ${order.increment_id})`,
    );
    expect(charged[0]?.n).toBe(0);
    const spent = (await ledgerOf(accountId)).filter((r) => r.kind === 'spent');
    // The $5 lot that expires in 20 days goes first, then the goodwill lot.
    expect(spent.map((r) => r.amount_cents)).toEqual([-500, -(before - 500)]);
    expect(spent.map((r) => [r.lot_id, -r.amount_cents])).toEqual(planned?.map((p) => [p.lotId, p.cents]));
    let answer = await expectLedgerAddsUp(ctx.db, shopper, accountId);
    expect(answer.raf_balance).toBe((5_500 - before) / 100);

    await moveTo(order.increment_id, ['canceled']);
    await ctx.app.events.drain();
    answer = await expectLedgerAddsUp(ctx.db, shopper, accountId);
    expect(answer.raf_balance).toBe(55);
    expect(
      (await ledgerOf(accountId)).filter((r) => r.kind === 'restored').map((r) => r.amount_cents),
    ).toEqual([500, before - 500]);
  });

  it('a balance spent while the card is charged: 409, the card refunded, nothing spent, no order', async () => {
    const { shopper, accountId, cardToken } = await given.member({ card: true });
    const product = await given.product();
    await setPrice(ctx.db, product.id, 2_000);
    await shopper.add(product.id, 1);
    await ctx.app.thriveCash.adjust({ accountId, kind: 'goodwill', cents: 1_000 });
    await shopper.call('POST', '/api/v1/account/thrivecash/apply', { apply: 1 });
    // An operator takes part of the balance back while the processor is working.
    const gateway: PaymentGateway = Object.create(ctx.app.paymentGateway);
    gateway.charge = async (input) => {
      const charge = await ctx.app.paymentGateway.charge(input);
      await ctx.app.thriveCash.adjust({ accountId, kind: 'adjusted', cents: -600 });
      return charge;
    };
    const service = createCheckoutService({ db: ctx.db, gateway, cartConfig: ctx.app.config.cart });
    await expect(
      service.placeOrder({ accountId, idempotencyKey: 'spent-meanwhile', paymentToken: cardToken }),
    ).rejects.toThrow(thriveCashMessages.short);
    expect(await ctx.db.select().from(orders).where(eq(orders.accountId, accountId))).toHaveLength(0);
    const [charge] = await ctx.db
      .select()
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.token, cardToken));
    expect(charge?.refundedCents).toBe(charge?.amountCents);
    expect((await ledgerOf(accountId)).filter((r) => r.kind === 'spent')).toHaveLength(0);
    expect(await expectLedgerAddsUp(ctx.db, shopper, accountId)).toMatchObject({ raf_balance: 4 });
  });

  it('20 checkouts at once by a shopper whose balance covers one order: exactly one spends', async () => {
    const { shopper, accountId, cookie, cardToken } = await given.member({ card: true });
    const product = await given.product();
    await setPrice(ctx.db, product.id, 2_000);
    await shopper.add(product.id, 1);
    await shopper.call('POST', '/api/v1/account/thrivecash/apply', { apply: 1 });
    await ctx.app.thriveCash.adjust({ accountId, kind: 'goodwill', cents: 3_000 });
    const cart = await shopper.get();
    expect(cart.grand_total).toBe(0);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => checkout(cookie, `race-${i}`, { payment_token: cardToken })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode >= 500)).toHaveLength(0);
    const spent = (await ledgerOf(accountId)).filter((r) => r.kind === 'spent');
    expect(-spent.reduce((t, r) => t + r.amount_cents, 0)).toBe(-totalOf(cart, 'awraf')! * 100);
    const answer = await expectLedgerAddsUp(ctx.db, shopper, accountId);
    expect(answer.raf_balance).toBeGreaterThanOrEqual(0);
    expect(await ctx.db.select().from(orders).where(eq(orders.accountId, accountId))).toHaveLength(1);
    expect(
      await ctx.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.token, cardToken)),
    ).toHaveLength(0);
  });
});

describe('the ledger', () => {
  it('expires by lot, only what is past its date', async () => {
    const { shopper, accountId } = await given.member();
    const now = new Date();
    await ctx.app.thriveCash.adjust({
      accountId,
      kind: 'goodwill',
      cents: 700,
      expiresAt: new Date(now.getTime() + DAY_MS),
    });
    await ctx.app.thriveCash.adjust({ accountId, kind: 'goodwill', cents: 300 });
    const soon = await thriveCashOf(shopper);
    expect(soon.expiring).toEqual([
      expect.objectContaining({ amount: 7, expiry_text: 'Expires in 23 hours' }),
    ]);
    const later = new Date(now.getTime() + 2 * DAY_MS);
    expect(await ctx.app.thriveCash.expire(later)).toBeGreaterThanOrEqual(1);
    expect(await ctx.app.thriveCash.expire(later)).toBe(0);
    const rows = await ledgerOf(accountId);
    expect(rows.filter((r) => r.kind === 'expired').map((r) => r.amount_cents)).toEqual([-700]);
    expect(await expectLedgerAddsUp(ctx.db, shopper, accountId)).toMatchObject({ raf_balance: 3 });
  });

  it('credits an approved review once per shopper and product', async () => {
    const { shopper, accountId } = await given.member();
    const product = await given.product();
    for (const reviewId of [9_001, 9_002]) {
      await ctx.db.transaction((tx) =>
        emitEvent(tx, {
          type: 'review.approved',
          payload: { review_id: reviewId, account_id: accountId, product_id: product.id, offer_cents: 200 },
        }),
      );
    }
    await ctx.app.events.drain();
    const answer = await expectLedgerAddsUp(ctx.db, shopper, accountId);
    expect(answer.raf_balance).toBe(2);
    expect(answer.history).toEqual([
      expect.objectContaining({ reason: 'review', reason_label: 'Product review' }),
    ]);
  });

  it('an operator debits the lots that expire first, and never below 0', async () => {
    const { shopper, accountId } = await given.member();
    await ctx.app.thriveCash.adjust({ accountId, kind: 'goodwill', cents: 400 });
    await expect(ctx.app.thriveCash.adjust({ accountId, kind: 'adjusted', cents: -500 })).rejects.toThrow(
      'more than the Thrive Cash balance',
    );
    await ctx.app.thriveCash.adjust({ accountId, kind: 'adjusted', cents: -150, note: 'correction' });
    expect(await expectLedgerAddsUp(ctx.db, shopper, accountId)).toMatchObject({ raf_balance: 2.5 });
  });

  it('refuses to change or remove a movement', async () => {
    const { accountId } = await given.member();
    await ctx.app.thriveCash.adjust({ accountId, kind: 'goodwill', cents: 100 });
    await expect(
      ctx.db.execute(
        sql`UPDATE thrive_cash_ledger SET amount_cents = 99999 WHERE account_id = ${accountId}::int`,
      ),
    ).rejects.toThrow();
    await expect(
      ctx.db.execute(sql`DELETE FROM thrive_cash_ledger WHERE account_id = ${accountId}::int`),
    ).rejects.toThrow();
  });

  it('20 spends at once of a balance that covers one: exactly one spends, even in transactions that stay open', async () => {
    const { shopper, accountId } = await given.member();
    await ctx.app.thriveCash.adjust({ accountId, kind: 'goodwill', cents: 1_000 });
    // Each spend commits a moment after it is written, as checkout's order statement does: without the shopper's
    // lock, spends in flight together would each read the balance before the others committed.
    const spend = () =>
      ctx.db.transaction(async (tx) => {
        const ok = await debitLots(tx, { accountId, cents: 700, kind: 'spent' }, new Date());
        await new Promise((resolve) => setTimeout(resolve, 30));
        return ok;
      });
    const results = await Promise.all(Array.from({ length: 20 }, spend));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await expectLedgerAddsUp(ctx.db, shopper, accountId)).toMatchObject({ raf_balance: 3 });
  });
});

describe('savings guarantee', () => {
  it("credits the annual fee less the year's savings at renewal, and starts a new savings year", async () => {
    const { shopper, accountId } = await given.member({ plan: 'annual' });
    await ctx.db.execute(
      sql`UPDATE accounts SET current_year_savings_cents = 1500 WHERE id = ${accountId}::int`,
    );
    const [fee] = await queryRows<{ cents: number }>(
      ctx.db,
      sql`SELECT sum(mp.amount_cents)::int AS cents FROM membership_payments mp
            JOIN memberships m ON m.id = mp.membership_id WHERE m.account_id = ${accountId}::int AND mp.kind = 'charge'`,
    );
    expect(fee?.cents).toBeGreaterThan(1500);
    const promised = (await shopper.call('GET', '/api/v1/account')).json();
    expect(promised.savings_guarantee_amount).toBe(((fee?.cents ?? 0) - 1500) / 100);
    await ctx.db
      .update(memberships)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberships.accountId, accountId));
    expect((await ctx.app.membershipRenewals.renewDueMemberships()).renewed).toBeGreaterThanOrEqual(1);
    await ctx.app.events.drain();
    const answer = await expectLedgerAddsUp(ctx.db, shopper, accountId);
    expect(answer.raf_balance).toBe(((fee?.cents ?? 0) - 1500) / 100);
    expect(answer.history[0]).toMatchObject({
      reason: 'savings_guarantee',
      reason_label: 'Savings guarantee',
    });
    const account = (await shopper.call('GET', '/api/v1/account')).json();
    expect(account.current_year_savings).toBe(0);
    // A redelivery credits nothing more.
    await ctx.app.events.drain();
    expect((await ledgerOf(accountId)).filter((r) => r.reason === 'savings_guarantee')).toHaveLength(1);
  });
});
