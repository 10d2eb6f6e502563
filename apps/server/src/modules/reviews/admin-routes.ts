import {
  apiErrorSchema,
  bulkModerationAnswerSchema,
  bulkModerationBodySchema,
  bulkReviewIds,
  moderatedReviewSchema,
  REVIEW_STATUSES,
  rejectReason,
  rejectReasonSchema,
  reviewQueueSchema,
} from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { errorResponses } from '../../lib/responses.ts';
import { adminActor } from '../audit/index.ts';

const reviewParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The reason as kept, or a 400 in the rule's words. */
function keptReason(raw: string | undefined): string | null {
  const reason = rejectReason(raw);
  if (!reason.ok) throw new AppError('bad_request', reason.message, { field: 'reason' });
  return reason.reason;
}

/**
 * Review moderation under /api/admin (issue 13: 'through /api/admin for now'; issue 25: a reason, and in bulk).
 * Registered inside the /api/admin plugin, so the staff guard covers these routes too (reviews.moderate).
 */
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];
  const refusals = { 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };
  const responses = { 200: moderatedReviewSchema, ...errorResponses, ...refusals };

  app.get(
    '/reviews',
    {
      config: { permission: 'reviews.moderate' },
      schema: {
        tags,
        summary: 'Reviews by status, oldest first (pending by default; at most 200), and how many there are',
        querystring: z.object({
          status: z.enum(REVIEW_STATUSES).default('pending'),
          limit: z.coerce.number().int().min(1).max(200).default(200),
        }),
        response: {
          200: reviewQueueSchema,
          ...errorResponses,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    (request) => app.reviews.listForModeration(request.query.status, request.query.limit),
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
        summary:
          'Reject a pending review: it is never shown; the reason, if given, is what the shopper reads beside ‘Not posted’ (409 when not pending)',
        params: reviewParams,
        body: z.object({ reason: rejectReasonSchema }).optional(),
        response: responses,
      },
    },
    (request) =>
      app.reviews.moderate(request.params.id, 'rejected', adminActor(request), {
        reason: keptReason(request.body?.reason),
      }),
  );

  app.post(
    '/reviews/bulk',
    {
      config: { permission: 'reviews.moderate' },
      schema: {
        tags,
        summary:
          'Approve or reject up to 100 reviews in one transaction, one audit entry each; reviews no longer pending are left as they are and listed as unchanged (404 when an id names no review)',
        body: bulkModerationBodySchema,
        response: { 200: bulkModerationAnswerSchema, ...errorResponses, ...refusals },
      },
    },
    (request) => {
      const { action, ids, reason } = request.body;
      const chosen = bulkReviewIds(ids);
      if (!chosen.ok) throw new AppError('bad_request', chosen.message, { field: 'ids' });
      const to = action === 'approve' ? 'approved' : 'rejected';
      const kept = to === 'rejected' ? keptReason(reason) : null;
      return app.reviews.moderateMany(chosen.ids, to, adminActor(request), { reason: kept });
    },
  );
};
