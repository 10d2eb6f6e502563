import { conversionEvents } from '@pantry/db';
import {
  clientErrorReportSchema,
  conversionAnswerSchema,
  conversionEventSchema,
  cookiesToDrop,
  dollarsToCents,
} from '@pantry/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses.ts';
import { edgeLimit } from '../../plugins/rate-limits.ts';
import { currentAccountId } from '../sessions/index.ts';

/**
 * Spec §4: 'Cookie cleanup runs when the cookie header exceeds 4096 characters and removes every cookie not on a
 * whitelist of analytics and session cookies.' The server sees every cookie the browser sends (httpOnly ones
 * too), so it expires the others on the answer to the request that carried the long header.
 */
export function registerCookieCleanup(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const drop = cookiesToDrop(request.headers.cookie);
    if (drop.length === 0) return;
    for (const name of drop) reply.clearCookie(name, { path: '/' });
    request.log.info(
      { dropped: drop.length, header_length: request.headers.cookie?.length },
      'cookie clean-up',
    );
  });
}

/**
 * POST /api/v1/post-to-stdout (spec §7: message; error logging): a browser's error report goes to the server's
 * log as a warning, with this request's id, under a per-address limit.
 */
export const shellRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/post-to-stdout',
    {
      config: edgeLimit('clientReport'),
      schema: {
        tags: ['store'],
        summary: 'Log an error the browser met (rate-limited per address); answers its request id',
        body: clientErrorReportSchema,
        response: { 200: z.object({ success: z.literal(true), request_id: z.string() }), ...errorResponses },
      },
    },
    async (request) => {
      request.log.warn(
        { client_message: request.body.message, referer: request.headers.referer ?? null },
        'browser error',
      );
      return { success: true as const, request_id: String(request.id) };
    },
  );

  app.post(
    '/conversion/event',
    {
      schema: {
        tags: ['store'],
        summary: 'Store a conversion the browser saw, once per event_id (the page kept as its path only)',
        body: conversionEventSchema,
        response: { 200: conversionAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { event_name, event_id, value, currency, event_source_url } = request.body;
      const stored = await app.db
        .insert(conversionEvents)
        .values({
          eventId: event_id,
          eventName: event_name,
          accountId: await currentAccountId(request),
          valueCents: value === undefined ? null : dollarsToCents(value),
          currency: value === undefined ? null : (currency ?? 'USD'),
          pagePath: pathOf(event_source_url),
        })
        .onConflictDoNothing({ target: conversionEvents.eventId })
        .returning({ id: conversionEvents.id });
      return { success: true as const, event_id, stored: stored.length > 0 };
    },
  );
};

/** A page's path without its query (which may carry an e-mail or a code), or null. */
function pathOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url, 'http://store.invalid').pathname.slice(0, 500);
  } catch {
    return null;
  }
}
