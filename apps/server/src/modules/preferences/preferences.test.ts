import { asc, attributeValues, eq, products } from '@pantry/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerShopper, withSession } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';

const t = useTestApp();
const form = { 'content-type': 'application/x-www-form-urlencoded' };

let shopper: { cookie?: string };
let diets: string[];
let values: string[];

beforeAll(async () => {
  shopper = withSession((await registerShopper(t.app)).sessionId);
  const rows = await t.db
    .select({ family: attributeValues.family, key: attributeValues.urlKey })
    .from(attributeValues)
    .orderBy(asc(attributeValues.position));
  diets = rows.filter((r) => r.family === 'diets').map((r) => r.key);
  values = rows.filter((r) => r.family === 'social').map((r) => r.key);
});

describe('preferences routes', () => {
  it('need a signed-in shopper (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/preferences'],
      ['PUT', '/api/v1/preferences'],
      ['GET', '/api/v1/account/neverlist'],
      ['POST', '/api/v1/account/neverlist?id=1'],
      ['DELETE', '/api/v1/account/neverlist?id=1'],
    ] as const) {
      const answer = await t.app.inject({ method, url });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
      expect(answer.json()).toMatchObject({ success: false, errors: 'Auth is required' });
    }
  });
});

describe('GET /preferences', () => {
  it('offers the catalog’s diets and values, and answers none chosen at first', async () => {
    const answer = await t.app.inject({ url: '/api/v1/preferences?uuid=abc', headers: shopper });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.preferences.diets.map((o: { key: string }) => o.key).sort()).toEqual([...diets].sort());
    expect(body.preferences.diets[0]).toMatchObject({ family: 'diets', label: expect.any(String) });
    expect(body.preferences.values.map((o: { key: string }) => o.key)).toEqual(
      expect.arrayContaining(values),
    );
    expect(body.user_preferences).toEqual({ diets: [], values: [] });
    expect(body.data).toEqual({ preferred_diet: [] });
  });
});

describe('PUT /preferences', () => {
  it('keeps the chosen diets (form-encoded lists) and values, a list left out unchanged', async () => {
    const [first, second] = diets;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/preferences',
      headers: { ...shopper, ...form },
      payload: `preferred_diet[]=${first}&preferred_diet[]=${second}&values[]=${values[0]}`,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.preferred_diet).toEqual([first, second]);
    const json = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/preferences',
      headers: shopper,
      payload: { preferred_diet: [second] },
    });
    expect(json.json().user_preferences).toEqual({ diets: [second], values: [values[0]] });
    const read = await t.app.inject({ url: '/api/v1/preferences', headers: shopper });
    expect(read.json().data.preferred_diet).toEqual([second]);
  });

  it('clears a list sent empty', async () => {
    const cleared = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/preferences',
      headers: { ...shopper, ...form },
      payload: 'preferred_diet=',
    });
    expect(cleared.json().user_preferences.diets).toEqual([]);
  });

  it('refuses a key the store does not offer, or one in the wrong family, naming it (400)', async () => {
    for (const payload of [
      `preferred_diet[]=not-a-diet`,
      `values[]=${diets[0]}`,
      'preferred_diet=Bad Key!',
    ]) {
      const answer = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/preferences',
        headers: { ...shopper, ...form },
        payload,
      });
      expect(answer.statusCode, payload).toBe(400);
      expect(answer.json().success).toBe(false);
    }
    const named = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/preferences',
      headers: { ...shopper, ...form },
      payload: 'preferred_diet[]=not-a-diet',
    });
    expect(named.json().errors).toContain('not-a-diet');
  });
});

describe('never-items', () => {
  it('adds a product once, lists it with its card, and removes it', async () => {
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.id))
      .limit(1);
    const id = product!.id;
    for (let i = 0; i < 2; i++) {
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/v1/account/neverlist?id=${id}`,
        headers: shopper,
      });
      expect(added.statusCode).toBe(200);
      expect(added.json().items).toEqual([id]);
    }
    const list = await t.app.inject({ url: '/api/v1/account/neverlist', headers: shopper });
    expect(list.json()).toMatchObject({ success: true, items: [id], products: [{ id }] });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/account/neverlist?id=${id}`,
      headers: shopper,
    });
    expect(removed.json()).toMatchObject({ items: [], products: [] });
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/neverlist?id=99999999',
      headers: shopper,
    });
    expect(unknown.statusCode).toBe(404);
    for (const query of ['id=abc', 'id=0', '']) {
      const bad = await t.app.inject({
        method: 'POST',
        url: `/api/v1/account/neverlist?${query}`,
        headers: shopper,
      });
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it('are the shopper’s own: another shopper’s list stays empty', async () => {
    const [product] = await t.db.select({ id: products.id }).from(products).where(eq(products.id, 2));
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/account/neverlist?id=${product!.id}`,
      headers: shopper,
    });
    const other = withSession((await registerShopper(t.app)).sessionId);
    const list = await t.app.inject({ url: '/api/v1/account/neverlist', headers: other });
    expect(list.json().items).toEqual([]);
  });
});
