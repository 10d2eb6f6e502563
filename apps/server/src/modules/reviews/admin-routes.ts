import { apiErrorSchema, moderatedReviewSchema, REVIEW_STATUSES } from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses.ts';
import { adminActor } from '../audit/index.ts';

const reviewParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Review moderation under /api/admin (issue 13: 'through /api/admin for now'). Registered inside the /api/admin
 * plugin, so the staff guard covers these routes too (reviews.moderate).
 */
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];
  const responses = {
    200: moderatedReviewSchema,
    ...errorResponses,
    401: apiErrorSchema,
    403: apiErrorSchema,
    409: apiErrorSchema,
  };

  app.get(
    '/reviews',
    {
      config: { permission: 'reviews.moderate' },
      schema: {
        tags,
        summary: 'Reviews by status, oldest first (pending by default; at most 200)',
        querystring: z.object({ status: z.enum(REVIEW_STATUSES).default('pending') }),
        response: {
          200: z.object({ reviews: z.array(moderatedReviewSchema) }),
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => ({ reviews: await app.reviews.listForModeration(request.query.status) }),
  );

  app.post(
    '/reviews/:id/approve',
    {
      config: { permission: 'reviews.moderate' },
      schema: {
        tags,
        summary:
          'Publish a pending review: rating fields updated, review.approved written (409 when not pending)',
        params: reviewParams,
        response: responses,
      },
    },
    (request) => app.reviews.moderate(request.params.id, 'approved', adminActor(request)),
  );

  app.post(
    '/reviews/:id/reject',
    {
      config: { permission: 'reviews.moderate' },
      schema: {
        tags,
        summary: 'Reject a pending review: it is never shown (409 when not pending)',
        params: reviewParams,
        response: responses,
      },
    },
    (request) => app.reviews.moderate(request.params.id, 'rejected', adminActor(request)),
  );
};
