import { randomInt } from 'node:crypto';
import { openTestDatabase, rateLimitHits } from '@pantry/db';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { uniqueEmail } from '../test/accounts.ts';
import { testConfig } from '../test/helper.ts';
import { EDGE_LIMITS, purgeEndedRateLimits, TOO_MANY_REQUESTS } from './rate-limits.ts';

/** Per-address limits at the edge, with their counts in the database or in Redis, shared by app servers. */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CODE_LIMIT = EDGE_LIMITS.codeRequest.max;

/** An address no earlier run used: Redis keeps its counts for a minute across test runs. */
const freshIp = () => `10.${randomInt(100, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`;

function askForCode(app: FastifyInstance, ip: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/otp',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ email: uniqueEmail() }).toString(),
    remoteAddress: ip,
  });
}

/** Two app servers on one database, as behind a load balancer. */
function twoServers(overrides: Partial<Config>) {
  const servers: FastifyInstance[] = [];
  let close = async () => {};
  beforeAll(async () => {
    const database = await openTestDatabase();
    const config = testConfig({ rateLimits: true, ...overrides });
    servers.push(await buildApp({ db: database.db, config }), await buildApp({ db: database.db, config }));
    close = async () => {
      for (const server of servers) await server.close();
      await database.close();
    };
  });
  afterAll(() => close());
  return servers;
}

function statuses(answers: { statusCode: number }[]) {
  return answers.map((answer) => answer.statusCode).sort();
}

describe('edge limits counted in the database', () => {
  const servers = twoServers({});

  it('answers 429 past the limit to parallel requests from one address, split over two servers', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: CODE_LIMIT + 5 }, (_, i) => askForCode(servers[i % 2] as FastifyInstance, ip)),
    );
    expect(statuses(answers)).toEqual([...Array(CODE_LIMIT).fill(200), ...Array(5).fill(429)]);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toMatchObject({
      success: false,
      code: 'too_many_requests',
      errors: TOO_MANY_REQUESTS,
    });
    expect(refused?.headers['retry-after']).toBeDefined();
    // Another address is not held back.
    expect((await askForCode(servers[0] as FastifyInstance, freshIp())).statusCode).toBe(200);
  });

  it('forgets windows that ended (the hourly job)', async () => {
    const server = servers[0] as FastifyInstance;
    const ip = freshIp();
    await askForCode(server, ip);
    const count = async () =>
      (await server.db.select().from(rateLimitHits)).filter((row) => row.key.endsWith(ip)).length;
    expect(await count()).toBe(1);
    await purgeEndedRateLimits(server.db, new Date(Date.now() + 30_000));
    expect(await count()).toBe(1);
    await purgeEndedRateLimits(server.db, new Date(Date.now() + EDGE_LIMITS.codeRequest.timeWindow + 1_000));
    expect(await count()).toBe(0);
  });

  it('ignores X-Forwarded-For while TRUST_PROXY is off', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: CODE_LIMIT + 1 }, () =>
        askForCode(servers[0] as FastifyInstance, ip, { 'x-forwarded-for': freshIp() }),
      ),
    );
    expect(statuses(answers).filter((status) => status === 429)).toHaveLength(1);
  });
});

describe('edge limits behind a trusted proxy', () => {
  const servers = twoServers({ trustProxy: true });

  it("counts each shopper's forwarded address, not the balancer's", async () => {
    const balancer = freshIp();
    const shopper = freshIp();
    const others = await Promise.all(
      Array.from({ length: CODE_LIMIT + 5 }, () =>
        askForCode(servers[0] as FastifyInstance, balancer, { 'x-forwarded-for': freshIp() }),
      ),
    );
    expect(statuses(others).every((status) => status === 200)).toBe(true);
    const same = await Promise.all(
      Array.from({ length: CODE_LIMIT + 1 }, () =>
        askForCode(servers[1] as FastifyInstance, balancer, { 'x-forwarded-for': shopper }),
      ),
    );
    expect(statuses(same).filter((status) => status === 429)).toHaveLength(1);
  });
});

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisUp = await redisAnswers();

describe.skipIf(!redisUp)('edge limits counted in Redis (REDIS_URL)', () => {
  const servers = twoServers({ redisUrl: REDIS_URL });

  it('shares one count between two servers', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: CODE_LIMIT + 3 }, (_, i) => askForCode(servers[i % 2] as FastifyInstance, ip)),
    );
    expect(statuses(answers)).toEqual([...Array(CODE_LIMIT).fill(200), ...Array(3).fill(429)]);
    const redis = new Redis(REDIS_URL);
    try {
      const [key] = await redis.keys(`pantry:edge:*${ip}`);
      expect(Number(await redis.get(key ?? 'missing'))).toBe(CODE_LIMIT + 3);
    } finally {
      redis.disconnect();
    }
  });
});
