import { attributeValues, brands, eq, inArray, productAttributeValues, products, sql } from '@pantry/db';
import type { BrandDirectory, ValueDirectory } from '@pantry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { useGiven } from '../../test/given.ts';
import { getJson, useTestApp } from '../../test/helper.ts';

/** Issue 26: GET /api/v1/brands and /values answer the catalog's brands and values with their available products. */

const t = useTestApp();
const given = useGiven(t);

let ids: number[] = [];
beforeAll(async () => {
  ids = [(await given.product()).id, (await given.product()).id, (await given.product()).id];
  const [brand] = await t.db
    .insert(brands)
    .values({ urlKey: 'aaa-directory-test', name: 'AAA Directory Test' })
    .returning({ id: brands.id });
  await t.db.insert(brands).values({ urlKey: 'aab-empty-brand', name: 'aab Empty Brand' });
  // Three products of the new brand, one of them unavailable: it counts two.
  await t.db.update(products).set({ brandId: brand!.id }).where(inArray(products.id, ids));
  await t.db.update(products).set({ isAvailable: false }).where(eq(products.id, ids[2]!));
  const [value] = await t.db
    .insert(attributeValues)
    .values({
      family: 'diets',
      urlKey: 'directory-test-diet',
      label: 'Directory Test Diet',
      position: 10_000,
    })
    .returning({ id: attributeValues.id });
  await t.db
    .insert(productAttributeValues)
    .values(ids.map((productId) => ({ productId, attributeValueId: value!.id })));
});

describe('GET /api/v1/brands', () => {
  it('lists every brand by name with its page and its available products counted', async () => {
    const { status, body } = await getJson<BrandDirectory>(t.app, '/api/v1/brands');
    expect(status).toBe(200);
    expect(body.brands.slice(0, 2)).toEqual([
      {
        name: 'AAA Directory Test',
        url_key: 'aaa-directory-test',
        url: '/brand/aaa-directory-test',
        product_count: 2,
      },
      {
        name: 'aab Empty Brand',
        url_key: 'aab-empty-brand',
        url: '/brand/aab-empty-brand',
        product_count: 0,
      },
    ]);
    const [total] = await queryRows<{ brands: number; available: number }>(
      t.db,
      sql`SELECT (SELECT count(*) FROM brands)::int AS brands,
                 (SELECT count(*) FROM products WHERE is_available)::int AS available`,
    );
    expect(body.brands).toHaveLength(total!.brands);
    expect(body.brands.reduce((sum, brand) => sum + brand.product_count, 0)).toBe(total!.available);
  });
});

describe('GET /api/v1/values', () => {
  it('lists the values family by family with their pages and available products', async () => {
    const { status, body } = await getJson<ValueDirectory>(t.app, '/api/v1/values');
    expect(status).toBe(200);
    expect(body.values.find((value) => value.url_key === 'directory-test-diet')).toEqual({
      family: 'diets',
      label: 'Directory Test Diet',
      url_key: 'directory-test-diet',
      url: '/diets/directory-test-diet',
      product_count: 2,
    });
    const families = body.values.map((value) => value.family);
    expect(families).toEqual([...families].sort((a, b) => order(a) - order(b)));
    const [total] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM attribute_values`,
    );
    expect(body.values).toHaveLength(total!.n);
  });

  it('answers one family when asked, and refuses an unknown one with a 400', async () => {
    const { body } = await getJson<ValueDirectory>(t.app, '/api/v1/values?family=diets');
    expect(body.values.length).toBeGreaterThan(0);
    expect(new Set(body.values.map((value) => value.family))).toEqual(new Set(['diets']));
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/values?family=colors' })).statusCode).toBe(400);
  });
});

function order(family: string): number {
  return ['diets', 'certifications', 'concerns', 'ingredients', 'social'].indexOf(family);
}
