import { randomUUID } from 'node:crypto';
import { sql } from '@pantry/db';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { registerShopper, withSession } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import {
  analyticsPartitionDays,
  ensureAnalyticsPartitions,
  runAnalyticsRetention,
  storeAnalyticsEvents,
  utcDay,
} from './index.ts';

/** POST /api/v1/collect (issue 26): the first-party event stream, on PGlite and PostgreSQL alike. */

type Event = { event_id?: string; type?: string; event?: string; properties?: unknown; timestamp?: string };

function event(fields: Event = {}) {
  return {
    event_id: randomUUID(),
    type: 'track',
    event: 'Product Viewed',
    timestamp: new Date().toISOString(),
    ...fields,
  };
}

function collect(
  app: FastifyInstance,
  events: unknown[],
  options: { visitor?: string; url?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/collect',
    payload: {
      url: options.url ?? '/c/frozen-food?sort=price',
      anonymous_id: options.visitor ?? randomUUID(),
      events,
    },
    headers: options.headers ?? {},
    remoteAddress: options.ip ?? '10.1.1.1',
  });
}

async function storedRows(app: FastifyInstance, ids: string[]) {
  return queryRows<Record<string, unknown>>(
    app.db,
    sql`select event_id, visitor_id, account_id, type, event, path, page_type, properties from analytics_events
        where event_id = any(${`{${ids.join(',')}}`}::uuid[]) order by occurred_at, event`,
  );
}

describe('POST /collect', () => {
  const ctx = useTestApp();

  it('stores a valid batch, cleaned by kind, with the visitor id, the page type and no account', async () => {
    const visitor = randomUUID();
    const events = [
      event({ type: 'page', event: undefined, timestamp: '2026-11-28T01:00:00.000Z' }),
      event({
        event: 'Product Added',
        properties: {
          product_id: 12,
          brand: 'ACME',
          price: 4.99,
          type_category: 'Frozen Meal',
          coupon_code: 'x',
        },
        timestamp: '2026-11-28T01:00:01.000Z',
      }),
      event({
        event: 'Search Performed',
        properties: { query: 'Oat Milk', result_type: 'Autocomplete', results: 0 },
        timestamp: '2026-11-28T01:00:02.000Z',
      }),
    ];
    const response = await collect(ctx.app, events, { visitor });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, stored: 3, duplicates: 0 });
    const rows = await storedRows(
      ctx.app,
      events.map((e) => e.event_id),
    );
    expect(rows).toEqual([
      {
        event_id: events[0]?.event_id,
        visitor_id: visitor,
        account_id: null,
        type: 'page',
        event: 'Page Viewed',
        path: '/c/frozen-food',
        page_type: 'category',
        properties: {},
      },
      expect.objectContaining({
        event: 'Product Added',
        properties: { product_id: 12, brand: 'acme', price: 4.99, type_category: 'frozen meal' },
      }),
      expect.objectContaining({
        event: 'Search Performed',
        properties: { query: 'oat milk', result_type: 'autocomplete', results: 0 },
      }),
    ]);
  });

  it('keeps the account id from the session, never one the body names', async () => {
    const { sessionId, accountId } = await registerShopper(ctx.app);
    const sent = event({ event: 'Login', properties: { method: 'Email', user_id: 999_999, account_id: 1 } });
    const response = await collect(ctx.app, [sent], { headers: withSession(sessionId) });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await storedRows(ctx.app, [sent.event_id]);
    expect(row).toMatchObject({ account_id: accountId, properties: { method: 'email' } });
  });

  it('accepts a repeated event id and stores it once, in one batch, in a later call and in parallel calls', async () => {
    const repeated = event({ event: 'Cart Viewed' });
    const first = await collect(ctx.app, [repeated, { ...repeated }, event()]);
    expect(first.json()).toEqual({ success: true, stored: 2, duplicates: 1 });
    const again = await collect(ctx.app, [repeated]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, stored: 0, duplicates: 1 });

    const raced = event({ event: 'Order Completed', properties: { order_id: 'r1', total: 10 } });
    const answers = await Promise.all(Array.from({ length: 8 }, () => collect(ctx.app, [raced])));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.reduce((sum, a) => sum + a.json().stored, 0)).toBe(1);
    expect(await storedRows(ctx.app, [repeated.event_id, raced.event_id])).toHaveLength(2);
  });

  it('refuses personal data with a 400 and stores nothing of the batch', async () => {
    const clean = event();
    for (const bad of [
      event({ event: 'Search Performed', properties: { query: 'ann@example.com' } }),
      event({ event: 'Registration', properties: { first_name: 'Ann' } }),
      event({ event: 'Login', properties: { email: 'someone' } }),
    ]) {
      const response = await collect(ctx.app, [clean, bad]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, reason: 'personal_data' });
      expect(response.json().errors).toContain('Personal data is not collected');
    }
    const inUrl = await collect(ctx.app, [clean], { url: '/search?q=ann@example.com' });
    expect(inUrl.statusCode).toBe(400);
    expect(await storedRows(ctx.app, [clean.event_id])).toEqual([]);
  });

  it('answers a clear 400 for an unknown event, a wrong value, a bad id or an empty batch', async () => {
    const unknown = await collect(ctx.app, [event({ event: 'Made Up' })]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toContain("unknown event 'Made Up'");
    const wrong = await collect(ctx.app, [event({ event: 'Product Added', properties: { price: 'free' } })]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toContain('events[0].properties.price');
    expect((await collect(ctx.app, [event({ event_id: 'not-a-uuid' })])).statusCode).toBe(400);
    expect((await collect(ctx.app, [])).statusCode).toBe(400);
    const noVisitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/collect',
      payload: { url: '/', events: [event()] },
    });
    expect(noVisitor.statusCode).toBe(400);
  });
});

