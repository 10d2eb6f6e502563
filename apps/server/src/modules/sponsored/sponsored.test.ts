import { sql } from '@pantry/db';
import {
  type AdminPlacement,
  type ListingPage,
  type PlacementEdit,
  type ProductList,
  recordVersion,
} from '@pantry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { useTestApp } from '../../test/helper.ts';
import { productId } from '../cart/test-support.ts';
import { addStaff, signInStaff } from '../staff/test-support.ts';

/**
 * Issue 26, sponsored products and brand pages: placements kept by owner and merchandiser only, each change audited
 * with before and after; a placed product carrying `ads` at its position on its listing's or search's first page
 * (`brand_page_ads` on its brand page) and nowhere else; the track calls storing each event once.
 */

const t = useTestApp();
type Role = 'owner' | 'merchandiser' | 'support' | 'warehouse';
const cookies = {} as Record<Role, string>;
let coffee = 0;
let coffeeBrand = '';

beforeAll(async () => {
  for (const role of ['owner', 'merchandiser', 'support', 'warehouse'] as const)
    cookies[role] = (await signInStaff(t.app, await addStaff(t.db, role))).cookie;
  coffee = await productId(t.db, 'Organic Dark Roast Whole Bean Coffee');
  const [brand] = await queryRows<{ url_key: string }>(
    t.db,
    sql`SELECT b.url_key FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id = ${coffee}`,
  );
  coffeeBrand = brand!.url_key;
});

function call(role: Role, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/admin/sponsored${url}`,
    headers: { cookie: cookies[role] },
    ...(payload ? { payload } : {}),
  });
}

const form = (changes: Partial<PlacementEdit> = {}): PlacementEdit => ({
  slot: 'listing',
  slot_key: 'snacks',
  product_id: coffee,
  position: 2,
  starts_on: null,
  ends_on: null,
  active: true,
  ...changes,
});

async function place(changes: Partial<PlacementEdit>): Promise<AdminPlacement> {
  const made = await call('merchandiser', 'POST', '/placements', form(changes));
  expect(made.statusCode, made.body).toBe(201);
  return made.json();
}

async function get<T>(url: string): Promise<T> {
  const answer = await t.app.inject({ method: 'GET', url });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

type Entry = { action: string; before: Record<string, unknown> | null; after: Record<string, unknown> };
const auditOf = (id: number) =>
  queryRows<Entry>(
    t.db,
    sql`SELECT action, before, after FROM audit_log
         WHERE subject_type = 'sponsored_placement' AND subject_id = ${String(id)} ORDER BY id`,
  );

describe('placements in the console', () => {
  it('refuses support and warehouse on every call', async () => {
    for (const role of ['support', 'warehouse'] as const) {
      expect((await call(role, 'GET', '/placements')).statusCode).toBe(403);
      expect((await call(role, 'POST', '/placements', form())).statusCode).toBe(403);
      expect((await call(role, 'GET', '/placements/1')).statusCode).toBe(403);
      expect((await call(role, 'PATCH', '/placements/1', form())).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/sponsored/placements' })).statusCode).toBe(
      401,
    );
  });

  it('creates and edits a placement, one audit entry each with before and after, and lists it', async () => {
    const made = await place({ slot: 'search', slot_key: '  Audit   Term ', position: 3 });
    expect(made).toMatchObject({ slot: 'search', slot_key: 'audit term', position: 3, product_id: coffee });
    expect(made.object_tracking_id).toMatch(/^[0-9a-f-]{36}$/);
    const saved = await call('owner', 'PATCH', `/placements/${made.id}`, {
      ...form({ slot: 'search', slot_key: 'audit term', position: 5, active: false }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ position: 5, active: false });
    const entries = await auditOf(made.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'sponsored_placement.create',
      'sponsored_placement.update',
    ]);
    expect(entries[0]).toMatchObject({ before: null, after: { slot_key: 'audit term', position: 3 } });
    expect(entries[1]?.before).toMatchObject({ position: 3, active: true });
    expect(entries[1]?.after).toMatchObject({ position: 5, active: false });
    expect(entries[1]?.before).not.toHaveProperty('slot');
    const list = await call('support', 'GET', '/placements');
    expect(list.statusCode).toBe(403);
    const listed = (await call('owner', 'GET', '/placements')).json() as { placements: AdminPlacement[] };
    expect(listed.placements.find((p) => p.id === made.id)?.product_sku).toEqual(expect.any(String));
  });

  it('refuses unknown products, categories and brands, an end before the start, and an unknown id', async () => {
    const refused = async (payload: object, status = 400) => {
      const answer = await call('owner', 'POST', '/placements', payload);
      expect(answer.statusCode, answer.body).toBe(status);
      return answer.json().errors as string;
    };
    expect(await refused(form({ product_id: 999_999 }))).toMatch(/no product/);
    expect(await refused(form({ slot_key: 'no-such-category' }))).toMatch(/no category/);
    expect(await refused(form({ slot: 'brand', slot_key: 'no-such-brand' }))).toMatch(/no brand/);
    expect(await refused(form({ starts_on: '2026-12-02', ends_on: '2026-12-01' }))).toMatch(/end/);
    expect(await refused({ ...form(), position: 0 })).toMatch(/at least 1/);
    expect((await call('owner', 'PATCH', '/placements/999999', form())).statusCode).toBe(404);
    const [{ n }] = (await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE subject_type = 'sponsored_placement' AND action LIKE '%create'`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });
});

