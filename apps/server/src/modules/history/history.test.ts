import { eq, products, recentlyViewed, sql } from '@pantry/db';
import {
  type CartLineInput,
  type PurchasedList,
  RECENTLY_VIEWED_LIMIT,
  type RecentlyViewedList,
  storeYear,
} from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { intArray, queryRows } from '../../lib/sql.ts';
import { withSession } from '../../test/accounts.ts';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';

const t = useTestApp();
const given = useGiven(t);

function get(url: string, sessionId?: string) {
  return t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: withSession(sessionId) });
}

function view(productId: unknown, sessionId?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/account/recently-viewed',
    headers: { ...withSession(sessionId), 'content-type': 'application/x-www-form-urlencoded' },
    payload: `product_id=${encodeURIComponent(String(productId))}`,
  });
}

/** In-stock simple products (no gifts, restrictions or quantity rules), optionally carrying an attribute value. */
async function orderable(count: number, skip = 0, value?: string): Promise<CartLineInput[]> {
  const rows = await queryRows<{
    id: number;
    box_type: string;
    price_cents: number;
    msrp_cents: number;
  }>(
    t.db,
    sql`SELECT p.id, p.box_type, p.price_cents, p.msrp_cents FROM products p
         WHERE p.product_type = 'simple' AND p.tc_product_type IS NULL AND p.restriction_tag_id IS NULL
           AND p.sold_as_fresh IS NULL AND p.stock_qty > 10 AND p.is_available
           AND coalesce(p.min_order_qty, 1) <= 1
           AND (${value ?? null}::text IS NULL OR EXISTS (
             SELECT 1 FROM product_attribute_values pav JOIN attribute_values av ON av.id = pav.attribute_value_id
              WHERE pav.product_id = p.id AND av.family || '/' || av.url_key = ${value ?? null}::text))
         ORDER BY p.id LIMIT ${count}::int OFFSET ${skip}::int`,
  );
  if (rows.length < count)
    throw new Error(`only ${rows.length} orderable products${value ? ` with ${value}` : ''}`);
  return rows.map((row, index) => ({
    line_item_id: index + 1,
    product_id: row.id,
    box_type: row.box_type,
    sold_as_fresh: null,
    qty: 1,
    price_cents: row.price_cents,
    msrp_cents: row.msrp_cents,
    product_type: 'simple',
  }));
}

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe('signed out', () => {
  it("answers 401 'Auth is required' on every history call", async () => {
    for (const url of [
      '/account/purchased',
      '/account/purchased/ids',
      '/account/recently-viewed',
      '/account/your-impact',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({
        success: false,
        errors: 'Auth is required',
        code: 'unauthorized',
      });
    }
    const posted = await view(1);
    expect(posted.statusCode).toBe(401);
  });
});

describe('Buy It Again', () => {
  it('lists the products of past orders, most often bought first, then most recent; canceled and free lines left out', async () => {
    const member = await given.member();
    const [a, b, c, d, e, free] = await orderable(6, 40);
    const line = (l: CartLineInput | undefined, qty = 1) => ({ ...l!, qty });
    await given.order({ member, lines: [line(a), line(c)], placedAt: daysAgo(30), status: 'delivered' });
    await given.order({
      member,
      lines: [line(a), line(c), line(d)],
      placedAt: daysAgo(20),
      status: 'shipped',
    });
    await given.order({ member, lines: [line(a, 4), line(b)], placedAt: daysAgo(10) });
    const fiveDaysAgo = daysAgo(5);
    await given.order({ member, lines: [line(b)], placedAt: fiveDaysAgo });
    // A canceled order counts for nothing, even with more of a and b.
    await given.order({
      member,
      lines: [line(e), line(a), line(b)],
      placedAt: daysAgo(2),
      status: 'canceled',
    });
    // A free gift came along but was not chosen.
    await given.order({
      member,
      lines: [line(d), { ...line(free), tc_product_type: 'GWP', line_item_id: 99 }],
      placedAt: daysAgo(40),
    });
    // Someone else's orders are theirs.
    await given.order({ lines: [line(e)] });

    const response = await get('/account/purchased', member.sessionId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const list = response.json() as PurchasedList;
    // a: 3 orders; b: 2 (newest 5 days ago); c: 2 (newest 20 days ago); d: 2 (newest 20 days ago, 40 days ago too).
    // c and d tie on both counts and date: the lower product id first.
    const tied = [c!.product_id, d!.product_id].sort((x, y) => x - y);
    expect(list.products.map((p) => p.id)).toEqual([a!.product_id, b!.product_id, ...tied]);
    expect(list.count).toBe(4);
    expect(list.purchases.map((p) => p.order_count)).toEqual([3, 2, 2, 2]);
    expect(list.purchases[1]?.last_ordered_at).toBe(fiveDaysAgo.toISOString());
    // The catalog's card shape.
    expect(list.products[0]).toMatchObject({
      id: a!.product_id,
      url_key: expect.any(String),
      price: expect.any(Number),
    });

    const ids = await get('/account/purchased/ids', member.sessionId);
    expect(ids.statusCode).toBe(200);
    expect(ids.json()).toEqual({ items: list.products.map((p) => p.id) });

    const second = (
      await get('/account/purchased?cur_page=2&page_size=3', member.sessionId)
    ).json() as PurchasedList;
    expect(second).toMatchObject({ count: 4, cur_page: 2, page_size: 3 });
    expect(second.products.map((p) => p.id)).toEqual([tied[1]]);
  });

  it('is empty for a shopper without orders, and refuses a bad page with a 400', async () => {
    const member = await given.member();
    expect((await get('/account/purchased', member.sessionId)).json()).toMatchObject({
      products: [],
      purchases: [],
      count: 0,
      cur_page: 1,
      page_size: 24,
    });
    expect((await get('/account/purchased/ids', member.sessionId)).json()).toEqual({ items: [] });
    const bad = await get('/account/purchased?page_size=5000', member.sessionId);
    expect(bad.statusCode).toBe(400);
  });
});

describe('Recently Viewed', () => {
  it('lists viewed product pages newest first; viewing again moves a product to the top', async () => {
    const member = await given.member();
    const [x, y, z] = await orderable(3, 60);
    for (const product of [x, y, z, x]) {
      const response = await view(product!.product_id, member.sessionId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      // Views a few milliseconds apart, so each has its own time.
      await new Promise((done) => setTimeout(done, 5));
    }
    const response = await get('/account/recently-viewed', member.sessionId);
    expect(response.statusCode).toBe(200);
    const list = response.json() as RecentlyViewedList;
    expect(list.products.map((p) => p.id)).toEqual([x!.product_id, z!.product_id, y!.product_id]);
    expect(list.views.map((v) => v.product_id)).toEqual(list.products.map((p) => p.id));
    expect(list.count).toBe(3);
  });

  it(`keeps at most ${RECENTLY_VIEWED_LIMIT} per shopper, dropping the oldest`, async () => {
    const member = await given.member();
    const other = await given.member();
    const ids = (await t.db.select({ id: products.id }).from(products).orderBy(products.id).limit(55)).map(
      (r) => r.id,
    );
    const start = Date.now() - 60 * 60 * 1000;
    for (const [i, id] of ids.entries())
      await t.app.history.recordView(member.accountId, id, new Date(start + i * 1000));
    await t.app.history.recordView(other.accountId, ids[0]!, new Date(start));
    const kept = await t.db
      .select()
      .from(recentlyViewed)
      .where(eq(recentlyViewed.accountId, member.accountId));
    expect(kept).toHaveLength(RECENTLY_VIEWED_LIMIT);
    const list = (await get('/account/recently-viewed', member.sessionId)).json() as RecentlyViewedList;
    expect(list.products.map((p) => p.id)).toEqual(ids.slice(-RECENTLY_VIEWED_LIMIT).reverse());
    // Another shopper's views are theirs, and untouched by this shopper's trim.
    expect(
      (await get('/account/recently-viewed', other.sessionId))
        .json()
        .products.map((p: { id: number }) => p.id),
    ).toEqual([ids[0]]);
    // Viewing again one of the 50 keeps 50 and drops nothing else.
    await t.app.history.recordView(member.accountId, ids[10]!, new Date(start + 100_000));
    const again = (await get('/account/recently-viewed', member.sessionId)).json() as RecentlyViewedList;
    expect(again.count).toBe(RECENTLY_VIEWED_LIMIT);
    expect(again.products[0]?.id).toBe(ids[10]);
  });

  it('answers 404 for an unknown product and 400 for a product id that is no id', async () => {
    const member = await given.member();
    const unknown = await view(2_000_000_000, member.sessionId);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'not_found' });
    for (const bad of ['abc', '0', '-3'])
      expect((await view(bad, member.sessionId)).statusCode, bad).toBe(400);
  });
});

describe('Your impact', () => {
  it('sums savings, Thrive Cash and value items from the shopper’s own orders, canceled ones left out', async () => {
    const member = await given.member();
    const organic = await orderable(2, 0, 'certifications/usda-organic');
    const [plain] = await orderable(1, 80);
    const lines = [
      { ...organic[0]!, qty: 2 },
      { ...organic[1]!, qty: 1, line_item_id: 2 },
      { ...plain!, qty: 3, line_item_id: 3 },
    ];
    const longAgo = new Date(Date.UTC(storeYear(new Date()) - 2, 5, 15));
    await given.order({ member, lines, status: 'delivered' });
    await given.order({ member, lines: [{ ...organic[0]!, qty: 1 }], placedAt: longAgo, status: 'closed' });
    await given.order({ member, lines: [{ ...organic[1]!, qty: 7 }], status: 'canceled' });

    const saved = (l: CartLineInput) => Math.max(0, l.msrp_cents - l.price_cents) * l.qty;
    const thisYear = lines.reduce((sum, l) => sum + saved(l), 0);
    const earlier = saved({ ...organic[0]!, qty: 1 });

    const response = await get('/account/your-impact', member.sessionId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const impact = response.json();
    expect(impact.year).toBe(storeYear(new Date()));
    expect(impact.orders).toEqual({ this_year: 1, lifetime: 2 });
    expect(impact.savings.this_year).toEqual({
      list_price: thisYear / 100,
      free_items: 0,
      coupons: 0,
      total: thisYear / 100,
    });
    expect(impact.savings.lifetime.total).toBe((thisYear + earlier) / 100);
    expect(impact.groups.find((g: { key: string }) => g.key === 'organic')).toEqual({
      key: 'organic',
      label: 'Organic',
      items: 4,
      products: 2,
    });
    const usdaOrganic = impact.values.find(
      (v: { value: string }) => v.value === 'certifications/usda-organic',
    );
    expect(usdaOrganic).toMatchObject({
      label: 'USDA Organic',
      url: '/certifications/usda-organic',
      items: 4,
    });

    // Every value listed is one the ordered products carry.
    const [carried] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(DISTINCT av.id)::int AS n FROM product_attribute_values pav
            JOIN attribute_values av ON av.id = pav.attribute_value_id
           WHERE pav.product_id = ANY(${intArray(lines.map((l) => l.product_id))})
             AND av.family IN ('certifications', 'social')`,
    );
    expect(impact.values).toHaveLength(carried!.n);
  });

  it('is all zeros for a shopper without orders', async () => {
    const member = await given.member();
    const impact = (await get('/account/your-impact', member.sessionId)).json();
    expect(impact.orders).toEqual({ this_year: 0, lifetime: 0 });
    expect(impact.savings.lifetime.total).toBe(0);
    expect(impact.values).toEqual([]);
    expect(impact.groups.every((g: { items: number }) => g.items === 0)).toBe(true);
  });
});