describe('analytics retention', () => {
  const ctx = useTestApp();

  it('drops partitions past the retention, keeps the rest, and makes the coming days', async () => {
    const now = new Date('2027-03-10T12:00:00Z');
    const day = 86_400_000;
    await ensureAnalyticsPartitions(ctx.app.db, new Date(now.getTime() - 402 * day), 1);
    await ensureAnalyticsPartitions(ctx.app.db, new Date(now.getTime() - 400 * day), 0);
    const old = event();
    // An event received 401 days ago sits in its own day's partition.
    await storeAnalyticsEvents(
      ctx.app.db,
      {
        visitorId: randomUUID(),
        accountId: null,
        events: [
          {
            eventId: old.event_id,
            type: 'track',
            event: 'Product Viewed',
            properties: {},
            occurredAt: old.timestamp,
            path: '/',
            pageType: 'home',
          },
        ],
      },
      new Date(now.getTime() - 401 * day),
    );
    expect(await storedRows(ctx.app, [old.event_id])).toHaveLength(1);

    const dropped = await runAnalyticsRetention(ctx.app.db, now, 400);
    expect(dropped).toEqual([
      utcDay(new Date(now.getTime() - 402 * day)),
      utcDay(new Date(now.getTime() - 401 * day)),
    ]);
    expect(await storedRows(ctx.app, [old.event_id])).toEqual([]);
    const days = await analyticsPartitionDays(ctx.app.db);
    expect(days).toContain(utcDay(new Date(now.getTime() - 400 * day)));
    expect(days).toContain('2027-03-13');
    expect(await runAnalyticsRetention(ctx.app.db, now, 400)).toEqual([]);
  });
});

describe('an event id repeated across midnight', () => {
  const ctx = useTestApp();

  it('is skipped when the day before holds it', async () => {
    const sent = event();
    const clean = {
      eventId: sent.event_id,
      type: 'track' as const,
      event: 'Product Viewed' as const,
      properties: {},
      occurredAt: sent.timestamp,
      path: '/',
      pageType: 'home',
    };
    const input = { visitorId: randomUUID(), accountId: null, events: [clean] };
    const evening = new Date('2026-12-01T23:59:59Z');
    expect(await storeAnalyticsEvents(ctx.app.db, input, evening)).toEqual({ stored: 1, duplicates: 0 });
    const morning = new Date('2026-12-02T00:00:01Z');
    expect(await storeAnalyticsEvents(ctx.app.db, input, morning)).toEqual({ stored: 0, duplicates: 1 });
    expect(await storedRows(ctx.app, [sent.event_id])).toHaveLength(1);
  });
});

describe('POST /collect rate limits', () => {
  const ctx = useTestApp({
    rateLimits: true,
    analytics: { retentionDays: 400, collectPerMinute: { visitor: 3, address: 5 } },
  });

  it('answers 429 past the limit per visitor, and per address across visitors', async () => {
    const visitor = randomUUID();
    const byVisitor = [];
    for (let i = 0; i < 4; i += 1)
      byVisitor.push(await collect(ctx.app, [event()], { visitor, ip: '10.2.0.1' }));
    expect(byVisitor.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
    expect(byVisitor[3]?.json()).toMatchObject({ success: false, code: 'too_many_requests' });
    expect(byVisitor[3]?.headers['retry-after']).toBeDefined();
    // The same visitor from another address is still the same visitor.
    expect((await collect(ctx.app, [event()], { visitor, ip: '10.2.0.2' })).statusCode).toBe(429);

    const byAddress = [];
    for (let i = 0; i < 6; i += 1) byAddress.push(await collect(ctx.app, [event()], { ip: '10.3.0.1' }));
    expect(byAddress.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('GET /api/admin/analytics/events', () => {
  const ctx = useTestApp();
  const operator = { authorization: 'Bearer test-admin-token' };
  const read = (visitor: string, headers: Record<string, string> = operator) =>
    ctx.app.inject({ method: 'GET', url: `/api/admin/analytics/events?visitor_id=${visitor}`, headers });

  it("answers one visitor's events in the order they happened, and nobody else's", async () => {
    const visitor = randomUUID();
    const first = event({ event: 'Product Viewed', properties: { product_id: 7, name: 'Kale Chips' } });
    const second = event({
      event: 'Product Added',
      properties: { product_id: 7, quantity: 2 },
      timestamp: new Date(Date.now() + 1000).toISOString(),
    });
    expect((await collect(ctx.app, [second, first], { visitor, url: '/p/kale-chips' })).statusCode).toBe(200);
    expect((await collect(ctx.app, [event()], { url: '/p/other' })).statusCode).toBe(200);

    const answer = await read(visitor.toUpperCase());
    expect(answer.statusCode).toBe(200);
    expect(answer.json().events).toEqual([
      expect.objectContaining({
        event_id: first.event_id,
        event: 'Product Viewed',
        type: 'track',
        path: '/p/kale-chips',
        page_type: 'product',
        account_id: null,
        properties: { product_id: 7, name: 'kale chips' },
      }),
      expect.objectContaining({ event_id: second.event_id, event: 'Product Added' }),
    ]);
  });

  it('is for operators only, and asks for a visitor id', async () => {
    expect((await read(randomUUID(), {})).statusCode).toBe(401);
    expect((await read('not-a-uuid')).statusCode).toBe(400);
  });
});
