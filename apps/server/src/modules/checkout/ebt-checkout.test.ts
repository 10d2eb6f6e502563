import { eq, orderPayments, orders, testGatewayCharges, testGatewayTokens } from '@pantry/db';
import type { CartWire } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import type { Shopper } from '../cart/test-support.ts';
import { moveOrder } from '../orders/index.ts';
import { tokenize } from '../payments/test-support.ts';

/**
 * Paying with EBT at checkout (issue 12): EBT pays the SNAP-eligible items (ebt_eligibility 1), up to its balance;
 * the chosen card pays the rest, both parts charged through the payments primitive as one intent. The balance
 * goes down by what EBT paid and back when the order is canceled and refunded.
 */

const ctx = useTestApp();
const given = useGiven(ctx);

const cents = (dollars: number) => Math.round(dollars * 100);

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

/** A member with a Visa and the EBT test card ($125.00), and a cart of one eligible and one other product. */
async function snapShopper() {
  const member = await given.member({ card: true });
  const ebtToken = await tokenize(ctx.app, '5077000000000007', '');
  const saved = await member.shopper.call('POST', '/api/v1/account/payment-type', {
    payment_type: 'ebt',
    token: ebtToken,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const food = await given.product({ ebt: true });
  const other = await given.product({ ebt: false });
  await member.shopper.add(food.id, 2);
  await member.shopper.add(other.id, 1);
  const cart: CartWire = await member.shopper.get();
  const lines = cart.boxes.flatMap((box) => box.items);
  const eligible = lines
    .filter((line) => line.ebt_eligibility === 1)
    .reduce((sum, line) => sum + cents(line.row_total), 0);
  return { ...member, ebtToken, cart, eligibleCents: eligible };
}

async function balance(shopper: Shopper): Promise<number> {
  const answer = await shopper.call('GET', '/api/v1/account/ebt_balance');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().balance;
}

async function chargedCents(token: string): Promise<number[]> {
  const rows = await ctx.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.token, token));
  return rows.filter((row) => row.status === 'succeeded').map((row) => row.amountCents);
}

describe('POST /checkout with payment_type=ebt', () => {
  it('charges EBT for the eligible items and the card for the rest; the balance goes down, and back on refund', async () => {
    const { shopper, cardToken, ebtToken, cart, eligibleCents } = await snapShopper();
    const total = cents(cart.grand_total);
    expect(eligibleCents).toBeGreaterThan(0);
    expect(eligibleCents).toBeLessThan(total);

    const response = await checkout(shopper, 'snap-1', { payment_type: 'ebt', payment_token: cardToken });
    expect(response.statusCode, response.body).toBe(201);
    expect(await chargedCents(ebtToken)).toEqual([eligibleCents]);
    expect(await chargedCents(cardToken)).toEqual([total - eligibleCents]);
    expect(await balance(shopper)).toBe((12_500 - eligibleCents) / 100);

    const [order] = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.incrementId, response.json().order.increment_id));
    const paid = await ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, order!.id));
    expect(paid.map((p) => [p.kind, p.amountCents]).sort()).toEqual(
      [
        ['card', total - eligibleCents],
        ['ebt', eligibleCents],
      ].sort(),
    );

    await moveOrder(ctx.db, order!.id, { status: 'canceled' });
    await ctx.app.orderRefunds.refundOrder(order!.id, new Date());
    expect(await balance(shopper)).toBe(125);
  });

  it('EBT pays only what its balance holds; the card pays the rest', async () => {
    const { shopper, cardToken, ebtToken, cart, eligibleCents } = await snapShopper();
    const left = Math.min(300, eligibleCents - 1);
    await ctx.db
      .update(testGatewayTokens)
      .set({ ebtBalanceCents: left })
      .where(eq(testGatewayTokens.token, ebtToken));
    const response = await checkout(shopper, 'snap-low', { payment_type: 'ebt', payment_token: cardToken });
    expect(response.statusCode, response.body).toBe(201);
    expect(await chargedCents(ebtToken)).toEqual([left]);
    expect(await chargedCents(cardToken)).toEqual([cents(cart.grand_total) - left]);
    expect(await balance(shopper)).toBe(0);
  });

  it('a declined card gives the EBT part back: nothing kept, balance whole, no order', async () => {
    const { shopper, cardToken, accountId } = await snapShopper();
    await ctx.db
      .update(testGatewayTokens)
      .set({ outcome: 'declined' })
      .where(eq(testGatewayTokens.token, cardToken));
    const response = await checkout(shopper, 'snap-declined', {
      payment_type: 'ebt',
      payment_token: cardToken,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().errors).toBe('Your card was declined.');
    expect(await balance(shopper)).toBe(125);
    expect(await ctx.db.select().from(orders).where(eq(orders.accountId, accountId))).toHaveLength(0);
  });
});
