import { and, attributeValues, eq, inArray, productAttributeValues, products, sql } from '@pantry/db';
import type { CartLineInput } from '@pantry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { registerShopper, withSession } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { orderableProducts, placeTestOrder } from '../orders/test-support.ts';
import { evaluateRecommender, recommendFor, recomputeCooccurrence, rewriteCooccurrence } from './index.ts';

const t = useTestApp();

type Shopper = { accountId: number; email: string; headers: { cookie?: string } };

async function shopper(): Promise<Shopper> {
  const { accountId, email, sessionId } = await registerShopper(t.app);
  return { accountId, email, headers: withSession(sessionId) };
}

/** In-stock simple products, as order lines, by id; `deals` picks products on sale or earning Thrive Cash. */
function lines(count: number, deals = false): Promise<CartLineInput[]> {
  return orderableProducts(
    t,
    count,
    sql`${products.isAvailable}
        AND NOT EXISTS (SELECT 1 FROM product_badges pb JOIN badges b ON b.id = pb.badge_id
                         WHERE pb.product_id = ${products.id} AND b.text = 'Back Soon')
        AND ${
          deals
            ? sql`${products.facetValueIds} && ARRAY(SELECT id FROM facet_values WHERE facet = 'deals' AND value IN ('sale', 'thrive-cash'))`
            : sql`NOT (${products.facetValueIds} && ARRAY(SELECT id FROM facet_values WHERE facet = 'deals'))`
        }`,
  );
}

async function order(accountId: number, basket: CartLineInput[]) {
  await placeTestOrder(t.app, accountId, {
    lines: basket.map((line, i) => ({ ...line, line_item_id: i + 1 })),
  });
}

async function get(url: string, who?: Shopper) {
  return t.app.inject({ url, headers: who?.headers ?? {} });
}

const ids = (answer: { json: () => { product_ids: number[] } }) => answer.json().product_ids;

/** A diet url key that `withDiet` carries and `without` does not. */
async function dietOnlyOf(withDiet: number, without: number): Promise<string | null> {
  const rows = await t.db
    .select({ productId: productAttributeValues.productId, key: attributeValues.urlKey })
    .from(productAttributeValues)
    .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.attributeValueId))
    .where(
      and(
        eq(attributeValues.family, 'diets'),
        inArray(productAttributeValues.productId, [withDiet, without]),
      ),
    );
  const of = (id: number) => new Set(rows.filter((r) => r.productId === id).map((r) => r.key));
  return [...of(withDiet)].find((key) => !of(without).has(key)) ?? null;
}

let base: CartLineInput;
let partners: CartLineInput[];
let deals: CartLineInput[];
let buyer: Shopper;
/** The buyer's other product, bought with `base`. */
let alsoBought: CartLineInput;
let others: Shopper[];

beforeAll(async () => {
  const plain = await lines(12);
  deals = await lines(4, true);
  base = plain[0]!;
  partners = plain.slice(1, 8);
  // Other households buy `base` with partners[0] often, partners[1] less; and `base` with deals[0].
  others = [await shopper(), await shopper(), await shopper()];
  for (const other of others) {
    await order(other.accountId, [base, partners[0]!, deals[0]!]);
    await order(other.accountId, [base, partners[0]!]);
    await order(other.accountId, [base, partners[1]!]);
    await order(other.accountId, [partners[5]!, partners[6]!]);
  }
  buyer = await shopper();
  alsoBought = plain[11]!;
  await order(buyer.accountId, [base, alsoBought]);
  await recomputeCooccurrence(t.db);
});

