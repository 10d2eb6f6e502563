import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { type Database, sql } from '@pantry/db';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../errors.ts';
import { queryRows } from '../lib/sql.ts';

/**
 * Per-address request limits at the edge, before any work: sign-in, code requests, registration, password reset,
 * the test gateway's card tokens and saving a card (card testing). They sit in front of the 24-hour blocks of
 * spec §8, which count failures, not requests. A person never reaches these; a script does.
 */
export const EDGE_LIMITS = {
  signIn: { max: 30, timeWindow: 60_000 },
  codeRequest: { max: 10, timeWindow: 60_000 },
  registration: { max: 20, timeWindow: 60_000 },
  passwordReset: { max: 10, timeWindow: 60_000 },
  cardToken: { max: 20, timeWindow: 60_000 },
  cardSave: { max: 10, timeWindow: 60_000 },
  /** The browser's error reports (POST /post-to-stdout): a page in a loop of failures cannot flood the log. */
  clientReport: { max: 20, timeWindow: 60_000 },
} as const;

export type EdgeLimit = keyof typeof EDGE_LIMITS;

export const TOO_MANY_REQUESTS = 'Too many requests from your address. Please wait a minute and try again.';

/** A route's `config` that puts it under one of the edge limits. */
export function edgeLimit(name: EdgeLimit): FastifyContextConfig {
  return { rateLimit: { ...EDGE_LIMITS[name] } };
}

/** Adds a hit to a key's window in one upsert, so every app server counts in the same row. */
async function hit(db: Database, key: string, timeWindow: number) {
  const now = new Date();
  const [row] = await queryRows<{ hits: number; resets_at: string | Date }>(
    db,
    sql`insert into rate_limit_hits as h (key, hits, resets_at)
        values (${key}, 1, ${new Date(now.getTime() + timeWindow).toISOString()}::timestamptz)
        on conflict (key) do update set
          hits = case when h.resets_at <= ${now.toISOString()}::timestamptz then 1 else h.hits + 1 end,
          resets_at = case when h.resets_at <= ${now.toISOString()}::timestamptz
                           then excluded.resets_at else h.resets_at end
        returning hits, resets_at`,
  );
  if (!row) throw new Error('rate_limit_hits upsert returned nothing');
  return { current: row.hits, ttl: Math.max(0, new Date(row.resets_at).getTime() - now.getTime()) };
}

/** @fastify/rate-limit's store interface over the rate_limit_hits table (PGlite or PostgreSQL). */
function databaseStore(db: Database) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    // The plugin constructs the store with its settings as the first argument; only children name a route.
    constructor(
      _settings?: unknown,
      private readonly prefix = 'edge:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      hit(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin hands the route's options under routeInfo (its typings say otherwise): one counter per route.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new DatabaseRateLimitStore(
        undefined,
        `edge:${String(route.method ?? '')}${String(route.url ?? '')}:`,
      );
    }
  };
}

/** Forgets windows that ended (a periodic job). */
export async function purgeEndedRateLimits(db: Database, now = new Date()): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where resets_at <= ${now.toISOString()}::timestamptz`);
}

/**
 * Registers the limits (RATE_LIMITS, on by default). Counts live in Redis with REDIS_URL, otherwise in the
 * database, so several app servers share them. The key is the client's address as Fastify reads it, which
 * follows X-Forwarded-For only as far as TRUST_PROXY allows.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  if (!app.config.rateLimits) return;
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ reason: error.message }, 'Redis for rate limits'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'pantry:edge:' } : { store: databaseStore(app.db) }),
    // A failing counter store must not stop shoppers signing in; the 24-hour blocks still hold.
    skipOnError: true,
    errorResponseBuilder: () => new AppError('too_many_requests', TOO_MANY_REQUESTS),
  });
}
