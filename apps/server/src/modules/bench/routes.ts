import { type Database, inArray, products, sql } from '@pantry/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wholeNumber } from '../../lib/schemas.ts';
import { queryRows } from '../../lib/sql.ts';

/**
 * Routes for `npm run bench` only, registered only with BENCH_ROUTES=true.
 * GET /api/bench/constant?bytes=N: a constant JSON body of about N bytes, built once per size. The
 * benchmark's ceiling: what this server answers when it does no work.
 * POST /api/bench/restock: puts a million units of each named product in stock, so the checkout figures measure
 * checkouts and not 'out of stock' answers. Through the server because embedded PGlite has one owner: the
 * benchmark cannot open its data folder while the server runs.
 * POST /api/bench/receipts: writes `count` order.placed events naming the store's orders in turn (each sends its
 * order confirmation again, as an autoship run's receipts would), for the mail figure (issue 23 §7): the benchmark
 * times how long the event dispatcher takes to hand them all to a local SMTP server.
 */
const bodies = new Map<number, string>();
const MAX_CACHED_SIZES = 64;

function constantBody(bytes: number): string {
  const cached = bodies.get(bytes);
  if (cached) return cached;
  const envelope = '{"success":true,"data":""}';
  const body = `{"success":true,"data":"${'x'.repeat(Math.max(0, bytes - envelope.length))}"}`;
  if (bodies.size < MAX_CACHED_SIZES) bodies.set(bytes, body);
  return body;
}

const BENCH_STOCK = 1_000_000;

export const benchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/bench/constant',
    {
      schema: {
        hide: true,
        querystring: z.object({ bytes: wholeNumber(0, 10_000_000).default(1024) }),
      },
    },
    (request, reply) => reply.type('application/json; charset=utf-8').send(constantBody(request.query.bytes)),
  );

  app.post(
    '/api/bench/restock',
    {
      schema: {
        hide: true,
        body: z.object({ product_ids: z.array(z.number().int().positive()).min(1).max(1000) }),
      },
    },
    async (request) => {
      const restocked = await db
        .update(products)
        .set({ stockQty: BENCH_STOCK })
        .where(inArray(products.id, request.body.product_ids))
        .returning({ id: products.id });
      return { success: true, restocked: restocked.length };
    },
  );

  app.post(
    '/api/bench/receipts',
    { schema: { hide: true, body: z.object({ count: z.number().int().min(1).max(100_000) }) } },
    async (request) => {
      const written = await queryRows<{ id: number }>(
        db,
        sql`WITH placed AS (
              SELECT id, increment_id, account_id, row_number() OVER (ORDER BY id) - 1 AS i, count(*) OVER () AS n
                FROM orders)
            INSERT INTO events (type, subject_id, payload)
            SELECT 'order.placed', p.id,
                   jsonb_build_object('order_id', p.id, 'increment_id', p.increment_id, 'account_id', p.account_id)
              FROM generate_series(0, ${request.body.count - 1}::int) g JOIN placed p ON p.i = g % p.n
            RETURNING id`,
      );
      return { success: true, written: written.length };
    },
  );
};
