import { checkCollectBatch, collectRequestSchema, collectResponseSchema } from '@pantry/domain';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../errors.ts';
import { errorResponses } from '../../lib/responses.ts';
import { TOO_MANY_REQUESTS } from '../../plugins/rate-limits.ts';
import { currentAccountId } from '../sessions/index.ts';
import { storeAnalyticsEvents } from './service.ts';

const MINUTE = 60_000;

/**
 * The per-visitor limit, counted in the edge limits' store under the body's visitor id once it is validated
 * (createRateLimit: the plugin runs one route limiter per request, and the route's is the per-address one).
 */
function visitorLimit(app: Parameters<FastifyPluginAsyncZod>[0]): preHandlerAsyncHookHandler[] {
  if (!app.config.rateLimits || typeof app.createRateLimit !== 'function') return [];
  const limit = app.createRateLimit({
    max: app.config.analytics.collectPerMinute.visitor,
    timeWindow: MINUTE,
    keyGenerator: (request: FastifyRequest) =>
      `collect-visitor:${(request.body as { anonymous_id?: string } | undefined)?.anonymous_id ?? request.ip}`,
  });
  return [
    async (request, reply) => {
      const result = await limit(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError('too_many_requests', TOO_MANY_REQUESTS);
    },
  ];
}

/** `POST /api/v1/collect` (account-and-shell §7; issue 26): the first-party analytics stream. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/collect',
    {
      config: { rateLimit: { max: app.config.analytics.collectPerMinute.address, timeWindow: MINUTE } },
      preHandler: visitorLimit(app),
      schema: {
        tags: ['analytics'],
        summary:
          'Stores a batch of analytics events (url, anonymous_id, events), append-only: each event’s fields cleaned by its kind (values lowercased, unknown fields dropped), a repeated event_id accepted and stored once; personal data (an e-mail, a name field) refuses the batch with a 400; limited per visitor and per address (429)',
        body: collectRequestSchema,
        response: { 200: collectResponseSchema, ...errorResponses, 429: errorResponses[400] },
      },
    },
    async (request) => {
      const checked = checkCollectBatch(request.body);
      if (!checked.ok) {
        throw checked.kind === 'personal_data'
          ? new AppError('bad_request', checked.message, { reason: 'personal_data' })
          : badRequest(checked.message);
      }
      const result = await storeAnalyticsEvents(
        app.db,
        {
          visitorId: request.body.anonymous_id.toLowerCase(),
          accountId: await currentAccountId(request),
          events: checked.events,
        },
        app.clock(),
      );
      return { success: true as const, ...result };
    },
  );
};
