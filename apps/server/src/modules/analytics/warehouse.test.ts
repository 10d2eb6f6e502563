import { randomUUID } from 'node:crypto';
import { adminQuery, type Database, openDatabase, sql } from '@pantry/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { useTestApp } from '../../test/helper.ts';
import { exportAnalyticsEvents, openWarehouse, type Warehouse } from './index.ts';

/**
 * The analytics stream copied to a warehouse (issue 26, Scale) by configuration alone: on PGlite a second table
 * in a schema of its own in the store's database (ANALYTICS_WAREHOUSE_TABLE); on PostgreSQL a second database
 * reached through its own URL (ANALYTICS_WAREHOUSE_URL). Events arrive through POST /collect; the copier runs
 * twice at once, is killed between a batch's write and its cursor, and restarts: every event arrives once.
 */

const t = useTestApp();
const serverUrl = process.env.TEST_DATABASE_URL;
const warehouseDatabase = `pantry_warehouse_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
let opened: { warehouse: Warehouse; close: () => Promise<void> };

function warehouseUrl(): string | undefined {
  if (!serverUrl) return undefined;
  const url = new URL(serverUrl);
  url.pathname = `/${warehouseDatabase}`;
  return url.toString();
}

beforeAll(async () => {
  if (serverUrl) await adminQuery(serverUrl, `CREATE DATABASE ${warehouseDatabase}`);
  const url = warehouseUrl();
  const found = await openWarehouse(
    t.db,
    url ? { url, table: 'analytics.events' } : { table: 'warehouse.events' },
  );
  if (!found) throw new Error('no warehouse');
  opened = found;
});

afterAll(async () => {
  await opened?.close();
  if (serverUrl) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${warehouseDatabase} WITH (FORCE)`);
});

async function collect(app: FastifyInstance, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let sent = 0; sent < count; sent += 20) {
    const events = Array.from({ length: Math.min(20, count - sent) }, (_, i) => ({
      event_id: randomUUID(),
      type: 'track',
      event: 'Product Viewed',
      properties: { product_id: sent + i + 1 },
      timestamp: new Date().toISOString(),
    }));
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/collect',
      payload: { url: '/p/tea', anonymous_id: randomUUID(), events },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    ids.push(...events.map((e) => e.event_id));
  }
  return ids;
}

async function arrived(db: Database, table: string) {
  return queryRows<{ event_id: string; copies: number; product: number }>(
    db,
    sql`select event_id::text as event_id, count(*)::int as copies, min((properties->>'product_id')::int) as product
          from ${sql.raw(table)} group by event_id`,
  );
}

const soon = () => new Date(Date.now() + 1000);

describe('the analytics export to a warehouse', () => {
  it('copies every event once, with two copiers at once, a copier killed mid-batch, and a restart', async () => {
    const { warehouse } = opened;
    const first = await collect(t.app, 130);
    // Two copiers at once, in batches of 25: they queue on the cursor, and between them copy each event once.
    const [a, b] = await Promise.all([
      exportAnalyticsEvents(t.db, warehouse, { now: soon(), lagSeconds: 0, batchRows: 25 }),
      exportAnalyticsEvents(t.db, warehouse, { now: soon(), lagSeconds: 0, batchRows: 25 }),
    ]);
    expect(a.copied + b.copied).toBe(130);
    let rows = await arrived(warehouse.db, warehouse.table);
    expect(rows).toHaveLength(130);
    expect(rows.every((row) => row.copies === 1)).toBe(true);
    expect(new Set(rows.map((row) => row.event_id))).toEqual(new Set(first));

    // A copier dies in its third batch, after writing the rows and before moving the cursor.
    const second = await collect(t.app, 90);
    const killed = exportAnalyticsEvents(t.db, warehouse, {
      now: soon(),
      lagSeconds: 0,
      batchRows: 20,
      afterWrite: (batch) => {
        if (batch === 3) throw new Error('killed');
      },
    });
    await expect(killed).rejects.toThrow('killed');
    expect(await arrived(warehouse.db, warehouse.table)).toHaveLength(130 + 40);

    // Restarted (a new connection, as a new worker would open), it goes on from the durable cursor.
    const url = warehouseUrl();
    const restarted = url ? await openDatabase({ url, poolSize: 2 }) : null;
    try {
      const again = { ...warehouse, db: restarted?.db ?? warehouse.db };
      const resumed = await exportAnalyticsEvents(t.db, again, { now: soon(), lagSeconds: 0, batchRows: 20 });
      expect(resumed.copied).toBe(50);
      expect(await exportAnalyticsEvents(t.db, again, { now: soon(), lagSeconds: 0 })).toEqual({
        copied: 0,
        batches: 0,
      });
    } finally {
      await restarted?.close();
    }
    rows = await arrived(warehouse.db, warehouse.table);
    expect(rows).toHaveLength(220);
    expect(rows.every((row) => row.copies === 1)).toBe(true);
    expect(new Set(rows.map((row) => row.event_id))).toEqual(new Set([...first, ...second]));
    const [cursor] = await queryRows<{ copied: number }>(
      warehouse.db,
      sql`select copied::int as copied from ${sql.raw(warehouse.table.split('.')[0]!)}.analytics_export_cursor`,
    );
    expect(cursor?.copied).toBe(220);
  });

  it('leaves events younger than the lag for the next run', async () => {
    const { warehouse } = opened;
    const fresh = await collect(t.app, 5);
    const early = await exportAnalyticsEvents(t.db, warehouse, { now: new Date(), lagSeconds: 60 });
    expect(early.copied).toBe(0);
    const later = await exportAnalyticsEvents(t.db, warehouse, { now: new Date(Date.now() + 61_000) });
    expect(later.copied).toBe(5);
    const ids = new Set((await arrived(warehouse.db, warehouse.table)).map((row) => row.event_id));
    expect(fresh.every((id) => ids.has(id))).toBe(true);
  });

  it('refuses a same-database table that is the stream itself', async () => {
    await expect(openWarehouse(t.db, { table: 'analytics_events' })).rejects.toThrow(
      /names the stream itself/,
    );
    expect(await openWarehouse(t.db, {})).toBeNull();
  });
});
