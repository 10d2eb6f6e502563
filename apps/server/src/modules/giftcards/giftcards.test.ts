import { accounts, eq, gifts, orders, sql, testGatewayCharges } from '@pantry/db';
import {
  type CartWire,
  GIFT_REDEEM_LIMITS,
  normalizeGiftCode,
  redeemMessages,
  termEnd,
} from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { useSmtpSink } from '../../test/smtp-sink.ts';
import { totalOf } from '../cart/test-support.ts';
import { moveOrder } from '../orders/index.ts';
import { insertIssuedGift } from './test-support.ts';

const sink = useSmtpSink();
const t = useTestApp(() => ({ smtpUrl: sink.url }));
const given = useGiven(t);

type Someone = {
  headers: { cookie: string };
  cardToken?: string;
  shopper: Awaited<ReturnType<typeof given.shopper>>['shopper'];
  accountId: number;
};

async function giftCardProductId(): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`SELECT id FROM products WHERE product_type = 'aw_giftcard'`,
  );
  return row!.id;
}

const form = (over: Record<string, string> = {}) => ({
  type: 'membershipPlusCredit',
  amount: '20',
  gc_recipient_full_name: 'Rita Friend',
  gc_recipient_email: 'rita.friend@example.com',
  gc_message: 'Enjoy a year of good food <3',
  sender_fullname: 'Sam Sender',
  gc_sender_email: 'sam.sender@example.com',
  ...over,
});

function checkout(who: Someone, key: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/checkout',
    headers: { ...who.headers, 'idempotency-key': key, 'content-type': 'application/json' },
    payload: JSON.stringify({ payment_token: who.cardToken }),
  });
}

function redeem(who: Someone, code: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/account/giftcard/redeem',
    headers: { ...who.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ code }).toString(),
    remoteAddress,
  });
}

const cents = (dollars: number | undefined) => Math.round((dollars ?? 0) * 100);

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

/** Fills the cart with one product until it costs at least `minCents` before shipping. */
async function fillCart(who: Someone, minCents: number): Promise<CartWire> {
  const product = await given.product();
  return who.shopper.add(product.id, Math.ceil(minCents / product.priceCents));
}

describe('GET /product/sku/membership-gift-dynamic', () => {
  it('prices the gift membership from the annual plan, with the gift’s markdown', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/product/sku/membership-gift-dynamic',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      msrp: 59.95,
      price: 59.95,
      temporary_price_reduction: [{ type: 'by_fixed', amount: 10 }],
    });
  });
});

