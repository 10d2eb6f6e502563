import { favoritesSchema, listProductsSchema } from '@pantry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { productId, Shopper, visitor } from '../cart/test-support.ts';

const ctx = useTestApp();
let bars = 0;
let water = 0;

beforeAll(async () => {
  bars = await productId(ctx.db, 'Wild Blueberry Oat Bars');
  water = await productId(ctx.db, 'Sparkling Grapefruit Water');
});

async function member(): Promise<Shopper> {
  const { sessionId } = await registerShopper(ctx.app);
  return new Shopper(ctx.app, sessionId);
}

async function favorites(shopper: Shopper, method: 'GET' | 'POST' | 'DELETE', id?: number) {
  const response = await shopper.call(method, `/api/v1/account/wishlist${id ? `?id=${id}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return favoritesSchema.parse(response.json());
}

describe('POST and DELETE /account/wishlist', () => {
  it('hearts products newest first and answers the favorites', async () => {
    const shopper = await member();
    await favorites(shopper, 'POST', bars);
    const after = await favorites(shopper, 'POST', water);
    expect(after.items).toEqual([water, bars]);
    expect(after.total).toBe(2);
    expect(after.list_item_data.map((d) => d.product_id)).toEqual([water, bars]);
    expect(Date.parse(after.list_item_data[0]?.added_at ?? '')).not.toBeNaN();
    expect((await favorites(shopper, 'GET')).items).toEqual([water, bars]);
  });

  it('is idempotent both ways', async () => {
    const shopper = await member();
    await favorites(shopper, 'POST', bars);
    expect((await favorites(shopper, 'POST', bars)).items).toEqual([bars]);
    expect((await favorites(shopper, 'DELETE', bars)).items).toEqual([]);
    expect((await favorites(shopper, 'DELETE', bars)).items).toEqual([]);
  });

  it('takes the id from a form body as well', async () => {
    const shopper = await member();
    const response = await shopper.call('POST', '/api/v1/account/wishlist', { id: String(water) }, 'form');
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([water]);
  });

  it('keeps each shopper’s favorites apart', async () => {
    const one = await member();
    const two = await member();
    await favorites(one, 'POST', bars);
    expect((await favorites(two, 'GET')).items).toEqual([]);
  });

  it('answers 401 to a shopper who is not signed in', async () => {
    const guest = await visitor(ctx.app);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await guest.call(method, `/api/v1/account/wishlist?id=${bars}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'unauthorized' });
    }
  });

  it('answers 404 for a product that does not exist, and 400 for a missing or bad id', async () => {
    const shopper = await member();
    const unknown = await shopper.call('POST', '/api/v1/account/wishlist?id=99999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toBe('No product with id 99999999');
    expect((await shopper.call('DELETE', '/api/v1/account/wishlist?id=99999999')).statusCode).toBe(404);
    const missing = await shopper.call('POST', '/api/v1/account/wishlist');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatch(/id/);
    expect((await shopper.call('POST', '/api/v1/account/wishlist?id=abc')).statusCode).toBe(400);
    expect((await shopper.call('POST', '/api/v1/account/wishlist?id=-3')).statusCode).toBe(400);
  });

  it('lists the favorites as products, a page at a time', async () => {
    const shopper = await member();
    await favorites(shopper, 'POST', bars);
    await favorites(shopper, 'POST', water);
    const response = await shopper.call('GET', '/api/v1/account/wishlist/products?cur_page=2&page_size=1');
    expect(response.statusCode).toBe(200);
    const page = listProductsSchema.parse(response.json());
    expect(page).toMatchObject({ count: 2, cur_page: 2, page_size: 1 });
    expect(page.products.map((p) => p.id)).toEqual([bars]);
    expect((await shopper.call('GET', '/api/v1/account/wishlist/products?page_size=0')).statusCode).toBe(400);
  });
});

describe('GET /list', () => {
  it('names saved for later for a visitor, and favorites and named lists for a signed-in shopper', async () => {
    const guest = await visitor(ctx.app);
    expect((await guest.call('GET', '/api/v1/list')).json().lists.map((l: { key: string }) => l.key)).toEqual(
      ['save_for_later'],
    );
    const shopper = await member();
    await favorites(shopper, 'POST', bars);
    const made = await shopper.call('POST', '/api/v1/list/lists', { name: 'Weekly shop' });
    const listId = made.json().list.id;
    const index = await shopper.call('GET', '/api/v1/list');
    expect(index.headers['cache-control']).toBe('private, no-store');
    expect(index.json().lists).toEqual([
      expect.objectContaining({ key: 'save_for_later', count: 0 }),
      { key: 'favorites', title: 'Favorites', count: 1, url: '/api/v1/account/wishlist/products' },
      { key: `list-${listId}`, title: 'Weekly shop', count: 0, url: `/api/v1/list/lists/${listId}` },
    ]);
    const one = await shopper.call('GET', '/api/v1/list?filter[list]=favorites');
    expect(one.json().lists.map((l: { key: string }) => l.key)).toEqual(['favorites']);
  });
});
