import { eq, orders, testGatewayCharges } from '@pantry/db';
import { ageMessages, storeToday } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import type { Shopper } from '../cart/test-support.ts';
import { createCheckoutService } from './service.ts';

/** Issue 23 §3: a new member can buy wine once they confirm a date of birth 21 or more years back. */

const ctx = useTestApp();
const given = useGiven(ctx);

function checkout(shopper: Shopper, key: string, token: string | undefined) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/checkout',
    headers: { cookie: `pantry_session=${shopper.sessionId}`, 'idempotency-key': key },
    payload: { payment_token: token },
  });
}

async function ordersOf(accountId: number) {
  return ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.accountId, accountId));
}

describe('a new member buying wine', () => {
  it('is asked for a date of birth first, refused under 21, and places the order once 21 or over', async () => {
    const wine = await given.product({ box: 'wine' });
    const { shopper, cardToken, accountId } = await given.member({ card: true });
    await shopper.add(wine.id, 1);

    const unconfirmed = await checkout(shopper, 'wine-1', cardToken);
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toMatchObject({ errors: ageMessages.unconfirmed, reason: 'age_unconfirmed' });

    const young = await shopper.call('PUT', '/api/v1/account', { date_of_birth: '2015-05-05' });
    expect(young.statusCode).toBe(403);
    expect((await checkout(shopper, 'wine-2', cardToken)).json().reason).toBe('age_unconfirmed');
    expect(await ordersOf(accountId)).toHaveLength(0);
    const charged = await ctx.db
      .select()
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.token, cardToken!));
    expect(charged).toHaveLength(0);

    expect((await shopper.call('PUT', '/api/v1/account', { date_of_birth: '1990-07-04' })).statusCode).toBe(
      200,
    );
    const placed = await checkout(shopper, 'wine-3', cardToken);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order).toMatchObject({ signature_required: true });
    expect(await ordersOf(accountId)).toHaveLength(1);
  });

  it("refuses alcohol with a 403 on the day before the 21st birthday, in the store's time zone", async () => {
    const wine = await given.product({ box: 'wine' });
    const { shopper, cardToken, accountId } = await given.member({ card: true });
    await shopper.add(wine.id, 1);
    // Born 21 years before today (store time): over 21 today, so the date is taken...
    const [y, m, d] = storeToday(new Date()).split('-');
    const birthday = `${Number(y) - 21}-${m}-${d === '29' && m === '02' ? '28' : d}`;
    expect((await shopper.call('PUT', '/api/v1/account', { date_of_birth: birthday })).statusCode).toBe(200);
    // ...but an order placed the day before that birthday (the checkout's clock) is refused.
    const service = createCheckoutService({
      db: ctx.db,
      gateway: ctx.app.paymentGateway,
      cartConfig: ctx.app.config.cart,
    });
    const dayBefore = new Date(Date.now() - 86_400_000);
    await expect(
      service.placeOrder({ accountId, idempotencyKey: 'wine-eve', paymentToken: cardToken }, dayBefore),
    ).rejects.toMatchObject({ code: 'forbidden', message: expect.stringContaining(ageMessages.underAge) });
    expect(await ordersOf(accountId)).toHaveLength(0);
    const placed = await service.placeOrder({
      accountId,
      idempotencyKey: 'wine-day',
      paymentToken: cardToken,
    });
    expect(placed.created).toBe(true);
  });

  it('does not ask for a date of birth when the cart holds no alcohol', async () => {
    const { shopper, cardToken } = await given.member({ card: true });
    await shopper.add((await given.product()).id, 1);
    expect((await checkout(shopper, 'no-wine', cardToken)).statusCode).toBe(201);
  });
});
