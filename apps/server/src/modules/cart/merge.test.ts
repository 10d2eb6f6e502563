import { carts, eq, sessions } from '@pantry/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/tokens.ts';
import {
  registerShopper,
  sessionCookieFrom,
  TEST_PASSWORD,
  uniqueEmail,
  withSession,
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { purgeAbandonedVisitorCarts } from './cart-owner.ts';
import { linesOf, productId, Shopper, visitor } from './test-support.ts';

const ctx = useTestApp();
let bars = 0;
let kombucha = 0;
let water = 0;

beforeAll(async () => {
  bars = await productId(ctx.db, 'Wild Blueberry Oat Bars');
  kombucha = await productId(ctx.db, 'Original Kombucha');
  water = await productId(ctx.db, 'Sparkling Grapefruit Water');
});

/** Signs in (register or login) from the visitor's browser, so the visitor session is the one signing in. */
async function signIn(shopper: Shopper, path: 'register' | 'login', email: string): Promise<Shopper> {
  const body = { email, password: TEST_PASSWORD, firstname: 'Merge', lastname: 'Test' };
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/auth/${path}`,
    headers: withSession(shopper.sessionId),
    payload: body,
    remoteAddress: '10.7.7.7',
  });
  expect(response.statusCode).toBe(200);
  return new Shopper(ctx.app, sessionCookieFrom(response));
}

const qtyByProduct = (cart: Awaited<ReturnType<Shopper['get']>>) =>
  Object.fromEntries(linesOf(cart).map((l) => [l.product_id, l.line_item_qty]));

describe('the visitor cart at sign-in', () => {
  it('becomes the new account’s cart at registration, coupon and saved items included', async () => {
    const guest = await visitor(ctx.app);
    await guest.add(bars, 2);
    await guest.add(water);
    const cart = await guest.add(kombucha);
    const waterLine = linesOf(cart).find((l) => l.product_id === water);
    await guest.cart('POST', '/api/v1/carts/bulk_update', {
      bulkProductsPayload: { line_items: [{ line_item_id: waterLine?.line_item_id, save_for_later: true }] },
    });
    await guest.cart('POST', '/api/v1/carts/coupon', { code: 'exit20' });

    const member = await signIn(guest, 'register', uniqueEmail('merge'));
    const merged = await member.get();
    expect(merged.cart_id).not.toBe(cart.cart_id);
    expect(qtyByProduct(merged)).toEqual({ [bars]: 2, [kombucha]: 2 });
    expect(merged.coupon_labels).toEqual(['Extra 20% off applied']);
    const saved = await member.call(
      'GET',
      '/api/v1/products?filter[list]=save_for_later&cur_page=1&page_size=10',
    );
    expect(saved.json().products.map((p: { id: number }) => p.id)).toEqual([water]);

    expect(await ctx.db.select().from(carts).where(eq(carts.id, cart.cart_id))).toEqual([]);
    const [session] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(member.sessionId ?? '')));
    expect(session?.data.cartId).toBeUndefined();
    // The old visitor session is over; its cart is not reachable any more.
    expect((await guest.get()).cart_id).toBe(0);
  });

  it('adds quantities to the account’s cart at login, held by the quantity rules', async () => {
    const email = uniqueEmail('merge');
    const { sessionId } = await registerShopper(ctx.app, email);
    const account = new Shopper(ctx.app, sessionId);
    await account.add(bars, 48);
    await account.add(kombucha, 2);

    const guest = await visitor(ctx.app);
    await guest.add(bars, 5);
    await guest.add(kombucha, 5);
    await guest.add(water, 3);
    const member = await signIn(guest, 'login', email);
    const merged = await member.get();
    expect(qtyByProduct(merged)).toEqual({ [bars]: 50, [kombucha]: 6, [water]: 3 });
    expect(merged.cart_id).toBe((await account.get()).cart_id);
  });

  it('leaves the account’s cart alone when the visitor had none', async () => {
    const email = uniqueEmail('merge');
    const { sessionId } = await registerShopper(ctx.app, email);
    await new Shopper(ctx.app, sessionId).add(bars, 3);
    const member = await signIn(await visitor(ctx.app), 'login', email);
    expect(qtyByProduct(await member.get())).toEqual({ [bars]: 3 });
  });
});

describe('concurrent changes', () => {
  it('10 parallel adds of one product by a signed-in shopper make one line of 10', async () => {
    const { sessionId } = await registerShopper(ctx.app);
    const shopper = new Shopper(ctx.app, sessionId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => shopper.call('POST', '/api/v1/carts/product', { product_id: bars })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const cart = await shopper.get();
    expect(linesOf(cart)).toHaveLength(1);
    expect(linesOf(cart)[0]?.line_item_qty).toBe(10);
  });

  it('20 parallel adds to a cart that exists lose none: each is planned again when the cart changed under it', async () => {
    const { sessionId } = await registerShopper(ctx.app);
    const shopper = new Shopper(ctx.app, sessionId);
    await shopper.add(water, 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => shopper.call('POST', '/api/v1/carts/product', { product_id: bars })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(qtyByProduct(await shopper.get())).toEqual({ [water]: 1, [bars]: 20 });
  });

  it('10 parallel first adds by a visitor make one cart with one line', async () => {
    const shopper = await visitor(ctx.app);
    const sessionId = shopper.sessionId;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/carts/product',
          headers: withSession(sessionId),
          payload: { product_id: water },
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.json().cart_id)).size).toBe(1);
    const cart = await shopper.get();
    expect(linesOf(cart)).toEqual([expect.objectContaining({ product_id: water, line_item_qty: 10 })]);
  });
});

describe('abandoned visitor carts', () => {
  it('are purged once no session names them, never while one does', async () => {
    const guest = await visitor(ctx.app);
    const { cart_id } = await guest.add(bars);
    const later = new Date(Date.now() + 60_000);
    expect(await purgeAbandonedVisitorCarts(ctx.db, later)).toBe(0);
    await ctx.db.delete(sessions).where(eq(sessions.idHash, sha256(guest.sessionId ?? '')));
    expect(await purgeAbandonedVisitorCarts(ctx.db, new Date(Date.now() - 60_000))).toBe(0);
    expect(await purgeAbandonedVisitorCarts(ctx.db, later)).toBeGreaterThanOrEqual(1);
    expect(await ctx.db.select().from(carts).where(eq(carts.id, cart_id))).toEqual([]);
  });
});
