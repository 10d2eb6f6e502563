import {
  accounts,
  coupons,
  couponUses,
  eq,
  inArray,
  orders,
  paymentMethods,
  products,
  testGatewayCharges,
  testGatewayTokens,
} from '@pantry/db';
import { ageMessages, checkoutMembersOnly } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { Shopper } from '../cart/test-support.ts';
import type { PaymentGateway } from '../payments/index.ts';
import { createPaymentMethodsService } from '../payments/index.ts';
import { tokenize } from '../payments/test-support.ts';
import { checkoutMessages } from './messages.ts';
import { createCheckoutService } from './service.ts';

const ctx = useTestApp();
const given = useGiven(ctx);
const EBT_ALONE =
  'Sorry, we cannot process your order without an alternative form of payment on file. You will be able to use your EBT card once an additional payment method is added.';

function checkout(shopper: Shopper, key: string | null, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/checkout',
    headers: {
      cookie: `pantry_session=${shopper.sessionId}`,
      ...(key ? { 'idempotency-key': key } : {}),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(body as Record<string, string>).toString(),
  });
}

async function stockOf(id: number): Promise<number> {
  const [row] = await ctx.db.select({ stock: products.stockQty }).from(products).where(eq(products.id, id));
  return row?.stock ?? -1;
}

