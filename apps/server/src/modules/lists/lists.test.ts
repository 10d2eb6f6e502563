import { type Database, sql } from '@pantry/db';
import { addAllAnswerSchema, listDetailSchema, SHARE_TOKEN_PATTERN, sharedListSchema } from '@pantry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { registerShopper } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { linesOf, productId, Shopper, visitor } from '../cart/test-support.ts';

const ctx = useTestApp();
let bars = 0;
let water = 0;
let kombucha = 0;

beforeAll(async () => {
  bars = await productId(ctx.db, 'Wild Blueberry Oat Bars');
  water = await productId(ctx.db, 'Sparkling Grapefruit Water');
  kombucha = await productId(ctx.db, 'Original Kombucha');
});

async function member(): Promise<Shopper> {
  const { sessionId } = await registerShopper(ctx.app);
  return new Shopper(ctx.app, sessionId);
}

async function ok(shopper: Shopper, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  const response = await shopper.call(method, url, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function newList(shopper: Shopper, name: string, items: [number, number][] = []) {
  let detail = listDetailSchema.parse(await ok(shopper, 'POST', '/api/v1/list/lists', { name }));
  for (const [product_id, qty] of items) {
    detail = listDetailSchema.parse(
      await ok(shopper, 'POST', `/api/v1/list/lists/${detail.list.id}/items`, { product_id, qty }),
    );
  }
  return detail;
}

/** Runs `body` with the product out of stock, then puts its stock back as it was. */
async function outOfStock(db: Database, id: number, body: () => Promise<void>) {
  const [row] = await queryRows<{ stock_qty: number }>(
    db,
    sql`SELECT stock_qty FROM products WHERE id = ${id}::int`,
  );
  await db.execute(sql`UPDATE products SET stock_qty = 0 WHERE id = ${id}::int`);
  try {
    await body();
  } finally {
    await db.execute(sql`UPDATE products SET stock_qty = ${row?.stock_qty ?? 0}::int WHERE id = ${id}::int`);
  }
}

async function cartVersion(db: Database, accountId: number): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`SELECT version FROM carts WHERE account_id = ${accountId}::int`,
  );
  return row?.version ?? 0;
}

