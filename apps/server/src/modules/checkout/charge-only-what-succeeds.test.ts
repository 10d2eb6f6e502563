import {
  accounts,
  coupons,
  eq,
  events,
  inArray,
  paymentIntents,
  products,
  testGatewayCharges,
} from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { useSmtpSink } from '../../test/smtp-sink.ts';
import type { Shopper } from '../cart/test-support.ts';

/**
 * Checkout charges only what can succeed and never more than the shopper saw: stock, the cart's version and the
 * coupon's limits are held before the charge, and a re-priced total above the confirmed one is refused unpaid.
 */

const sink = useSmtpSink();
const ctx = useTestApp(() => ({ smtpUrl: sink.url }));
const given = useGiven(ctx);

function checkout(shopper: Shopper, key: string, body: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/checkout',
    headers: {
      cookie: `pantry_session=${shopper.sessionId}`,
      'idempotency-key': key,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(body).toString(),
  });
}

const chargesFor = (tokens: string[]) =>
  ctx.db.select().from(testGatewayCharges).where(inArray(testGatewayCharges.token, tokens));

describe('checkout holds before it charges', () => {
  it('20 shoppers racing for the last 5 units: only the 5 who get them are ever charged', async () => {
    const { id } = await given.product();
    const buyers = [];
    for (let i = 0; i < 20; i++) {
      const buyer = await given.member({ card: true });
      await buyer.shopper.add(id, 1);
      buyers.push(buyer);
    }
    await ctx.db.update(products).set({ stockQty: 5 }).where(eq(products.id, id));
    const answers = await Promise.all(
      buyers.map((b, i) => checkout(b.shopper, `units-${i}`, { payment_token: b.cardToken })),
    );
    const winners = buyers.filter((_, i) => answers[i]!.statusCode === 201);
    const losers = buyers.filter((_, i) => answers[i]!.statusCode !== 201);
    expect(winners).toHaveLength(5);
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().errors).toBe('The cart contains items that are out of stock');
    }
    expect(await chargesFor(losers.map((l) => l.cardToken))).toHaveLength(0);
    const kept = await chargesFor(winners.map((w) => w.cardToken));
    expect(kept.map((c) => c.refundedCents)).toEqual([0, 0, 0, 0, 0]);
    const [left] = await ctx.db
      .select({ stock: products.stockQty })
      .from(products)
      .where(eq(products.id, id));
    expect(left!.stock).toBe(0);
  }, 120_000);

  it('20 shoppers racing for a coupon limited to 3 uses: 3 orders use it, the rest hear the new total, unpaid', async () => {
    const [coupon] = await ctx.db
      .insert(coupons)
      .values({
        code: 'THREE10',
        codeKey: 'three10',
        label: '$10 off, three times',
        discountType: 'by_fixed',
        discountValue: 1000,
        totalUses: 3,
      })
      .returning();
    const { id } = await given.product();
    const buyers = [];
    for (let i = 0; i < 20; i++) {
      const buyer = await given.member({ card: true });
      await buyer.shopper.add(id, 3);
      const applied = await buyer.shopper.call('POST', '/api/v1/carts/coupon', { code: 'THREE10' });
      expect(applied.statusCode).toBe(200);
      buyers.push(buyer);
    }
    const seen = (await buyers[0]!.shopper.get()).grand_total as number;
    const answers = await Promise.all(
      buyers.map((b, i) =>
        checkout(b.shopper, `coupon-${i}`, { payment_token: b.cardToken, total: seen.toFixed(2) }),
      ),
    );
    const placed = answers.filter((a) => a.statusCode === 201);
    expect(placed).toHaveLength(3);
    for (const answer of placed) expect(answer.json().order.coupon_code).toBe('THREE10');
    const [after] = await ctx.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(after!.usedCount).toBe(3);

    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(17);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      const body = answer.json();
      // Without the $10 off (and the tax on it), the total is more than the shopper saw.
      expect(body.total).toBeGreaterThan(seen + 9.99);
      expect(body.errors).toBe(
        `Your order total is now $${body.total.toFixed(2)}. Please review your cart and place your order again.`,
      );
    }
    const losers = buyers.filter((_, i) => answers[i]!.statusCode !== 201);
    expect(await chargesFor(losers.map((l) => l.cardToken))).toHaveLength(0);
  }, 120_000);
});

describe('checkout never charges more than the shopper saw', () => {
  it('answers 409 with the new total when re-pricing comes out above the confirmed total, and charges nothing', async () => {
    const { shopper, cardToken } = await given.member({ card: true });
    await shopper.add((await given.product()).id, 2);
    const total = (await shopper.get()).grand_total as number;
    const refused = await checkout(shopper, 'rose-1', {
      payment_token: cardToken,
      total: (total - 1).toFixed(2),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ total });
    expect(await chargesFor([cardToken])).toHaveLength(0);
    expect((await shopper.get()).total_items_in_cart).toBe(2);

    const placed = await checkout(shopper, 'rose-2', { payment_token: cardToken, total: total.toFixed(2) });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.grand_total).toBe(total);
  });

  it('records the intent, announces order.placed and cart.checked_out, and mails the confirmation', async () => {
    const { shopper, cardToken, accountId } = await given.member({ card: true });
    const [account] = await ctx.db
      .select({ email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    const email = account!.email;
    await shopper.add((await given.product()).id, 1);
    const placed = await checkout(shopper, 'announce-1', { payment_token: cardToken });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    const [intent] = await ctx.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.key, `checkout:${accountId}:announce-1`));
    expect(intent).toMatchObject({
      state: 'recorded',
      purpose: 'order',
      amountCents: Math.round(order.grand_total * 100),
    });
    const announced = await ctx.db
      .select()
      .from(events)
      .where(inArray(events.type, ['order.placed', 'cart.checked_out']));
    const mine = announced.filter((e) => (e.payload as { account_id: number }).account_id === accountId);
    expect(mine.map((e) => e.type).sort()).toEqual(['cart.checked_out', 'order.placed']);
    expect(mine.every((e) => (e.payload as { order_id: number }).order_id === order.id)).toBe(true);
    await ctx.app.events.drain();
    const mail = sink.to(email).find((m) => m.subject.includes(order.increment_id));
    expect(mail?.text).toContain(order.increment_id);
  });
});