describe('buying a gift, redeeming it and spending it', () => {
  it('gift line → order → e-mailed code → redeem → balance spent → refund split into refund_gc and refund_cc', async () => {
    const buyer = await given.member({ card: true });
    const friend = await given.shopper({ card: true });
    const giftId = await giftCardProductId();

    // The spec's add call with the Gift form in `options`; names need two words.
    const oneWord = await buyer.shopper.call('POST', '/api/v1/carts/product', {
      product_id: giftId,
      options: form({ gc_recipient_full_name: 'Rita' }),
    });
    expect(oneWord.statusCode).toBe(400);
    expect(oneWord.json()).toMatchObject({ success: false, errors: 'must be first and last name.' });

    const cart = await buyer.shopper.cart(
      'POST',
      '/api/v1/carts/product',
      { product_id: giftId, qty: 1, options: form({ gc_recipient_email: 'rita.friend@example.com' }) },
      'form',
    );
    expect(cart).toMatchObject({
      is_gift: true,
      gift_recipient: 'Rita Friend',
      boxes: [],
      grand_total: 69.95,
    });
    expect(cart.gift).toMatchObject({ type: 'membershipPlusCredit', amount: 20, price: 69.95 });
    expect(totalOf(cart, 'shipping')).toBeUndefined();

    const placed = await checkout(buyer, 'gift-1');
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.grand_total).toBe(69.95);
    expect((await buyer.shopper.get()).gift).toBeNull();

    await t.app.events.drain();
    const [mail, ...more] = sink.to('rita.friend@example.com');
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Sam Sender sent you a Pantry gift');
    expect(mail!.text).toContain('Enjoy a year of good food <3');
    expect(mail!.html).toContain('Enjoy a year of good food &#60;3');
    const code = /Your gift code: ([0-9A-Z-]{19})/.exec(mail!.text)?.[1];
    expect(code).toBeDefined();
    const [buyerEmail] = await queryRows<{ email: string }>(
      t.db,
      sql`SELECT email FROM accounts WHERE id = ${buyer.accountId}`,
    );
    expect(sink.to(buyerEmail!.email).map((m) => m.subject)).toContain(
      'Your gift to Rita Friend is on its way',
    );
    // Only the hash is kept.
    const [stored] = await t.db.select().from(gifts).where(eq(gifts.orderId, placed.json().order.id));
    expect(stored).toMatchObject({ status: 'issued', codeLastFour: code!.slice(-4) });
    expect(stored!.codeHash).not.toContain(normalizeGiftCode(code)!);

    const redeemed = await redeem(friend, code!.toLowerCase());
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toMatchObject({
      type: 'membershipPlusCredit',
      credit: 20,
      gift_card_balance: 20,
    });
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, friend.accountId));
    expect(account!.userStatus).toBe('member');
    await t.app.events.drain();
    const [friendEmail] = await queryRows<{ email: string }>(
      t.db,
      sql`SELECT email FROM accounts WHERE id = ${friend.accountId}`,
    );
    const welcome = sink.to(friendEmail!.email).find((m) => m.subject === 'Welcome to Pantry membership');
    expect(welcome?.text).toContain('Nothing was charged: your membership is a gift.');
    expect((await redeem(friend, code!)).json()).toMatchObject({ errors: redeemMessages.used });

    // A small order spends part of the balance; the rest stays.
    const small = await fillCart(friend, 500);
    const spentFirst = -cents(totalOf(small, 'aw_giftcard'));
    expect(small.grand_total).toBe(0);
    expect(small.giftcards).toEqual([{ code: 'balance', amount: spentFirst / 100 }]);
    expect((await checkout(friend, 'spend-1')).statusCode).toBe(201);
    expect(await balanceCents(friend.accountId)).toBe(2000 - spentFirst);

    // A bigger one spends the rest before the card, which pays the remainder.
    const big = await fillCart(friend, 4000);
    const spentSecond = -cents(totalOf(big, 'aw_giftcard'));
    expect(spentSecond).toBe(2000 - spentFirst);
    const second = await checkout(friend, 'spend-2');
    expect(second.statusCode).toBe(201);
    const order = second.json().order;
    expect(cents(order.grand_total)).toBe(cents(big.grand_total));
    const charges = await t.db
      .select()
      .from(testGatewayCharges)
      .where(eq(testGatewayCharges.token, friend.cardToken!));
    expect(charges.map((c) => c.amountCents)).toEqual([cents(big.grand_total)]);
    expect(await balanceCents(friend.accountId)).toBe(0);

    // Canceled: the gift card money goes back to the balance, the card's to the card.
    await moveOrder(t.db, order.id, { status: 'canceled' });
    await t.app.events.drain();
    expect(await balanceCents(friend.accountId)).toBe(spentSecond);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.totals).toContainEqual({ type: 'refund_gc', value: spentSecond });
    expect(row!.totals).toContainEqual({ type: 'refund_cc', value: cents(big.grand_total) });
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/account/order/${order.id}`,
      headers: friend.headers,
    });
    expect(view.json().order?.totals ?? view.json().totals).toEqual(
      expect.arrayContaining([
        { type: 'refund_gc', value: spentSecond / 100 },
        { type: 'refund_cc', value: big.grand_total },
      ]),
    );
    // Handled again: nothing more comes back.
    await t.app.giftcards.refundOrderGiftCard(order.id);
    expect(await balanceCents(friend.accountId)).toBe(spentSecond);
  });
});

describe('the gift line on the cart', () => {
  it('needs a signed-in shopper, a complete form, and leaves with DELETE /carts/product', async () => {
    const giftId = await giftCardProductId();
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/v1/carts/product',
      payload: { product_id: giftId, options: form() },
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ errors: 'Please sign in to send a gift.' });

    const member = await given.member({ card: true });
    const bare = await member.shopper.call('POST', '/api/v1/carts/product', { product_id: giftId });
    expect(bare.statusCode).toBe(400);
    const tooMuch = await member.shopper.call('POST', '/api/v1/carts/product', {
      product_id: giftId,
      options: form({ type: 'credit', amount: '501' }),
    });
    expect(tooMuch.json()).toMatchObject({ field: 'amount' });

    const credit = await member.shopper.cart('POST', '/api/v1/carts/product', {
      product_id: giftId,
      options: form({ type: 'credit', amount: '35' }),
    });
    expect(credit.gift).toMatchObject({ type: 'credit', amount: 35, price: 35 });
    expect(credit.total_items_in_cart).toBe(1);
    // Several gifts in one cart (issue 23): a second one joins the first, and each counts as an item.
    const both = await member.shopper.cart('POST', '/api/v1/carts/product', {
      product_id: giftId,
      options: form({ type: 'membership', gc_recipient_full_name: 'Ona Other' }),
    });
    expect(both.gifts).toEqual([
      expect.objectContaining({
        type: 'credit',
        amount: 35,
        price: 35,
        gc_recipient_full_name: 'Rita Friend',
      }),
      expect.objectContaining({
        type: 'membership',
        amount: 0,
        price: 49.95,
        gc_recipient_full_name: 'Ona Other',
      }),
    ]);
    expect(both).toMatchObject({ total_items_in_cart: 2, grand_total: 84.95 });
    // line_item_id names one gift; without it, every gift leaves.
    const one = await member.shopper.cart(
      'DELETE',
      `/api/v1/carts/product?product_id=${giftId}&line_item_id=${both.gifts[0]!.id}`,
    );
    expect(one.gifts.map((g) => g.type)).toEqual(['membership']);
    expect(one).toMatchObject({ total_items_in_cart: 1, grand_total: 49.95 });
    const removed = await member.shopper.cart('DELETE', `/api/v1/carts/product?product_id=${giftId}`);
    expect(removed).toMatchObject({ gifts: [], gift: null, is_gift: false, grand_total: 0 });
  });
});

/** An issued gift for a fresh order, with a code only this test knows. */
async function issuedGift(type: 'credit' | 'membership' = 'credit', creditCents = 2500) {
  const placed = await given.order();
  return insertIssuedGift(t.db, {
    orderId: placed.orderId,
    buyerAccountId: placed.member.accountId,
    type,
    creditCents,
  });
}

describe('spending the balance', () => {
  it('10 parallel checkouts of one cart paid by the balance: one order, the balance spent once', async () => {
    const code = await issuedGift('credit', 10_000);
    const shopper = await given.member({ card: true });
    expect((await redeem(shopper, code)).statusCode).toBe(200);
    const cart = await fillCart(shopper, 1000);
    expect(cart.grand_total).toBe(0);
    const spent = -cents(totalOf(cart, 'aw_giftcard'));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => checkout(shopper, `race-${i}`)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    // The others are refused as the cart changed (409) or, read after the order emptied it, as empty (400).
    expect(
      answers.map((a) => a.statusCode).filter((status) => status !== 201 && status !== 409 && status !== 400),
    ).toEqual([]);
    expect(await balanceCents(shopper.accountId)).toBe(10_000 - spent);
  });
});

describe('POST /account/giftcard/redeem', () => {
  it('needs a signed-in shopper', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/giftcard/redeem',
      payload: { code: 'AAAA-BBBB-CCCC-DDDD' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('redeems one code exactly once among 10 parallel redemptions', async () => {
    const code = await issuedGift('credit', 2500);
    const redeemer = await given.shopper();
    const answers = await Promise.all(Array.from({ length: 10 }, () => redeem(redeemer, code, '10.0.0.9')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(9);
    expect(await balanceCents(redeemer.accountId)).toBe(2500);
  });

  it('extends a running membership by a year with no charge', async () => {
    const code = await issuedGift('membership', 0);
    const member = await given.member({ plan: 'annual' });
    const [before] = await queryRows<{ expires_at: Date }>(
      t.db,
      sql`SELECT expires_at FROM memberships WHERE account_id = ${member.accountId} ORDER BY id DESC LIMIT 1`,
    );
    const answer = await redeem(member, code);
    expect(answer.statusCode).toBe(200);
    // The plan's year (termEnd: 12 months on the running term's end), no new term, no charge.
    const expected = termEnd(new Date(before!.expires_at), 12);
    expect(answer.json().membership_expires_at).toBe(expected.toISOString());
    const [terms] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM memberships WHERE account_id = ${member.accountId}`,
    );
    expect(terms!.n).toBe(1);
  });

  it('limits wrong codes per account, then per address', async () => {
    const guesser = await given.shopper();
    for (let i = 0; i < GIFT_REDEEM_LIMITS.account; i++) {
      expect(
        (await redeem(guesser, `WRNG-CODE-0000-${String(i).padStart(4, '0')}`, '10.1.1.1')).statusCode,
      ).toBe(400);
    }
    const code = await issuedGift();
    expect((await redeem(guesser, code, '10.1.1.2')).statusCode).toBe(429);

    // Many accounts from one address: the address runs out too.
    let refused = 0;
    for (let n = 0; n < 4 && refused === 0; n++) {
      const someone = await given.shopper({ state: null });
      for (let i = 0; i < 9; i++) {
        const answer = await redeem(someone, 'nope', '10.2.2.2');
        if (answer.statusCode === 429) refused++;
      }
    }
    expect(refused).toBeGreaterThan(0);
    const fresh = await given.shopper({ state: null });
    expect((await redeem(fresh, code, '10.2.2.2')).statusCode).toBe(429);
    expect((await redeem(fresh, code, '10.3.3.3')).statusCode).toBe(200);
    expect(GIFT_REDEEM_LIMITS.ip).toBeLessThan(4 * 9);
  });
});
