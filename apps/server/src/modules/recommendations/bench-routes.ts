import type { Database } from '@pantry/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { evaluateRecommender } from './evaluate.ts';

/**
 * POST /api/bench/recommender (BENCH_ROUTES only): the hit rate at k of the recommender and of the best-seller
 * baseline, each named shopper's last order hidden (evaluate.ts). Through the server because embedded PGlite has one
 * owner.
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
    async (request) => ({
      success: true,
      ...(await evaluateRecommender(db, request.body.emails, request.body.k)),
    }),
  );
};
