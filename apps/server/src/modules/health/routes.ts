import { type Database, poolCounts, sql } from '@pantry/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** How long readiness waits for the database before it answers 503: less than a balancer's usual 5 s probe timeout. */
export const READY_TIMEOUT_MS = 2_000;

const liveSchema = z.object({ status: z.literal('live') });
const readySchema = z.object({ status: z.enum(['ready', 'unavailable']) });
const poolSchema = z
  .object({
    max: z.number().int().describe('connections the pool may open (DATABASE_POOL_SIZE)'),
    total: z.number().int().describe('connections open now'),
    idle: z.number().int().describe('open connections no request holds'),
    waiting: z.number().int().describe('requests waiting for a connection'),
  })
  .nullable()
  .describe('PostgreSQL only: null on embedded PGlite, which has one connection and no pool');
const healthSchema = readySchema.extend({
  database: z.object({ kind: z.enum(['postgres', 'pglite']), pool: poolSchema }),
  uptime_seconds: z.number().int(),
});

/** Answers whether the database runs a trivial query within READY_TIMEOUT_MS. Never throws. */
async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((done) => {
    timer = setTimeout(() => done(false), READY_TIMEOUT_MS);
  });
  const asked = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([asked, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/health/live`: 200 while the process serves (a balancer restarts the process when it stops answering).
 * `/health/ready`: 200 when the database answers, else 503 (a balancer sends no shoppers here meanwhile).
 * `/health`: readiness with the pool's counts, for an operator. None is cached, and probes log only warnings.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const probe = { logLevel: 'warn' as const };
  const started = Date.now();
  const kind = poolCounts(app.db) ? ('postgres' as const) : ('pglite' as const);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/health/live',
    {
      ...probe,
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 while the process serves requests',
        response: { 200: liveSchema },
      },
    },
    async () => ({ status: 'live' as const }),
  );

  app.get(
    '/health/ready',
    {
      ...probe,
      schema: {
        tags: ['health'],
        summary: 'Readiness: 200 when the database answers a query within 2 s, else 503',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const ready = await databaseAnswers(app.db);
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable' });
    },
  );

  app.get(
    '/health',
    {
      ...probe,
      schema: {
        tags: ['health'],
        summary: "Readiness (200 or 503) with the database's connection pool counts",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const ready = await databaseAnswers(app.db);
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'unavailable',
        // Read after the query, so a pool that gave its connections back shows them idle.
        database: { kind, pool: poolCounts(app.db) },
        uptime_seconds: Math.floor((Date.now() - started) / 1000),
      });
    },
  );
};
