import { openTestDatabase } from '@pantry/db';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { getJson, testConfig, useTestApp } from '../../test/helper.ts';

/** Issue 23 §1: liveness, readiness and the pool's counts, for a load balancer and an operator. */

const t = useTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('health', () => {
  it('answers liveness 200, uncached', async () => {
    const { status, body, headers } = await getJson(t.app, '/health/live');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'live' });
    expect(headers['cache-control']).toBe('no-store');
  });

  it('answers readiness 200 while the database answers', async () => {
    const { status, body } = await getJson(t.app, '/health/ready');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ready' });
  });

  it("shows the database and, on PostgreSQL, its pool's counts with nothing held", async () => {
    const { status, body } = await getJson<{ database: { kind: string; pool: unknown } }>(t.app, '/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ready', database: { kind: onPostgres ? 'postgres' : 'pglite' } });
    if (onPostgres) {
      expect(body.database.pool).toEqual({
        max: 4,
        total: expect.any(Number),
        idle: expect.any(Number),
        waiting: 0,
      });
      const pool = body.database.pool as { total: number; idle: number };
      // The readiness query has given its connection back by the time the counts are read.
      expect(pool.idle).toBe(pool.total);
      expect(pool.total).toBeGreaterThan(0);
    } else {
      expect(body.database.pool).toBeNull();
    }
  });

  it('answers readiness 503, and liveness still 200, once the database is gone', async () => {
    const database = await openTestDatabase(inject('testTemplate'));
    const app = await buildApp({ db: database.db, config: testConfig() });
    try {
      expect((await app.inject('/health/ready')).statusCode).toBe(200);
      await database.close();
      const ready = await getJson(app, '/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: 'unavailable' });
      expect((await getJson(app, '/health')).body).toMatchObject({ status: 'unavailable' });
      expect((await app.inject('/health/live')).statusCode).toBe(200);
    } finally {
      // Its close hooks would write to the closed database: what they fail at is not this test's business.
      await app.close().catch(() => undefined);
    }
  });

  it('is documented under the health tag', async () => {
    const { body } = await getJson<{ paths: Record<string, { get?: { tags?: string[] } }> }>(
      t.app,
      '/api/docs/json',
    );
    for (const path of ['/health', '/health/live', '/health/ready'])
      expect(body.paths[path]?.get?.tags, path).toEqual(['health']);
  });
});
