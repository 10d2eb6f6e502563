import { coupons, couponUses, eq, orders } from '@pantry/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { productId, Shopper, totalOf, visitor } from './test-support.ts';

const ctx = useTestApp();
let coffee = 0; // $12.99
let snackBox = 0; // $44.99

/** 'YYYY-MM-DD' in the store's time zone, `days` from today. */
export function storeDay(days = 0): string {
  const when = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(when);
}

async function addCoupon(code: string, values: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(coupons)
    .values({ code, codeKey: code.toLowerCase(), discountType: 'by_percent', discountValue: 10, ...values })
    .returning();
  if (!row) throw new Error('coupon insert failed');
  return row;
}

let serial = 0;
async function placeOrder(accountId: number, couponId?: number) {
  serial += 1;
  const [order] = await ctx.db
    .insert(orders)
    .values({
      incrementId: `T${serial}-${Date.now()}`,
      accountId,
      idempotencyKey: `key-${serial}`,
      subtotalCents: 1000,
      grandTotalCents: 1000,
      shippingAddress: {
        firstname: 'A',
        lastname: 'B',
        street1: '1 Main St',
        street2: '',
        city: 'Austin',
        postcode: '73301',
        region_code: 'TX',
        telephone: '+15125550100',
      },
    })
    .returning();
  if (!order) throw new Error('order insert failed');
  if (couponId) await ctx.db.insert(couponUses).values({ couponId, accountId, orderId: order.id });
  return order;
}

async function shopperWithCart(productIdToAdd: number, qty: number) {
  const shopper = await visitor(ctx.app);
  await shopper.add(productIdToAdd, qty);
  return shopper;
}

const apply = (shopper: Shopper, code: string, encoding: 'json' | 'form' = 'json') =>
  shopper.call('POST', '/api/v1/carts/coupon?full_cart=1&reqsource=web', { code }, encoding);

beforeAll(async () => {
  coffee = await productId(ctx.db, 'Organic Dark Roast Whole Bean Coffee');
  snackBox = await productId(ctx.db, 'Build Your Own Snack Box');
});