describe('ads on the listings', () => {
  it('puts a category slot’s product at its position on the first page only, with ads', async () => {
    const placement = await place({ slot: 'listing', slot_key: 'snacks', position: 2 });
    const first = await get<ListingPage>('/api/v1/category/url/snacks');
    const sponsored = first.products.filter((product) => product.ads);
    expect(sponsored).toHaveLength(1);
    expect(first.products[1]?.id).toBe(coffee);
    expect(first.products[1]?.ads).toEqual({
      object_tracking_id: placement.object_tracking_id,
      display_position: 2,
      product_id: coffee,
    });
    expect(first.products.filter((product) => product.id === coffee)).toHaveLength(1);
    const second = await get<ListingPage>('/api/v1/category/url/snacks?cur_page=2');
    expect(second.products.some((product) => product.ads)).toBe(false);
    const other = await get<ListingPage>('/api/v1/category/url/food');
    expect(other.products.some((product) => product.ads)).toBe(false);
  });

  it('puts a search term’s product on that search, in any case, and not on another', async () => {
    const placement = await place({ slot: 'search', slot_key: 'granola', position: 1 });
    const found = await get<ProductList>('/api/v1/search?q=Granola');
    expect(found.products[0]).toMatchObject({
      id: coffee,
      ads: { object_tracking_id: placement.object_tracking_id, display_position: 1, product_id: coffee },
    });
    const other = await get<ProductList>('/api/v1/products?q=tea');
    expect(other.products.some((product) => product.ads)).toBe(false);
  });

  it('marks a brand page’s placed product with brand_page_ads, and stops when switched off or out of dates', async () => {
    const placement = await place({ slot: 'brand', slot_key: coffeeBrand, position: 1 });
    const brand = await get<ListingPage>(`/api/v1/attribute-page/${coffeeBrand}`);
    expect(brand.products[0]).toMatchObject({
      id: coffee,
      brand_page_ads: { product_id: coffee },
      ads: null,
    });
    expect(brand.products.filter((product) => product.brand_page_ads)).toHaveLength(1);
    await call('owner', 'PATCH', `/placements/${placement.id}`, {
      ...form({ slot: 'brand', slot_key: coffeeBrand, position: 1, ends_on: '2020-01-01' }),
    });
    const ended = await get<ListingPage>(`/api/v1/attribute-page/${coffeeBrand}`);
    expect(ended.products.some((product) => product.brand_page_ads)).toBe(false);
  });
});

const sponsoredEvent = (event: string, pageView: string, productId = coffee, trackingId = 'track-1') => ({
  event,
  user_id: null,
  sent_at: new Date().toISOString(),
  data: {
    sponsored_product_data: {
      user_agent: 'test',
      object_tracking_id: trackingId,
      display_position: 2,
      product_id: productId,
      page_index: 1,
      record_version: recordVersion(false),
      page_view_id: pageView,
    },
  },
});

