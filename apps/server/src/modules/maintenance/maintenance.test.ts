import { auditLog, desc, eq } from '@pantry/db';
import { MAINTENANCE_MESSAGE, type MaintenanceStatus } from '@pantry/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Config } from '../../config.ts';
import { testConfig, useTestApp } from '../../test/helper.ts';
import { addStaff, signInStaff } from '../staff/test-support.ts';
import { MAINTENANCE_ANSWER } from './routes.ts';

/**
 * Issue 26, maintenance: the owner's switch is a database row, so a second app server on the same database answers
 * the maintenance 500 too; /api/admin and the health probes stay up; the MAINTENANCE variable forces it on.
 */

const t = useTestApp();
const others: FastifyInstance[] = [];

/** Another app server on the test file's database, as behind a load balancer. */
async function anotherServer(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ db: t.db, config: testConfig(overrides) });
  others.push(app);
  return app;
}
afterAll(async () => {
  for (const app of others) await app.close();
});

let owner = '';
beforeAll(async () => {
  owner = (await signInStaff(t.app, await addStaff(t.db, 'owner'))).cookie;
});

function flip(cookie: string, payload: object, app = t.app) {
  return app.inject({ method: 'POST', url: '/api/admin/maintenance', headers: { cookie }, payload });
}
const storefront = (app: FastifyInstance, url = '/api/v1/store/config') => app.inject({ method: 'GET', url });

describe('the maintenance switch across two app servers', () => {
  it('is off at first: the storefront answers and the page’s poll says the store is up', async () => {
    expect((await storefront(t.app)).statusCode).toBe(200);
    const poll = await storefront(t.app, '/api/v1/maintenance');
    expect(poll.statusCode).toBe(200);
    expect(poll.json()).toEqual({ maintenance: false });
    expect(poll.headers['cache-control']).toBe('no-store');
  });

  it('turned on by the owner on one server, every storefront call on the other answers 500 with the flag', async () => {
    const second = await anotherServer();
    expect((await storefront(second)).statusCode).toBe(200);
    const on = await flip(owner, { enabled: true, note: 'Database upgrade' });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      maintenance: true,
      switch_on: true,
      environment_on: false,
      note: 'Database upgrade',
    });

    for (const request of [
      { method: 'GET' as const, url: '/api/v1/store/config' },
      { method: 'GET' as const, url: '/api/v1/maintenance' },
      { method: 'GET' as const, url: '/api/v1/no-such-call' },
      { method: 'POST' as const, url: '/api/v1/post-to-stdout', payload: { message: 'x' } },
    ]) {
      const answer = await second.inject(request);
      expect(answer.statusCode, request.url).toBe(500);
      expect(answer.json()).toEqual(MAINTENANCE_ANSWER);
      expect(answer.json()).toMatchObject({ maintenance: true, errors: MAINTENANCE_MESSAGE });
      expect(answer.headers['cache-control']).toBe('no-store');
    }

    // The console, the probes and the pages' own routes stay up.
    const status = await second.inject({
      method: 'GET',
      url: '/api/admin/maintenance',
      headers: { cookie: owner },
    });
    expect(status.statusCode).toBe(200);
    expect((status.json() as MaintenanceStatus).maintenance).toBe(true);
    expect(
      (await second.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: owner } })).statusCode,
    ).toBe(200);
    expect((await second.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    expect((await second.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);

    const off = await flip(owner, { enabled: false });
    expect(off.json()).toMatchObject({ maintenance: false, switch_on: false, note: null });
    expect((await storefront(second)).statusCode).toBe(200);
    expect((await storefront(second, '/api/v1/maintenance')).json()).toEqual({ maintenance: false });
  });

  it('writes one audit entry per flip, with the switch before and after', async () => {
    await flip(owner, { enabled: true, note: 'Deploy' });
    await flip(owner, { enabled: false });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectType, 'store_switch'))
      .orderBy(desc(auditLog.id))
      .limit(2);
    expect(entries.map((entry) => entry.action)).toEqual(['maintenance.off', 'maintenance.on']);
    expect(entries[1]).toMatchObject({
      subjectId: 'maintenance',
      actorKind: 'staff',
      before: { enabled: false, note: null },
      after: { enabled: true, note: 'Deploy' },
    });
    expect(entries[0]).toMatchObject({
      before: { enabled: true, note: 'Deploy' },
      after: { enabled: false, note: null },
    });
  });

  it('a server keeps its read of the switch for MAINTENANCE_CACHE_MS, then sees the flip', async () => {
    const cached = await anotherServer({ maintenanceCacheMs: 1500 });
    expect((await storefront(cached)).statusCode).toBe(200);
    await flip(owner, { enabled: true });
    expect((await storefront(cached)).statusCode).toBe(200);
    await new Promise((done) => setTimeout(done, 1600));
    expect((await storefront(cached)).statusCode).toBe(500);
    await flip(owner, { enabled: false });
  });

  it('the deploy’s MAINTENANCE variable turns it on for its server whatever the console says', async () => {
    const deploying = await anotherServer({ maintenance: true });
    const answer = await storefront(deploying);
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual(MAINTENANCE_ANSWER);
    expect((await storefront(t.app)).statusCode).toBe(200);
    const status = await deploying.inject({
      method: 'GET',
      url: '/api/admin/maintenance',
      headers: { cookie: owner },
    });
    expect(status.json()).toMatchObject({ maintenance: true, switch_on: false, environment_on: true });
  });
});

describe('who may flip it', () => {
  it('refuses every role but the owner (403), and a signed-out caller (401)', async () => {
    for (const role of ['merchandiser', 'support', 'warehouse'] as const) {
      const cookie = (await signInStaff(t.app, await addStaff(t.db, role))).cookie;
      expect((await flip(cookie, { enabled: true })).statusCode, role).toBe(403);
      const read = await t.app.inject({ method: 'GET', url: '/api/admin/maintenance', headers: { cookie } });
      expect(read.statusCode, role).toBe(403);
    }
    expect((await flip('', { enabled: true })).statusCode).toBe(401);
    expect((await storefront(t.app)).statusCode).toBe(200);
  });

  it('refuses a body that is not a switch with a 400', async () => {
    expect((await flip(owner, { enabled: 'maybe' })).statusCode).toBe(400);
    expect((await flip(owner, { enabled: true, note: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await storefront(t.app)).statusCode).toBe(200);
  });
});
