import {
  accountReviewsSchema,
  maybeLaterSchema,
  reviewPageQuerySchema,
  reviewPageSchema,
  reviewSubmissionSchema,
  reviewSubmittedSchema,
} from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountErrorResponses, errorResponses } from '../../lib/responses.ts';
import { requireAccountId } from '../sessions/index.ts';

const productParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The shopper's review calls under /api/v1 (docs/decisions/reviews.md names the paths). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reviews'];

  app.get(
    '/products/:id/reviews',
    {
      schema: {
        tags,
        summary:
          'A product’s approved reviews: page 1, size 10, newest first (sort 1) by default; rating filters by stars',
        params: productParams,
        querystring: reviewPageQuerySchema,
        response: { 200: reviewPageSchema, ...errorResponses },
      },
    },
    (request) => app.reviews.listProductReviews(request.params.id, request.query),
  );

  app.post(
    '/products/:id/reviews',
    {
      schema: {
        tags,
        summary: 'Review a product the shopper bought (1 to 5 stars, title, text); it waits for moderation',
        params: productParams,
        body: reviewSubmissionSchema,
        response: { 200: reviewSubmittedSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      return app.reviews.submit(accountId, request.params.id, request.body);
    },
  );

  app.get(
    '/account/reviews',
    {
      schema: {
        tags,
        summary:
          'What the shopper bought and can review, what they put off ("maybe later"), and what they reviewed',
        response: { 200: accountReviewsSchema, ...accountErrorResponses },
      },
    },
    async (request, reply) => {
      const accountId = await requireAccountId(request);
      reply.header('cache-control', 'private, no-store');
      return app.reviews.accountReviews(accountId);
    },
  );

  app.post(
    '/account/reviews/maybe-later',
    {
      schema: {
        tags,
        summary: '"Maybe later": hide a bought product from the reviews to write for 30 days',
        body: z.object({ product_id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: maybeLaterSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      return app.reviews.maybeLater(accountId, request.body.product_id);
    },
  );
};
