import { randomUUID } from 'node:crypto';
import { sql } from '@pantry/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { queryRows } from '../../lib/sql.ts';
import { testConfig, useTestApp } from '../../test/helper.ts';
import { storeDay } from '../orders/index.ts';
import { addStaff, signInStaff } from '../staff/test-support.ts';

/**
 * The analytics reports (issue 26) over a known event set sent through POST /api/v1/collect by app servers whose
 * clocks stand on three store days: Feb 10, 2026 (noon, and 23:30 in San Francisco, already Feb 11 in UTC),
 * Feb 11 and Feb 12. The browsers' own timestamps are a month off on purpose: an event counts on the day the
 * store received it. Every expected figure below is counted by hand from the events sent.
 */

const t = useTestApp();

/** The instants the seeding servers' clocks stand at. */
const AT = {
  tenthNoon: '2026-02-10T20:00:00Z',
  tenthLate: '2026-02-11T07:30:00Z',
  eleventh: '2026-02-11T20:00:00Z',
  twelfth: '2026-02-12T20:00:00Z',
} as const;
type When = keyof typeof AT;
const servers = new Map<When, FastifyInstance>();

const visitor = Object.fromEntries(
  ['v1', 'v2', 'v3', 'v4', 'v5', 'v6', 'v7', 'v8'].map((name) => [name, randomUUID()]),
) as Record<string, string>;

let owner: { cookie: string };
let support: { cookie: string };
let catalogProducts: { id: number; title: string }[] = [];

type Sent = { event: string; properties?: Record<string, unknown>; event_id?: string };