describe('POST /carts/coupon', () => {
  it('applies exit20 typed with spaces and capitals (form post), with its label and discount', async () => {
    const shopper = await shopperWithCart(coffee, 4);
    const response = await apply(shopper, '  EXIT20 ', 'form');
    expect(response.statusCode).toBe(200);
    const cart = response.json();
    expect(cart.coupon_labels).toEqual(['Extra 20% off applied']);
    expect(cart.coupons).toEqual([
      {
        coupon_code: 'exit20',
        coupon_name: 'First order discount',
        label: 'Extra 20% off applied',
        discount_type: 'by_percent',
        discount_value: 20,
        discount_amount: 10.39,
      },
    ]);
    expect(totalOf(cart, 'discount')).toBe(-10.39);
    expect(cart.savings.coupon).toBe(10.39);
  });

  it('caps a percent at maximum_discount_amount ($40 for exit20)', async () => {
    const shopper = await shopperWithCart(snackBox, 5);
    const cart = (await apply(shopper, 'exit20')).json();
    expect(cart.subtotal).toBe(224.95);
    expect(totalOf(cart, 'discount')).toBe(-40);
  });

  it('takes a fixed amount off', async () => {
    await addCoupon('FIVEOFF', { discountType: 'by_fixed', discountValue: 500, label: '$5 off' });
    const cart = (await apply(await shopperWithCart(coffee, 1), 'fiveoff')).json();
    expect(cart.coupon_labels).toEqual(['Extra $5.00 off applied']);
    expect(cart.coupons[0]).toMatchObject({
      discount_type: 'by_fixed',
      discount_value: 5,
      discount_amount: 5,
    });
  });

  it('refuses unknown and empty codes with 400 and the reason', async () => {
    const shopper = await shopperWithCart(coffee, 1);
    const unknown = await apply(shopper, ' nope ');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, errors: 'The coupon code "nope" is not valid.' });
    expect((await apply(shopper, '   ')).json().errors).toBe('Please enter a promo code.');
  });

  it('is good through 23:59 of its expiration_date: expired yesterday is refused, today applies', async () => {
    await addCoupon('YESTERDAY', { expirationDate: storeDay(-1) });
    await addCoupon('TODAY', { expirationDate: storeDay(0) });
    const shopper = await shopperWithCart(coffee, 1);
    expect((await apply(shopper, 'yesterday')).json().errors).toBe('This coupon has expired.');
    expect((await apply(shopper, 'today')).json().coupon_labels).toEqual(['Extra 10% off applied']);
  });

  it('refuses a first-order coupon to a shopper who has ordered, not to a visitor', async () => {
    const { sessionId, accountId } = await registerShopper(ctx.app);
    const shopper = new Shopper(ctx.app, sessionId);
    await shopper.add(coffee);
    expect((await apply(shopper, 'exit20')).statusCode).toBe(200);
    await placeOrder(accountId);
    const again = await apply(shopper, 'exit20');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toBe('This coupon is only valid on your first order.');
    // Already on the cart, it is dropped at the next pricing, saying why once.
    const cart = await shopper.get();
    expect(cart.coupons).toEqual([]);
    expect(cart.notification).toBe('This coupon is only valid on your first order.');
    expect((await shopper.get()).notification).toBeNull();
  });

  it('needs its minimum subtotal, and is dropped with the reason when the cart falls below it', async () => {
    await addCoupon('MIN50', { minSubtotalCents: 5000 });
    const shopper = await shopperWithCart(coffee, 1);
    expect((await apply(shopper, 'min50')).json().errors).toBe(
      'Your subtotal must be at least $50.00 to use this coupon.',
    );
    const big = await shopper.add(coffee, 3);
    expect(big.subtotal).toBe(51.96);
    expect((await apply(shopper, 'min50')).statusCode).toBe(200);
    const line = big.boxes[0]?.items[0];
    const lowered = await shopper.cart('PUT', '/api/v1/carts/product', {
      line_item_id: line?.line_item_id,
      qty: 1,
    });
    expect(lowered.coupons).toEqual([]);
    expect(lowered.notification).toBe('Your subtotal must be at least $50.00 to use this coupon.');
  });

  it('counts uses: total uses reached and uses per customer', async () => {
    const someone = await registerShopper(ctx.app);
    const once = await addCoupon('ONCE', { totalUses: 1 });
    await placeOrder(someone.accountId, once.id);
    const shopper = await shopperWithCart(coffee, 1);
    expect((await apply(shopper, 'once')).json().errors).toBe('This coupon is no longer available.');

    const mine = await addCoupon('MINE', { usesPerCustomer: 1 });
    const { sessionId, accountId } = await registerShopper(ctx.app);
    const buyer = new Shopper(ctx.app, sessionId);
    await buyer.add(coffee);
    expect((await apply(buyer, 'mine')).statusCode).toBe(200);
    await placeOrder(accountId, mine.id);
    expect((await apply(buyer, 'mine')).json().errors).toBe("You've already used this coupon.");
  });

  it('keeps one coupon per cart: a new code replaces the old one; DELETE /carts/coupon removes it', async () => {
    await addCoupon('OTHER10');
    const shopper = await shopperWithCart(coffee, 2);
    await apply(shopper, 'exit20');
    const replaced = (await apply(shopper, 'other10')).json();
    expect(replaced.coupons.map((c: { coupon_code: string }) => c.coupon_code)).toEqual(['OTHER10']);
    const removed = await shopper.cart('DELETE', '/api/v1/carts/coupon?code=other10');
    expect(removed.coupons).toEqual([]);
    expect(totalOf(removed, 'discount')).toBeUndefined();
  });

  it('drops a coupon that expired while on the cart, saying so once', async () => {
    const soon = await addCoupon('SOON', { expirationDate: storeDay(0) });
    const shopper = await shopperWithCart(coffee, 1);
    await apply(shopper, 'soon');
    await ctx.db
      .update(coupons)
      .set({ expirationDate: storeDay(-1) })
      .where(eq(coupons.id, soon.id));
    expect((await shopper.get()).notification).toBe('This coupon has expired.');
    expect((await shopper.get()).notification).toBeNull();
  });
});

describe('GET /carts?ccode=', () => {
  it('applies the code, or answers the cart with the refusal in notification', async () => {
    const shopper = await shopperWithCart(coffee, 1);
    const refused = await shopper.cart('GET', '/api/v1/carts?ccode=bogus');
    expect(refused.notification).toBe('The coupon code "bogus" is not valid.');
    const applied = await shopper.cart('GET', '/api/v1/carts?ccode=%20exit20%20&full_cart=1');
    expect(applied.coupon_labels).toEqual(['Extra 20% off applied']);
  });

  it('applies to a visitor who has no cart yet (the cart starts with the coupon)', async () => {
    const shopper = new Shopper(ctx.app);
    const cart = await shopper.cart('GET', '/api/v1/carts?ccode=exit20');
    expect(cart.cart_id).toBeGreaterThan(0);
    expect((await shopper.add(coffee)).coupon_labels).toEqual(['Extra 20% off applied']);
  });
});