describe('my lists', () => {
  it('makes, renames and deletes a list', async () => {
    const shopper = await member();
    const made = await newList(shopper, '  Weekly   shop ');
    expect(made.list).toMatchObject({ name: 'Weekly shop', item_count: 0, share_url: null });
    expect(made.products).toEqual([]);
    const renamed = listDetailSchema.parse(
      await ok(shopper, 'PUT', `/api/v1/list/lists/${made.list.id}`, { name: 'Party' }),
    );
    expect(renamed.list.name).toBe('Party');
    const all = await ok(shopper, 'GET', '/api/v1/list/lists');
    expect(all.lists.map((l: { name: string }) => l.name)).toEqual(['Party']);
    expect(await ok(shopper, 'DELETE', `/api/v1/list/lists/${made.list.id}`)).toEqual({ success: true });
    expect((await ok(shopper, 'GET', '/api/v1/list/lists')).lists).toEqual([]);
    expect((await shopper.call('GET', `/api/v1/list/lists/${made.list.id}`)).statusCode).toBe(404);
  });

  it('adds and removes items; adding a product again sets its quantity', async () => {
    const shopper = await member();
    const list = await newList(shopper, 'Snacks', [
      [bars, 2],
      [water, 1],
    ]);
    expect(list.products.map((p) => [p.id, p.line_item_qty])).toEqual([
      [water, 1],
      [bars, 2],
    ]);
    const again = listDetailSchema.parse(
      await ok(shopper, 'POST', `/api/v1/list/lists/${list.list.id}/items`, { product_id: bars, qty: 5 }),
    );
    expect(again.list.item_count).toBe(2);
    expect(again.products.find((p) => p.id === bars)?.line_item_qty).toBe(5);
    const less = listDetailSchema.parse(
      await ok(shopper, 'DELETE', `/api/v1/list/lists/${list.list.id}/items/${water}`),
    );
    expect(less.products.map((p) => p.id)).toEqual([bars]);
    // Removing what is not there is not an error.
    await ok(shopper, 'DELETE', `/api/v1/list/lists/${list.list.id}/items/${water}`);
  });

  it('refuses bad names and quantities with the field named, and unknown products with 404', async () => {
    const shopper = await member();
    const blank = await shopper.call('POST', '/api/v1/list/lists', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ errors: 'Please give your list a name.', field: 'name' });
    const long = await shopper.call('POST', '/api/v1/list/lists', { name: 'x'.repeat(61) });
    expect(long.json()).toMatchObject({ errors: 'List names can be at most 60 characters.' });
    expect((await shopper.call('POST', '/api/v1/list/lists', {})).statusCode).toBe(400);
    const list = await newList(shopper, 'Pantry');
    const items = `/api/v1/list/lists/${list.list.id}/items`;
    expect((await shopper.call('POST', items, { product_id: bars, qty: 0 })).statusCode).toBe(400);
    expect((await shopper.call('POST', items, { product_id: bars, qty: 100 })).statusCode).toBe(400);
    const unknown = await shopper.call('POST', items, { product_id: 99999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toBe('No product with id 99999999');
    expect((await shopper.call('GET', '/api/v1/list/lists/abc')).statusCode).toBe(400);
  });

  it('keeps one shopper’s lists from another (404, nothing changed)', async () => {
    const owner = await member();
    const other = await member();
    const list = await newList(owner, 'Mine', [[bars, 1]]);
    const id = list.list.id;
    expect((await other.call('GET', `/api/v1/list/lists/${id}`)).statusCode).toBe(404);
    expect((await other.call('PUT', `/api/v1/list/lists/${id}`, { name: 'Taken' })).statusCode).toBe(404);
    expect(
      (await other.call('POST', `/api/v1/list/lists/${id}/items`, { product_id: water })).statusCode,
    ).toBe(404);
    expect((await other.call('DELETE', `/api/v1/list/lists/${id}/items/${bars}`)).statusCode).toBe(404);
    expect((await other.call('POST', `/api/v1/list/lists/${id}/cart`)).statusCode).toBe(404);
    expect((await other.call('POST', '/api/v1/account/sharing', { list_id: id })).statusCode).toBe(404);
    expect((await other.call('DELETE', `/api/v1/account/sharing?list_id=${id}`)).statusCode).toBe(404);
    expect((await other.call('DELETE', `/api/v1/list/lists/${id}`)).statusCode).toBe(404);
    const still = listDetailSchema.parse(await ok(owner, 'GET', `/api/v1/list/lists/${id}`));
    expect(still.list).toMatchObject({ name: 'Mine', item_count: 1, share_url: null });
  });

  it('answers 401 to every list call of a shopper who is not signed in', async () => {
    const guest = await visitor(ctx.app);
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', '/api/v1/list/lists'],
      ['POST', '/api/v1/list/lists', { name: 'x' }],
      ['GET', '/api/v1/list/lists/1'],
      ['PUT', '/api/v1/list/lists/1', { name: 'x' }],
      ['DELETE', '/api/v1/list/lists/1'],
      ['POST', '/api/v1/list/lists/1/items', { product_id: bars }],
      ['DELETE', `/api/v1/list/lists/1/items/${bars}`],
      ['POST', '/api/v1/list/lists/1/cart'],
      ['GET', '/api/v1/account/sharing'],
      ['POST', '/api/v1/account/sharing', { list_id: 1 }],
      ['DELETE', '/api/v1/account/sharing?list_id=1'],
      ['GET', '/api/v1/account/wishlist/products'],
    ];
    for (const [method, url, body] of calls) {
      expect((await guest.call(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('sharing a list', () => {
  it('gives an unguessable link anyone can read, and only read', async () => {
    const owner = await member();
    const list = await newList(owner, 'Taco night', [
      [bars, 2],
      [water, 1],
    ]);
    const shared = listDetailSchema.parse(
      await ok(owner, 'POST', '/api/v1/account/sharing', { list_id: list.list.id }),
    );
    const url = new URL(shared.list.share_url ?? '');
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.pathname).toBe('/list/customer');
    const token = url.searchParams.get('token') ?? '';
    expect(token).toMatch(SHARE_TOKEN_PATTERN);
    // Sharing again keeps the link; the sharing page lists it.
    const again = listDetailSchema.parse(
      await ok(owner, 'POST', '/api/v1/account/sharing', { list_id: list.list.id }),
    );
    expect(again.list.share_url).toBe(shared.list.share_url);
    expect(
      (await ok(owner, 'GET', '/api/v1/account/sharing')).lists.map((l: { id: number }) => l.id),
    ).toEqual([list.list.id]);

    const stranger = new Shopper(ctx.app);
    const read = await stranger.call('GET', `/api/v1/list/customer?token=${token}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const answer = sharedListSchema.parse(read.json());
    expect(answer.list).toMatchObject({ name: 'Taco night', item_count: 2 });
    expect(answer.products.map((p) => [p.id, p.line_item_qty])).toEqual([
      [water, 1],
      [bars, 2],
    ]);
    // Nothing about the owner, nor the list's id, goes with it.
    expect(JSON.stringify(answer.list)).not.toMatch(/"id"|account|email/);
  });

  it('answers 404 once the link is turned off, and a new link after sharing again', async () => {
    const owner = await member();
    const list = await newList(owner, 'Picnic', [[bars, 1]]);
    const first = listDetailSchema.parse(
      await ok(owner, 'POST', '/api/v1/account/sharing', { list_id: list.list.id }),
    );
    const token = new URL(first.list.share_url ?? '').searchParams.get('token');
    const off = listDetailSchema.parse(
      await ok(owner, 'DELETE', `/api/v1/account/sharing?list_id=${list.list.id}`),
    );
    expect(off.list.share_url).toBeNull();
    const stranger = new Shopper(ctx.app);
    const gone = await stranger.call('GET', `/api/v1/list/customer?token=${token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errors).toMatch(/not shared/);
    const second = listDetailSchema.parse(
      await ok(owner, 'POST', '/api/v1/account/sharing', { list_id: list.list.id }),
    );
    expect(second.list.share_url).not.toBe(first.list.share_url);
    expect((await stranger.call('GET', `/api/v1/list/customer?token=${token}`)).statusCode).toBe(404);
  });

  it('answers 404 for a made-up or malformed token and 400 without one; a deleted list’s link dies', async () => {
    const stranger = new Shopper(ctx.app);
    expect(
      (await stranger.call('GET', '/api/v1/list/customer?token=AAAAAAAAAAAAAAAAAAAAAA')).statusCode,
    ).toBe(404);
    expect((await stranger.call('GET', '/api/v1/list/customer?token=%27%20OR%201=1')).statusCode).toBe(404);
    expect((await stranger.call('GET', '/api/v1/list/customer')).statusCode).toBe(400);
    const owner = await member();
    const list = await newList(owner, 'Gone soon');
    const shared = listDetailSchema.parse(
      await ok(owner, 'POST', '/api/v1/account/sharing', { list_id: list.list.id }),
    );
    await ok(owner, 'DELETE', `/api/v1/list/lists/${list.list.id}`);
    const token = new URL(shared.list.share_url ?? '').searchParams.get('token');
    expect((await stranger.call('GET', `/api/v1/list/customer?token=${token}`)).statusCode).toBe(404);
  });
});

describe('Add all to cart', () => {
  it('adds every item in stock at its list quantity in one cart write, and names what was out of stock', async () => {
    const { sessionId, accountId } = await registerShopper(ctx.app);
    const shopper = new Shopper(ctx.app, sessionId);
    const list = await newList(shopper, 'Weekly', [
      [bars, 2],
      [water, 3],
      [kombucha, 1],
    ]);
    await shopper.add(bars, 1);
    await outOfStock(ctx.db, kombucha, async () => {
      const before = await cartVersion(ctx.db, accountId);
      const response = await shopper.call('POST', `/api/v1/list/lists/${list.list.id}/cart`);
      expect(response.statusCode, response.body).toBe(200);
      const answer = addAllAnswerSchema.parse(response.json());
      expect(answer.added).toEqual([
        { product_id: water, qty: 3 },
        { product_id: bars, qty: 2 },
      ]);
      expect(answer.skipped).toEqual([
        expect.objectContaining({
          product_id: kombucha,
          reason: 'out_of_stock',
          message: expect.stringMatching(/out of stock/),
        }),
      ]);
      // One write of the cart: all the lines or none (the cart's version moves once).
      expect(await cartVersion(ctx.db, accountId)).toBe(before + 1);
      const cart = await shopper.get();
      expect(
        linesOf(cart)
          .map((l) => [l.product_id, l.line_item_qty])
          .sort(),
      ).toEqual(
        [
          [bars, 3],
          [water, 3],
        ].sort(),
      );
      expect(answer.total_items_in_cart).toBe(cart.total_items_in_cart);
    });
  });

  it('adds nothing and says so when every item is out of stock', async () => {
    const shopper = await member();
    const list = await newList(shopper, 'Empty shelf', [[kombucha, 1]]);
    await outOfStock(ctx.db, kombucha, async () => {
      const answer = addAllAnswerSchema.parse(
        await ok(shopper, 'POST', `/api/v1/list/lists/${list.list.id}/cart`),
      );
      expect(answer).toMatchObject({ added: [], total_items_in_cart: 0 });
      expect(answer.skipped.map((s) => s.product_id)).toEqual([kombucha]);
      expect(linesOf(await shopper.get())).toEqual([]);
    });
  });
});