describe('recommendation routes', () => {
  it('need a signed-in shopper for Recommended and Deals for you (401); /ds/recommend serves visitors', async () => {
    for (const url of ['/api/v1/account/recommended', '/api/v1/account/deals-for-you']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(401);
      expect(answer.json()).toMatchObject({ success: false, errors: 'Auth is required' });
    }
    const visitor = await get('/api/v1/ds/recommend?limit=5');
    expect(visitor.statusCode).toBe(200);
    expect(ids(visitor)).toHaveLength(5);
    // A visitor gets the best sellers: `base` is in the most orders.
    expect(ids(visitor)[0]).toBe(base.product_id);
  });

  it('refuse bad input with a 400 naming the field', async () => {
    for (const query of [
      'limit=0',
      'limit=abc',
      `limit=49`,
      'product_id=abc',
      'product_id=0',
      'diet=Not%20A%20Key',
    ]) {
      const answer = await get(`/api/v1/ds/recommend?${query}`, buyer);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().success).toBe(false);
    }
    expect((await get('/api/v1/account/recommended?limit=-1', buyer)).statusCode).toBe(400);
    expect((await get('/api/v1/account/deals-for-you?limit=x', buyer)).statusCode).toBe(400);
  });
});

describe('GET /account/recommended', () => {
  it('blends the shopper’s history with what other orders bought with it, the strongest pair first', async () => {
    const answer = await get('/api/v1/account/recommended?limit=10', buyer);
    expect(answer.statusCode).toBe(200);
    const ranked = ids(answer);
    expect(answer.json().products.map((p: { id: number }) => p.id)).toEqual(ranked);
    expect(ranked).toContain(partners[0]!.product_id);
    expect(ranked.indexOf(partners[0]!.product_id)).toBeLessThan(ranked.indexOf(partners[1]!.product_id));
    // Products bought only with unrelated ones come after what goes with the shopper's own.
    expect(ranked.indexOf(partners[0]!.product_id)).toBeLessThan(
      ranked.includes(partners[5]!.product_id) ? ranked.indexOf(partners[5]!.product_id) : ranked.length,
    );
  });

  it('with new_only=1 (My aisle) leaves out what the shopper already bought, keeping what goes with it', async () => {
    const blended = ids(await get('/api/v1/account/recommended?limit=10', buyer));
    expect(blended).toContain(base.product_id);
    const answer = await get('/api/v1/account/recommended?limit=10&new_only=1', buyer);
    expect(answer.statusCode).toBe(200);
    const fresh = ids(answer);
    expect(fresh).not.toContain(base.product_id);
    expect(fresh).not.toContain(alsoBought.product_id);
    expect(fresh[0]).toBe(partners[0]!.product_id);
    expect((await get('/api/v1/account/recommended?new_only=yes', buyer)).statusCode).toBe(400);
  });

  it('leaves out never-items, and out-of-stock products', async () => {
    const never = partners[0]!.product_id;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/account/neverlist?id=${never}`,
      headers: buyer.headers,
    });
    await t.db.update(products).set({ stockQty: 0 }).where(eq(products.id, partners[1]!.product_id));
    try {
      const ranked = ids(await get('/api/v1/account/recommended?limit=48', buyer));
      expect(ranked).not.toContain(never);
      expect(ranked).not.toContain(partners[1]!.product_id);
      expect(await recommendFor(t.db, buyer.accountId, { limit: 48 })).not.toContain(never);
    } finally {
      await t.db.update(products).set({ stockQty: 50 }).where(eq(products.id, partners[1]!.product_id));
      await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/account/neverlist?id=${never}`,
        headers: buyer.headers,
      });
    }
  });

  it('boosts products of the shopper’s preferred diet', async () => {
    // Two partners bought with `base` equally often; the one of the preferred diet moves ahead.
    const [a, b] = [partners[2]!, partners[3]!];
    const fresh = [await shopper(), await shopper()];
    for (const other of fresh) {
      await order(other.accountId, [base, a]);
      await order(other.accountId, [base, b]);
    }
    // The hourly job's rewrite, vacuum included (VACUUM runs on both databases, outside any transaction).
    await rewriteCooccurrence(t.db);
    const diet =
      (await dietOnlyOf(b.product_id, a.product_id)) ?? (await dietOnlyOf(a.product_id, b.product_id));
    expect(diet).not.toBeNull();
    const favoured = (await dietOnlyOf(b.product_id, a.product_id)) ? b : a;
    const other = favoured === a ? b : a;
    const fan = await shopper();
    await order(fan.accountId, [base]);
    const before = await recommendFor(t.db, fan.accountId, { limit: 48 });
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/preferences',
      headers: fan.headers,
      payload: { preferred_diet: [diet] },
    });
    const after = ids(await get('/api/v1/account/recommended?limit=48', fan));
    expect(after.indexOf(favoured.product_id)).toBeLessThan(after.indexOf(other.product_id));
    expect(after.indexOf(favoured.product_id)).toBeLessThanOrEqual(before.indexOf(favoured.product_id));
    // The quiz's diets boost the same way without being saved.
    const asked = await recommendFor(t.db, fan.accountId, {
      limit: 48,
      diets: [diet!],
      excludeProductIds: [base.product_id],
    });
    expect(asked).not.toContain(base.product_id);
    expect(asked.indexOf(favoured.product_id)).toBeLessThan(asked.indexOf(other.product_id));
  });
});