const track = (kind: 'sponsored_product' | 'brand_page', payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v1/track/${kind}`, payload: payload as object });

const stored = async (kind: string, view: string) =>
  queryRows<{ event: string }>(
    t.db,
    sql`SELECT event FROM ad_events WHERE kind = ${kind} AND view_id = ${view} ORDER BY event`,
  );

describe('the track calls', () => {
  it('stores each sponsored event once per product and page view, also when sent again', async () => {
    const batch = [
      sponsoredEvent('viewable_in_viewport', 'pv-a'),
      sponsoredEvent('1px_in_viewport', 'pv-a'),
      sponsoredEvent('viewable_in_viewport', 'pv-a'),
      sponsoredEvent('clicked', 'pv-a'),
    ];
    const first = await track('sponsored_product', batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, stored: 3 });
    const again = await track('sponsored_product', [...batch, sponsoredEvent('clicked', 'pv-b')]);
    expect(again.json()).toEqual({ success: true, stored: 1 });
    expect((await stored('sponsored_product', 'pv-a')).map((row) => row.event)).toEqual([
      '1px_in_viewport',
      'clicked',
      'viewable_in_viewport',
    ]);
    expect(await stored('sponsored_product', 'pv-b')).toHaveLength(1);
  });

  it('stores brand-page events: viewport once per serving and product, clicks per interaction', async () => {
    const bp = (event: string, interaction: string) => ({
      event,
      user_id: 12,
      trace_id: 'trace',
      sent_at: '2026-11-28T10:00:00Z',
      data: {
        brand_page_data: {
          platform: 'mobileWeb',
          brand_page_id: coffeeBrand,
          serving_id: 'serving-1',
          interaction_id: interaction,
          product_id: coffee,
        },
      },
    });
    const answer = await track('brand_page', [
      bp('viewable_in_viewport', 'i1'),
      bp('viewable_in_viewport', 'i2'),
      bp('clicked', 'i3'),
      bp('clicked', 'i4'),
    ]);
    expect(answer.json()).toEqual({ success: true, stored: 3 });
    expect(await stored('brand_page', 'serving-1')).toHaveLength(3);
  });

  it('answers 400 for bad events and stores none of the batch', async () => {
    const bad = [
      [],
      [{ ...sponsoredEvent('viewed', 'pv-bad') }],
      [sponsoredEvent('clicked', 'pv-bad'), { event: 'clicked' }],
      [{ ...sponsoredEvent('clicked', 'pv-bad'), sent_at: 'yesterday' }],
      { not: 'an array' },
      Array.from({ length: 101 }, (_, i) => sponsoredEvent('clicked', `pv-bad-${i}`)),
    ];
    for (const payload of bad) {
      const answer = await track('sponsored_product', payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    expect((await track('brand_page', [{ event: 'clicked', data: {} }])).statusCode).toBe(400);
    expect(await stored('sponsored_product', 'pv-bad')).toHaveLength(0);
  });
});

describe('the placement report', () => {
  it('counts impressions, clicks, CTR and adds once per page view for each placement, for sponsored.manage only', async () => {
    const placement = await place({ slot: 'search', slot_key: 'report term', position: 1 });
    const tracking = placement.object_tracking_id;
    const ev = (name: string, view: string) => sponsoredEvent(name, view, coffee, tracking);
    await track('sponsored_product', [
      ev('viewable_in_viewport', 'r1'),
      ev('clicked', 'r1'),
      ev('clicked', 'r1'),
      ev('added_to_cart', 'r1'),
      ev('viewable_in_viewport', 'r2'),
      ev('1px_in_viewport', 'r2'),
      ev('viewable_in_viewport', 'r3'),
      ev('viewable_in_viewport', 'r3'),
    ]);
    await track('sponsored_product', [ev('viewable_in_viewport', 'r1'), ev('clicked', 'r1')]);
    expect((await call('support', 'GET', '/report')).statusCode).toBe(403);
    const report = await call('merchandiser', 'GET', '/report');
    expect(report.statusCode, report.body).toBe(200);
    const row = (report.json() as { placements: { id: number }[] }).placements.find(
      (p) => p.id === placement.id,
    );
    expect(row).toMatchObject({
      impressions: 3,
      clicks: 1,
      ctr: 33.3,
      added_to_cart: 1,
      slot_key: 'report term',
    });
  });
});