async function send(when: When, who: string, events: Sent[]) {
  const app = servers.get(when)!;
  const answer = await app.inject({
    method: 'POST',
    url: '/api/v1/collect',
    payload: {
      url: '/p/some-product',
      anonymous_id: visitor[who],
      events: events.map((e) => ({
        event_id: e.event_id ?? randomUUID(),
        type: 'track',
        event: e.event,
        properties: e.properties ?? {},
        // The browser's clock is a month behind: it must not decide the day.
        timestamp: '2026-01-05T10:00:00.000Z',
      })),
    },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { stored: number; duplicates: number };
}

const viewed = (id: number | string) => ({ event: 'Product Viewed', properties: { product_id: id } });
const added = (id: number | string) => ({
  event: 'Product Added',
  properties: { product_id: id, quantity: 1 },
});
const checkoutStarted = { event: 'Checkout Started', properties: { cart_id: 7 } };
const searched = (query: string, resultType: string, results?: number) => ({
  event: 'Search Performed',
  properties: { query, result_type: resultType, ...(results === undefined ? {} : { results }) },
});
const ordered = (orderId: string, products: { product_id: number | string; quantity?: number }[]) => ({
  event: 'Order Completed',
  properties: { order_id: orderId, total: 20, products },
});

/** The event set; comments give each visitor's furthest funnel step that day. */
async function seed(p1: number, p2: number) {
  const p3 = 999_999; // A product the catalog does not have: its name comes from the event.
  const repeated = randomUUID();
  // Feb 10, noon.
  await send('tenthNoon', 'v1', [
    viewed(p1),
    viewed(p1),
    added(p1),
    checkoutStarted,
    ordered('o1', [{ product_id: p1, quantity: 2 }, { product_id: p2 }]),
  ]); // v1: ordered
  // The same order reported again with a new event id (a reload), and an event id sent twice.
  await send('tenthNoon', 'v1', [ordered('o1', [{ product_id: p1, quantity: 2 }, { product_id: p2 }])]);
  await send('tenthNoon', 'v2', [viewed(p1), viewed(p2), { ...added(p2), event_id: repeated }]); // v2: added
  expect(await send('tenthNoon', 'v2', [{ ...added(p2), event_id: repeated }])).toMatchObject({
    stored: 0,
    duplicates: 1,
  });
  await send('tenthNoon', 'v3', [added(p2)]); // v3: added from a card, no product page viewed
  await send('tenthNoon', 'v5', [searched('kombucha', 'direct', 0), searched('oat milk', 'direct', 3)]);
  await send('tenthNoon', 'v5', [searched('Kombucha', 'autocomplete', 0)]);
  // Feb 10, 23:30 in San Francisco: Feb 11 in UTC, still the store's Feb 10.
  await send('tenthLate', 'v4', [
    { event: 'Product Viewed', properties: { product_id: p3, name: 'Mystery Tea' } },
    searched('Seitan Jerky', 'autocomplete', 0),
  ]); // v4: viewed
  // Feb 11.
  await send('eleventh', 'v1', [viewed(p2)]); // v1 again, another day: viewed
  await send('eleventh', 'v6', [
    viewed(p3),
    added(p3),
    checkoutStarted,
    searched('kombucha', 'direct', 0),
    searched('quinoa', 'direct'),
  ]); // v6: checkout
  await send('eleventh', 'v7', [
    checkoutStarted,
    ordered('o2', [{ product_id: p3, quantity: 3 }]),
    searched('seitan jerky', 'popular', 0),
  ]); // v7: ordered
  // Feb 12: outside the range the tests ask for.
  await send('twelfth', 'v8', [
    viewed(p1),
    viewed(p1),
    viewed(p1),
    viewed(p1),
    ordered('o3', [{ product_id: p1, quantity: 9 }]),
    searched('tempeh', 'direct', 0),
  ]);
}

beforeAll(async () => {
  for (const [when, at] of Object.entries(AT) as [When, string][]) {
    const offset = (Date.parse(at) - Date.now()) / 1000;
    servers.set(when, await buildApp({ db: t.db, config: testConfig({ clockOffsetSeconds: offset }) }));
  }
  owner = await signInStaff(t.app, await addStaff(t.db, 'owner'));
  support = await signInStaff(t.app, await addStaff(t.db, 'support'));
  catalogProducts = await queryRows<{ id: number; title: string }>(
    t.db,
    sql`select id, title from products order by id limit 2`,
  );
  await seed(catalogProducts[0]!.id, catalogProducts[1]!.id);
});

afterAll(async () => {
  for (const app of servers.values()) await app.close();
});

function read(url: string, who = owner) {
  return t.app.inject({ url: `/api/admin/reports${url}`, headers: { cookie: who.cookie } });
}

async function report(url: string) {
  const answer = await read(url);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { from: string; to: string; rows: Record<string, string | number | null>[] };
}

const range = '?from=2026-02-10&to=2026-02-11';

describe('the shopper funnel by day', () => {
  it('counts each visitor once a day at the furthest step and the steps before, with conversions', async () => {
    const answer = await report(`/shopper-funnel${range}`);
    expect(answer.rows).toEqual([
      {
        day: '2026-02-10',
        viewed: 4,
        added: 3,
        checkout: 1,
        ordered: 1,
        added_rate: 75,
        checkout_rate: 33.3,
        ordered_rate: 100,
      },
      {
        day: '2026-02-11',
        viewed: 3,
        added: 2,
        checkout: 2,
        ordered: 1,
        added_rate: 66.7,
        checkout_rate: 100,
        ordered_rate: 50,
      },
    ]);
    const twelfth = await report('/shopper-funnel?from=2026-02-12&to=2026-02-13');
    expect(twelfth.rows.map((row) => [row.day, row.viewed, row.ordered, row.added_rate])).toEqual([
      ['2026-02-12', 1, 1, 100],
      ['2026-02-13', 0, 0, null],
    ]);
  });

  it('answers the same rows as CSV', async () => {
    const answer = await read(`/shopper-funnel.csv${range}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="pantry-shopper-funnel-2026-02-10-to-2026-02-11.csv"',
    );
    expect(answer.body.trim().split('\n')).toEqual([
      'day,viewed,added,checkout,ordered,added_rate,checkout_rate,ordered_rate',
      '2026-02-10,4,3,1,1,75,33.3,100',
      '2026-02-11,3,2,2,1,66.7,100,50',
    ]);
  });
});

describe('search terms with zero results', () => {
  it('lists the terms searched with no results, most searched first, with how they were searched', async () => {
    const answer = await report(`/search-zero-results${range}`);
    expect(answer.rows.map(({ last_searched, ...row }) => row)).toEqual([
      { term: 'kombucha', result_types: 'autocomplete, direct', searches: 3, visitors: 2 },
      { term: 'seitan jerky', result_types: 'autocomplete, popular', searches: 2, visitors: 2 },
    ]);
    expect(answer.rows.map((row) => storeDay(new Date(String(row.last_searched))))).toEqual([
      '2026-02-11',
      '2026-02-11',
    ]);
    const tenth = await report('/search-zero-results?from=2026-02-10&to=2026-02-10');
    expect(tenth.rows.map((row) => [row.term, row.searches, row.visitors, row.result_types])).toEqual([
      ['kombucha', 2, 1, 'autocomplete, direct'],
      ['seitan jerky', 1, 1, 'autocomplete'],
    ]);
    const csv = await read(`/search-zero-results.csv${range}`);
    expect(csv.body.split('\n')[0]).toBe('term,result_types,searches,visitors,last_searched');
    expect(csv.body).toContain('kombucha,"autocomplete, direct",3,2,');
  });
});

describe('top products viewed and bought', () => {
  it('ranks by views then units, counting a reported order once, names from the catalog', async () => {
    const [p1, p2] = catalogProducts;
    const answer = await report(`/top-products${range}`);
    expect(answer.rows).toEqual([
      { product_id: String(p1!.id), product: p1!.title, views: 3, viewers: 2, orders: 1, units: 2 },
      { product_id: '999999', product: 'mystery tea', views: 2, viewers: 2, orders: 1, units: 3 },
      { product_id: String(p2!.id), product: p2!.title, views: 2, viewers: 2, orders: 1, units: 1 },
    ]);
    const twelfth = await report('/top-products?from=2026-02-12&to=2026-02-12');
    expect(twelfth.rows).toEqual([
      { product_id: String(p1!.id), product: p1!.title, views: 4, viewers: 1, orders: 1, units: 9 },
    ]);
    const csv = await read(`/top-products.csv${range}`);
    expect(csv.body.split('\n').slice(0, 2)).toEqual([
      'product_id,product,views,viewers,orders,units',
      `${p1!.id},${p1!.title.includes(',') ? `"${p1!.title}"` : p1!.title},3,2,1,2`,
    ]);
  });
});

describe('the analytics reports’ refusals', () => {
  it('answers 400 for days that are no days, a backwards range or one too long', async () => {
    for (const name of ['shopper-funnel', 'search-zero-results', 'top-products']) {
      for (const query of [
        '?from=2026-02-30',
        '?from=2026-02-11&to=2026-02-10',
        '?from=2020-01-01&to=2026-01-01',
      ]) {
        const answer = await read(`/${name}${query}`);
        expect(answer.statusCode, `${name}${query}`).toBe(400);
        expect(answer.json().errors).toBeTruthy();
      }
      expect((await read(`/${name}.csv?to=tomorrow`)).statusCode).toBe(400);
    }
  });

  it('is for staff with reports.read only', async () => {
    expect((await read(`/shopper-funnel${range}`, support)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/admin/reports/top-products${range}` })).statusCode).toBe(401);
  });

  it('covers the last 30 store days by default, today included', async () => {
    const answer = await report('/shopper-funnel');
    expect(answer.rows).toHaveLength(30);
    expect(answer.to).toBe(storeDay(new Date()));
  });
});
