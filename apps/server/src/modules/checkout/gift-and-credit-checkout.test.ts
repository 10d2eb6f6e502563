import { sql } from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { insertIssuedGift } from '../giftcards/test-support.ts';
import { setPrice } from '../thrivecash/test-support.ts';

/**
 * Issue 23 §4, gift checkout and store credit as a shopper meets them through the API: gifts alone need no address
 * and no delivery date, several gifts go in one order, an order the store's credit covers needs no card, and the
 * order names every tender with its amount.
 */

const t = useTestApp();
const given = useGiven(t);

type Someone = { headers: { cookie: string }; accountId: number };

async function giftCardProductId(): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`SELECT id FROM products WHERE product_type = 'aw_giftcard'`,
  );
  return row!.id;
}

const giftForm = (type: string, recipient: string, amount = '25') => ({
  type,
  amount,
  gc_recipient_full_name: recipient,
  gc_recipient_email: `${recipient.split(' ')[0]!.toLowerCase()}@example.com`,
  gc_message: '',
  sender_fullname: 'Sam Sender',
  gc_sender_email: 'sam.sender@example.com',
});

function checkout(who: Someone, key: string, body: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/checkout',
    headers: { ...who.headers, 'idempotency-key': key },
    payload: body,
  });
}

/** A gift card balance of `cents` for `who`, redeemed through /redeem from a gift of some other order. */
async function giveBalance(who: Someone, cents: number): Promise<void> {
  const placed = await given.order();
  const code = await insertIssuedGift(t.db, {
    orderId: placed.orderId,
    buyerAccountId: placed.member.accountId,
    creditCents: cents,
  });
  const redeemed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/account/giftcard/redeem',
    headers: who.headers,
    payload: { code },
  });
  expect(redeemed.statusCode).toBe(200);
}

describe('gifts alone (issue 23)', () => {
  it('two gifts in one cart are one order that ships nothing: no address, no delivery date, both counted', async () => {
    const buyer = await given.member({ state: null, card: true });
    const giftId = await giftCardProductId();
    await buyer.shopper.cart('POST', '/api/v1/carts/product', {
      product_id: giftId,
      options: giftForm('credit', 'Rita Friend'),
    });
    const cart = await buyer.shopper.cart('POST', '/api/v1/carts/product', {
      product_id: giftId,
      options: giftForm('membership', 'Ona Other'),
    });
    expect(cart).toMatchObject({ total_items_in_cart: 2, boxes: [] });

    const placed = await checkout(buyer, 'two-gifts', { payment_token: buyer.cardToken });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    expect(order).toMatchObject({
      shipping_address: null,
      item_count: 2,
      grand_total: cart.grand_total,
      tenders: [{ kind: 'charge', label: 'Visa ending in 4242', amount: cart.grand_total }],
    });
    expect(order.shipment.estimated_delivery).toBeNull();
    expect(
      order.gifts.map((g: { what: string; recipient_name: string }) => [g.what, g.recipient_name]),
    ).toEqual([
      ['Gift card credit · $25.00', 'Rita Friend'],
      ['1 year membership', 'Ona Other'],
    ]);
    expect((await buyer.shopper.get()).gifts).toEqual([]);
  });

  it('still needs an address when something ships', async () => {
    const buyer = await given.member({ state: null, card: true });
    const product = await given.product();
    await buyer.shopper.add(product.id, 1);
    const refused = await checkout(buyer, 'no-address', { payment_token: buyer.cardToken });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'address_id' });
  });
});

describe('an order the store’s credit covers (issue 23)', () => {
  it('needs no card when the gift card balance pays it all, and names the gift card as what paid', async () => {
    const shopper = await given.member();
    await giveBalance(shopper, 10_000);
    const product = await given.product();
    await setPrice(t.db, product.id, 1500);
    const cart = await shopper.shopper.add(product.id, 1);
    expect(cart.grand_total).toBe(0);
    const spent = -(cart.totals.find((x) => x.type === 'aw_giftcard')?.value ?? 0);

    const placed = await checkout(shopper, 'balance-only');
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    expect(order.payments).toEqual([]);
    expect(order.tenders).toEqual([
      { kind: 'gift_card', label: 'Gift card balance', amount: spent, refunded_amount: 0 },
    ]);
    const account = await t.app.inject({ url: '/api/v1/account', headers: shopper.headers });
    expect(account.json().gift_card_balance).toBe(Math.round(10_000 - spent * 100) / 100);
  });

  it('names Thrive Cash and the card with their amounts when both pay', async () => {
    const shopper = await given.member({ card: true });
    const granted = await t.app.inject({
      method: 'POST',
      url: '/api/admin/thrive-cash/adjustments',
      headers: { authorization: 'Bearer test-admin-token' },
      payload: {
        account_id: shopper.accountId,
        kind: 'goodwill',
        amount: 5,
        note: 'test credit',
        key: `tc-${shopper.accountId}`,
      },
    });
    expect(granted.statusCode).toBe(200);
    await shopper.shopper.call('POST', '/api/v1/account/thrivecash/apply', { apply: 1 });
    const product = await given.product();
    await setPrice(t.db, product.id, 2000);
    const cart = await shopper.shopper.add(product.id, 1);
    expect(cart.grand_total).toBeGreaterThan(0);

    const placed = await checkout(shopper, 'tc-and-card', { payment_token: shopper.cardToken });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.tenders).toEqual([
      { kind: 'thrive_cash', label: 'Thrive Cash', amount: 5, refunded_amount: 0 },
      { kind: 'charge', label: 'Visa ending in 4242', amount: cart.grand_total, refunded_amount: 0 },
    ]);
  });
});
