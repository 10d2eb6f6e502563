import { eq, experimentExposures, experiments, sql } from '@pantry/db';
import { assignVariant } from '@pantry/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { getJson, testConfig, useTestApp } from '../../test/helper.ts';

const t = useTestApp();
/** A second app server on the same database: nothing the first one holds in memory is shared. */
let other: FastifyInstance;
beforeAll(async () => {
  other = await buildApp({ db: t.db, config: testConfig() });
});
afterAll(() => other.close());

type Answer = { success: true; experiments: Record<string, string> };

function ask(app: FastifyInstance, url: string, cookies: Record<string, string> = {}) {
  return getJson<Answer>(app, url, { cookies });
}

/** The seeded post-discount pricing experiment (migration 0037). */
const POST_DISCOUNT_HALF = {
  key: 'post_discount_pricing',
  variants: [
    { name: 'control', weight: 50 },
    { name: 'variation_1', weight: 50 },
  ],
};
const SEEDED = ['discovery_card_cta_placement', 'post_discount_pricing'];
const visitorIds = Array.from({ length: 16 }, (_, i) => `visitor-id-number-${String(i).padStart(4, '0')}`);

async function exposuresOf(visitorId: string) {
  return t.db
    .select({ key: experimentExposures.experimentKey, variant: experimentExposures.variant })
    .from(experimentExposures)
    .where(eq(experimentExposures.visitorId, visitorId))
    .orderBy(experimentExposures.experimentKey);
}

describe('GET /api/v1/experiments', () => {
  it("gives a new visitor an id cookie and the seeded experiments' variants, never cached", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/experiments' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const cookie = response.cookies.find((c) => c.name === 'pantry_visitor');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cookie?.httpOnly).toBe(true);
    const body = response.json() as Answer;
    expect(body.success).toBe(true);
    expect(Object.keys(body.experiments).sort()).toEqual(SEEDED);
    for (const variant of Object.values(body.experiments))
      expect(['control', 'variation_1']).toContain(variant);
  });

  it('answers one visitor the same variants on two app servers, as the domain buckets them', async () => {
    const seen = new Set<string>();
    for (const id of visitorIds) {
      const first = await ask(t.app, '/api/v1/experiments', { pantry_visitor: id });
      const second = await ask(other, '/api/v1/experiments', { pantry_visitor: id });
      expect(second.body).toEqual(first.body);
      const expected = assignVariant(POST_DISCOUNT_HALF, id);
      expect(first.body.experiments.post_discount_pricing).toBe(expected);
      seen.add(first.body.experiments.post_discount_pricing as string);
    }
    // Sixteen visitors at 50/50 land in both variants (the ids are fixed, so this cannot flake).
    expect([...seen].sort()).toEqual(['control', 'variation_1']);
  });

  it('logs one exposure per visitor and experiment, however many answers and servers', async () => {
    const id = 'exposure-visitor-0001';
    const { body } = await ask(t.app, '/api/v1/experiments', { pantry_visitor: id });
    await ask(other, '/api/v1/experiments', { pantry_visitor: id });
    await ask(t.app, '/api/v1/experiments', { pantry_visitor: id });
    expect(await exposuresOf(id)).toEqual(SEEDED.map((key) => ({ key, variant: body.experiments[key] })));
  });

  it('answers an empty map for disableExperiments and logs nothing', async () => {
    const id = 'disabled-visitor-0001';
    const { status, body } = await ask(t.app, '/api/v1/experiments?disableExperiments=true', {
      pantry_visitor: id,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, experiments: {} });
    expect(await exposuresOf(id)).toEqual([]);
  });

  it('answers a variant forced by the experiments JSON without logging it as an exposure', async () => {
    // A visitor the hash puts in control, so the answer's variation_1 can only come from the forced JSON.
    const visitor = Array.from({ length: 16 }, (_, i) => `forced-visitor-${String(i).padStart(4, '0')}`).find(
      (id) => assignVariant(POST_DISCOUNT_HALF, id) === 'control',
    ) as string;
    const forced = encodeURIComponent('{"post_discount_pricing":"variation_1"}');
    const { body } = await ask(t.app, `/api/v1/experiments?experiments=${forced}`, {
      pantry_visitor: visitor,
    });
    expect(body.experiments.post_discount_pricing).toBe('variation_1');
    expect((await exposuresOf(visitor)).map((e) => e.key)).toEqual(['discovery_card_cta_placement']);
  });

  it('refuses bad input with a 400 and a message', async () => {
    const bad = await ask(t.app, '/api/v1/experiments?experiments=%7Boops');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('experiments must be a JSON object');
    const flag = await ask(t.app, '/api/v1/experiments?disableExperiments=maybe');
    expect(flag.status).toBe(400);
    expect(JSON.stringify(flag.body)).toContain('disableExperiments must be true or false');
  });

  it('runs an experiment only for its audience (first-click utm medium) and never when switched off', async () => {
    await t.db.insert(experiments).values([
      { key: 'pla_landing', variants: [{ name: 'variation_1', weight: 1 }], audiences: ['pla'] },
      { key: 'switched_off', variants: [{ name: 'variation_1', weight: 1 }], enabled: false },
    ]);
    const direct = await ask(t.app, '/api/v1/experiments', { pantry_visitor: 'audience-visitor-001' });
    expect(direct.body.experiments.pla_landing).toBeUndefined();
    const pla = await ask(t.app, '/api/v1/experiments', {
      pantry_visitor: 'audience-visitor-002',
      pantry_utm_medium: 'google_pla',
    });
    expect(pla.body.experiments.pla_landing).toBe('variation_1');
    expect(pla.body.experiments.switched_off).toBeUndefined();
    await t.db.delete(experiments).where(eq(experiments.key, 'pla_landing'));
    await t.db.delete(experiments).where(eq(experiments.key, 'switched_off'));
  });

  it('replaces a malformed visitor cookie with a new id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/experiments',
      cookies: { pantry_visitor: 'bad id!' },
    });
    expect(response.cookies.find((c) => c.name === 'pantry_visitor')?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('is documented in the OpenAPI document with its two parameters', async () => {
    const { status, body } = await getJson<{
      paths: Record<string, { get?: { tags?: string[]; parameters?: { name: string }[] } }>;
    }>(t.app, '/api/docs/json');
    expect(status).toBe(200);
    const get = body.paths['/api/v1/experiments']?.get;
    expect(get?.tags).toEqual(['experiments']);
    expect(get?.parameters?.map((p) => p.name).sort()).toEqual(['disableExperiments', 'experiments']);
  });

  it('still answers the variants when the exposure log cannot be written', async () => {
    await t.db.execute(sql`ALTER TABLE experiment_exposures RENAME TO experiment_exposures_away`);
    try {
      const { status, body } = await ask(t.app, '/api/v1/experiments', {
        pantry_visitor: 'log-down-visitor-01',
      });
      expect(status).toBe(200);
      expect(Object.keys(body.experiments).sort()).toEqual(SEEDED);
    } finally {
      await t.db.execute(sql`ALTER TABLE experiment_exposures_away RENAME TO experiment_exposures`);
    }
  });
});
