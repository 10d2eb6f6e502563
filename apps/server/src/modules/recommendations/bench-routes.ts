import { type Database, sql } from '@pantry/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryRows } from '../../lib/sql.ts';
import { vacuumCooccurrence } from './cooccurrence.ts';
import { evaluateRecommender } from './evaluate.ts';

/**
 * BENCH_ROUTES only, through the server because embedded PGlite has one owner.
 * POST /api/bench/recommender: the hit rate at k of the recommender and of the best-seller baseline, each named
 * shopper's last order hidden (evaluate.ts).
 * POST /api/bench/order-history: gives the account `to` a history of `orders` closed orders, copied in turn from the
 * orders of `from` (their items as bought), for the figure of /account/recommended for a shopper with 200 orders.
 */
export const recommenderBenchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/bench/recommender',
    {
      schema: {
        hide: true,
        body: z.object({
          emails: z.array(z.string().max(200)).min(1).max(1000),
          k: z.number().int().min(1).max(100).default(10),
        }),
      },
    },
    async (request) => {
      const figures = await evaluateRecommender(db, request.body.emails, request.body.k);
      // The evaluation's rewrites were rolled back and left dead rows behind: cleared before anything is timed.
      await vacuumCooccurrence(db);
      return { success: true, ...figures };
    },
  );

  app.post(
    '/api/bench/order-history',
    {
      schema: {
        hide: true,
        body: z.object({
          from: z.string().max(200),
          to: z.string().max(200),
          orders: z.number().int().min(1).max(10_000),
        }),
      },
    },
    async (request) => {
      const { from, to, orders } = request.body;
      const [written] = await queryRows<{ n: number }>(
        db,
        sql`WITH src AS (
              SELECT o.*, row_number() OVER (ORDER BY o.placed_at, o.id) - 1 AS i, count(*) OVER () AS n
                FROM orders o JOIN accounts a ON a.id = o.account_id
               WHERE a.email = ${from} AND o.status <> 'canceled'),
            made AS (
              INSERT INTO orders (increment_id, account_id, idempotency_key, status, subtotal_cents, grand_total_cents,
                                  totals, shipping_address, placed_at, updated_at)
              SELECT nextval('order_increment_seq')::text, t.id, 'bench-history:' || g, 'closed', s.subtotal_cents,
                     s.grand_total_cents, s.totals, s.shipping_address, now() - g * interval '2 days', now()
                FROM generate_series(0, ${orders - 1}::int) g
                JOIN src s ON s.i = g % s.n
               CROSS JOIN (SELECT id FROM accounts WHERE email = ${to}) t
              ON CONFLICT (account_id, idempotency_key) DO NOTHING
              RETURNING id, idempotency_key),
            items AS (
              INSERT INTO order_items (order_id, product_id, sku, title, image, url_key, qty, price_cents, msrp_cents,
                                       row_total_cents, discount_cents, box_type, is_free, product_type)
              SELECT m.id, oi.product_id, oi.sku, oi.title, oi.image, oi.url_key, oi.qty, oi.price_cents,
                     oi.msrp_cents, oi.row_total_cents, oi.discount_cents, oi.box_type, oi.is_free, oi.product_type
                FROM made m
                JOIN src s ON s.i = split_part(m.idempotency_key, ':', 2)::int % s.n
                JOIN order_items oi ON oi.order_id = s.id
              RETURNING 1),
            shipped AS (INSERT INTO shipments (order_id) SELECT id FROM made RETURNING 1)
            SELECT ((SELECT count(*) FROM made) + 0 * (SELECT count(*) FROM items) * (SELECT count(*) FROM shipped))::int AS n`,
      );
      return { success: true, written: written?.n ?? 0 };
    },
  );
};