describe('POST /checkout', () => {
  it('places the order: 201, charged, stock reserved, cart emptied, coupon use recorded', async () => {
    const { shopper, cardToken: token, accountId } = await given.member({ card: true });
    const { id } = await given.product();
    const before = await stockOf(id);
    await shopper.add(id, 3);
    expect((await shopper.call('POST', '/api/v1/carts/coupon', { code: ' EXIT20 ' })).statusCode).toBe(200);
    const cart = await shopper.get();
    const response = await checkout(shopper, 'key-1', { payment_token: token });
    expect(response.statusCode).toBe(201);
    const { order } = response.json();
    expect(order).toMatchObject({
      status: 'processing',
      status_label: 'Placed',
      grand_total: cart.grand_total,
      coupon_code: 'exit20',
    });
    expect(await stockOf(id)).toBe(before - 3);
    expect((await shopper.get()).total_items_in_cart).toBe(0);
    const uses = await ctx.db.select().from(couponUses).where(eq(couponUses.accountId, accountId));
    expect(uses).toHaveLength(1);
    const charges = await ctx.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.token, token));
    expect(charges.map((c) => c.amountCents)).toEqual([Math.round(cart.grand_total * 100)]);

    // The same key again: the same order, no second charge.
    const again = await checkout(shopper, 'key-1', { payment_token: token });
    expect(again.statusCode).toBe(201);
    expect(again.json().order.increment_id).toBe(order.increment_id);
    expect(
      await ctx.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.token, token)),
    ).toHaveLength(1);

    // First-order-only: exit20 cannot be used twice.
    await shopper.add(id, 1);
    const second = await shopper.call('POST', '/api/v1/carts/coupon', { code: 'exit20' });
    expect(second.statusCode).toBe(400);
  });

  it('keeps the saved-for-later lines in the cart and takes the coupon off', async () => {
    const { shopper, cardToken: token } = await given.member({ card: true });
    const item = await given.product();
    const saved = await given.product();
    await shopper.add(item.id, 2);
    await shopper.cart('POST', '/api/v1/carts/bulk_product', {
      products: [{ product_id: saved.id, qty: 1, save_for_later: true }],
    });
    await shopper.call('POST', '/api/v1/carts/coupon', { code: 'exit20' });
    const savedStock = await stockOf(saved.id);
    expect((await checkout(shopper, 'saved-1', { payment_token: token })).statusCode).toBe(201);
    const after = await shopper.get();
    expect(after).toMatchObject({ total_items_in_cart: 0, coupons: [] });
    const list = await shopper.call('GET', '/api/v1/products?filter[list]=save_for_later');
    expect(list.json().products.map((p: { id: number }) => p.id)).toEqual([saved.id]);
    expect(await stockOf(saved.id)).toBe(savedStock);
  });

  it('a cart changed while the card is charged: 409, the charge refunded, no order', async () => {
    const { shopper, cardToken: token, accountId } = await given.member({ card: true });
    const { id } = await given.product();
    await shopper.add(id, 1);
    const before = await stockOf(id);
    // The shopper adds a second unit in another tab while the processor is working.
    const gateway: PaymentGateway = Object.create(ctx.app.paymentGateway);
    gateway.charge = async (input) => {
      const charge = await ctx.app.paymentGateway.charge(input);
      await shopper.add(id, 1);
      return charge;
    };
    const service = createCheckoutService({ db: ctx.db, gateway, cartConfig: ctx.app.config.cart });
    await expect(
      service.placeOrder({ accountId, idempotencyKey: 'changed-1', paymentToken: token }),
    ).rejects.toThrow(checkoutMessages.cartChanged);
    expect(await ctx.db.select().from(orders).where(eq(orders.accountId, accountId))).toHaveLength(0);
    const [charge] = await ctx.db
      .select()
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.token, token));
    expect(charge?.refundedCents).toBe(charge?.amountCents);
    expect(await stockOf(id)).toBe(before);
    expect((await shopper.get()).total_items_in_cart).toBe(2);
  });

  it('the same key twice at once: one order, one charge, both answered with it', async () => {
    const { shopper, cardToken: token } = await given.member({ card: true });
    await shopper.add((await given.product()).id, 1);
    const [a, b] = await Promise.all([
      checkout(shopper, 'twice-1', { payment_token: token }),
      checkout(shopper, 'twice-1', { payment_token: token }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().order.increment_id).toBe(b.json().order.increment_id);
    const charges = await ctx.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.token, token));
    expect(charges.map((c) => c.refundedCents)).toEqual([0]);
  });

  it("agrees with the payments page on a card expiring this month, in the store's calendar (Pacific time)", async () => {
    const { shopper, cardToken: token, accountId } = await given.member({ card: true });
    await shopper.add((await given.product()).id, 1);
    await ctx.db
      .update(paymentMethods)
      .set({ expMonth: 11, expYear: 2026 })
      .where(eq(paymentMethods.token, token));
    const service = createCheckoutService({
      db: ctx.db,
      gateway: ctx.app.paymentGateway,
      cartConfig: ctx.app.config.cart,
    });
    const cardExpiredAt = async (at: Date) => {
      const listed = createPaymentMethodsService(ctx.db, ctx.app.paymentGateway, () => at);
      const [card] = await listed.list(accountId, { all: true, withPaymentTypes: false });
      return card?.expired;
    };
    // 00:30 on 1 December in Los Angeles: both refuse the November card.
    const december = new Date('2026-12-01T08:30:00Z');
    expect(await cardExpiredAt(december)).toBe(true);
    await expect(
      service.placeOrder({ accountId, idempotencyKey: 'expiry-late', paymentToken: token }, december),
    ).rejects.toThrow(checkoutMessages.cardExpired);
    // 23:30 on 30 November in Los Angeles, already December in UTC: both still take it.
    const lastEvening = new Date('2026-12-01T07:30:00Z');
    expect(await cardExpiredAt(lastEvening)).toBe(false);
    const placed = await service.placeOrder(
      { accountId, idempotencyKey: 'expiry-in-time', paymentToken: token },
      lastEvening,
    );
    expect(placed.created).toBe(true);
  });

  it("adds the order's savings (the cart's cart_savings) to the account's current-year and lifetime savings", async () => {
    const { shopper, cardToken: token } = await given.member({ card: true });
    await shopper.add((await given.product()).id, 3);
    expect((await shopper.call('POST', '/api/v1/carts/coupon', { code: 'exit20' })).statusCode).toBe(200);
    const cart = await shopper.get();
    expect(cart.savings.coupon).toBeGreaterThan(0);
    const before = (await shopper.call('GET', '/api/v1/account')).json();
    expect((await checkout(shopper, 'savings-1', { payment_token: token })).statusCode).toBe(201);
    // A repeated key answers the same order and adds nothing again.
    expect((await checkout(shopper, 'savings-1', { payment_token: token })).statusCode).toBe(201);
    const after = (await shopper.call('GET', '/api/v1/account')).json();
    const cents = (dollars: number) => Math.round(dollars * 100);
    expect(cents(after.current_year_savings)).toBe(
      cents(before.current_year_savings) + cents(cart.cart_savings),
    );
    expect(cents(after.lifetime_savings)).toBe(cents(before.lifetime_savings) + cents(cart.cart_savings));
  });

  it("GET /account counts the shopper's orders: num_orders, has_purchased, order_info", async () => {
    const { shopper, cardToken: token } = await given.member({ card: true });
    const account = async () => (await shopper.call('GET', '/api/v1/account')).json();
    expect(await account()).toMatchObject({
      num_orders: 0,
      has_purchased: false,
      order_info: { first_order_date: null, lifetime_order_count: 0 },
    });
    const { id } = await given.product();
    await shopper.add(id, 1);
    const first = (await checkout(shopper, 'count-1', { payment_token: token })).json().order;
    await shopper.add(id, 1);
    expect((await checkout(shopper, 'count-2', { payment_token: token })).statusCode).toBe(201);
    const after = await account();
    expect(after).toMatchObject({
      num_orders: 2,
      has_purchased: true,
      order_info: { lifetime_order_count: 2 },
    });
    expect(Date.parse(after.order_info.first_order_date)).toBe(Date.parse(first.created_at));
  });

  it('a declined card leaves stock, coupon use and cart untouched', async () => {
    const { shopper, cardToken: token, accountId } = await given.member({ card: true });
    const { id } = await given.product();
    await shopper.add(id, 2);
    await shopper.call('POST', '/api/v1/carts/coupon', { code: 'exit20' });
    const before = await stockOf(id);
    await ctx.db
      .update(testGatewayTokens)
      .set({ outcome: 'declined' })
      .where(eq(testGatewayTokens.token, token));
    const response = await checkout(shopper, 'declined-1', { payment_token: token });
    expect(response.statusCode).toBe(402);
    expect(response.json().errors).toBe('Your card was declined.');
    expect(await stockOf(id)).toBe(before);
    expect((await shopper.get()).total_items_in_cart).toBe(2);
    expect(await ctx.db.select().from(couponUses).where(eq(couponUses.accountId, accountId))).toHaveLength(0);
    expect(await ctx.db.select().from(orders).where(eq(orders.accountId, accountId))).toHaveLength(0);
  });

  it('refuses EBT alone with the spec message', async () => {
    const { shopper } = await given.member();
    const ebtToken = await tokenize(ctx.app, '5077000000000007', '');
    expect(
      (await shopper.call('POST', '/api/v1/account/payment-type', { payment_type: 'ebt', token: ebtToken }))
        .statusCode,
    ).toBe(200);
    await shopper.add((await given.product()).id, 1);
    const response = await checkout(shopper, 'ebt-1', { payment_type: 'ebt' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toBe(EBT_ALONE);
  });

  it('refuses wine to a prohibited state, and alcohol under 21', async () => {
    const wine = await given.product({ box: 'wine' });
    const utah = await given.member({ state: 'UT', card: true, over21: true });
    await utah.shopper.add(wine!.id, 1);
    const refused = await checkout(utah.shopper, 'wine-ut', { payment_token: utah.cardToken });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatch(/Utah/);

    const young = await given.member({ card: true });
    await young.shopper.add(wine!.id, 1);
    const underage = await checkout(young.shopper, 'wine-young', { payment_token: young.cardToken });
    expect(underage.json()).toMatchObject({ errors: ageMessages.unconfirmed, reason: 'age_unconfirmed' });
  });

  it('needs the Idempotency-Key header, a member, and a signed-in shopper', async () => {
    const { shopper, cardToken: token, accountId } = await given.member({ card: true });
    expect((await checkout(shopper, null, { payment_token: token })).json().errors).toBe(
      checkoutMessages.idempotencyKeyRequired,
    );
    await ctx.db.update(accounts).set({ userStatus: 'lead' }).where(eq(accounts.id, accountId));
    const lead = await checkout(shopper, 'lead-1', { payment_token: token });
    expect([lead.statusCode, lead.json().errors]).toEqual([403, checkoutMembersOnly.join]);
    await ctx.db.update(accounts).set({ userStatus: 'canceled' }).where(eq(accounts.id, accountId));
    const lapsed = await checkout(shopper, 'lapsed-1', { payment_token: token });
    expect([lapsed.statusCode, lapsed.json().errors]).toEqual([403, checkoutMembersOnly.rejoin]);
    expect((await checkout(new Shopper(ctx.app), 'anon', {})).statusCode).toBe(401);
  });

  it("remembers a wallet as the cart's payment type for the next checkout, and forgets it after a card", async () => {
    const { shopper, cardToken: token } = await given.member({ card: true });
    const { id } = await given.product();
    expect((await shopper.get()).payment_type).toBeNull();
    const wallet = await shopper.call('POST', '/api/v1/account/payment-type', { payment_type: 'paypal' });
    expect(wallet.statusCode, wallet.body).toBe(200);
    await shopper.add(id, 1);
    expect((await checkout(shopper, 'wallet-1', { payment_type: 'paypal' })).statusCode).toBe(201);
    const after = await shopper.get();
    expect(after).toMatchObject({ payment_type: 'paypal', is_autoship: false, total_items_in_cart: 0 });
    await shopper.add(id, 1);
    expect((await checkout(shopper, 'card-1', { payment_token: token })).statusCode).toBe(201);
    expect((await shopper.get()).payment_type).toBeNull();
  });

  it('shoppers whose carts hold the same products in opposite orders, all with exit20, all check out (no deadlock)', async () => {
    const first = await given.product({ stock: 500 });
    const second = await given.product({ stock: 500 });
    const buyers = [];
    for (let i = 0; i < 12; i++) {
      const buyer = await given.member({ card: true });
      const order = i % 2 ? [first.id, second.id] : [second.id, first.id];
      for (const id of order) await buyer.shopper.add(id, 1);
      expect((await buyer.shopper.call('POST', '/api/v1/carts/coupon', { code: 'exit20' })).statusCode).toBe(
        200,
      );
      buyers.push(buyer);
    }
    const [coupon] = await ctx.db.select().from(coupons).where(eq(coupons.code, 'exit20'));
    const answers = await Promise.all(
      buyers.map((b, i) => checkout(b.shopper, `crossed-${i}`, { payment_token: b.cardToken })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(buyers.map(() => 201));
    expect(await stockOf(first.id)).toBe(488);
    expect(await stockOf(second.id)).toBe(488);
    const [after] = await ctx.db.select().from(coupons).where(eq(coupons.code, 'exit20'));
    expect(after!.usedCount).toBe(coupon!.usedCount + 12);
  }, 120_000);

  it('50 shoppers racing for the last 5 units: exactly 5 orders and 45 clear refusals, losers refunded', async () => {
    const { id } = await given.product({ stock: 5 });
    const buyers = [];
    for (let i = 0; i < 50; i++) {
      const buyer = await given.member({ card: true });
      await buyer.shopper.add(id, 1);
      buyers.push(buyer);
    }
    const answers = await Promise.all(
      buyers.map((b, i) => checkout(b.shopper, `race-${i}`, { payment_token: b.cardToken })),
    );
    const placed = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().errors).toBe('The cart contains items that are out of stock');
    }
    expect(await stockOf(id)).toBe(0);
    // Whoever was charged without getting an order was refunded in full.
    const tokens = buyers.map((b) => b.cardToken);
    const charges = await ctx.db
      .select()
      .from(testGatewayCharges)
      .where(inArray(testGatewayCharges.token, tokens));
    const kept = charges.filter((c) => c.status === 'succeeded' && c.refundedCents < c.amountCents);
    expect(kept).toHaveLength(5);
  }, 120_000);
});