describe('GET /ds/recommend', () => {
  it('answers what is bought together with the named products, leaving those out', async () => {
    const answer = await get(`/api/v1/ds/recommend?product_id[]=${base.product_id}&limit=3`);
    expect(answer.statusCode).toBe(200);
    expect(ids(answer)).not.toContain(base.product_id);
    expect(ids(answer)[0]).toBe(partners[0]!.product_id);
  });
});

describe('GET /account/deals-for-you', () => {
  it('lists only products on sale or earning Thrive Cash, those bought with the shopper’s first', async () => {
    const answer = await get('/api/v1/account/deals-for-you?limit=48', buyer);
    expect(answer.statusCode).toBe(200);
    const ranked = ids(answer);
    expect(ranked[0]).toBe(deals[0]!.product_id);
    const dealIds = new Set(
      (
        await t.db
          .select({ id: products.id })
          .from(products)
          .where(
            sql`${products.facetValueIds} && ARRAY(SELECT id FROM facet_values WHERE facet = 'deals' AND value IN ('sale', 'thrive-cash'))`,
          )
      ).map((r) => r.id),
    );
    for (const id of ranked) expect(dealIds.has(id), String(id)).toBe(true);
    for (const product of answer.json().products)
      expect(
        product.thrive_cash !== null ||
          product.temporary_price_reduction.length > 0 ||
          product.price < product.msrp,
      ).toBe(true);
  });

  it('leaves out never-items', async () => {
    const never = deals[0]!.product_id;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/account/neverlist?id=${never}`,
      headers: buyer.headers,
    });
    expect(ids(await get('/api/v1/account/deals-for-you?limit=48', buyer))).not.toContain(never);
  });
});

describe('the recommendations.cooccurrence job', () => {
  it('is one of the store’s periodic tasks and fills the table from the orders', async () => {
    await t.db.execute(sql`DELETE FROM product_cooccurrence`);
    const ran = await t.app.scheduler.runDue();
    expect(ran).toContain('recommendations.cooccurrence');
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM product_cooccurrence`,
    );
    expect(row!.n).toBeGreaterThan(0);
  });

  it('takes turns when rewrites race (two servers, or the job and start-up), and both succeed', async () => {
    const before = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM product_cooccurrence`,
    );
    const results = await Promise.all(Array.from({ length: 4 }, () => recomputeCooccurrence(t.db)));
    for (const result of results) expect(result.pairs).toBe(before[0]!.n);
  });
});

describe('the offline measure', () => {
  it('hides each shopper’s last order, measures hit rate at k against most popular, and changes nothing', async () => {
    const [before] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM product_cooccurrence`,
    );
    const figures = await evaluateRecommender(
      t.db,
      others.map((o) => o.email),
      10,
    );
    expect(figures).toMatchObject({ shoppers: 3, k: 10, hidden_orders: 3 });
    for (const rate of [
      figures.hit_rate,
      figures.baseline_hit_rate,
      figures.recall,
      figures.baseline_recall,
    ]) {
      expect(rate).toBeGreaterThanOrEqual(0);
      expect(rate).toBeLessThanOrEqual(1);
    }
    // Each last order holds two products no visible order holds: nothing can find them, and nothing leaks.
    expect(figures.hit_rate).toBe(0);
    expect(figures.baseline_hit_rate).toBe(0);
    const [after] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM product_cooccurrence`,
    );
    expect(after!.n).toBe(before!.n);
  });
});
