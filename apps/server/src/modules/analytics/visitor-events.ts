import { sql } from '@pantry/db';
import { apiErrorSchema } from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryRows } from '../../lib/sql.ts';
import { utcDay } from './partitions.ts';

const DAY_MS = 86_400_000;
const MAX_EVENTS = 500;

const storedEventSchema = z.object({
  event_id: z.string(),
  type: z.string(),
  event: z.string(),
  path: z.string(),
  page_type: z.string(),
  account_id: z.number().int().nullable(),
  occurred_at: z.string(),
  properties: z.record(z.string(), z.unknown()),
});

/**
 * `GET /api/admin/analytics/events?visitor_id=` (issue 26): one visitor's stored events of the last two days, in
 * the order they happened, so an operator can see what a shopper's browser sent (and a browser journey can check
 * it). Only the recent days' partitions are read: the table has no index by visitor, and this is a look, not a
 * report.
 */
export const analyticsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/analytics/events',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags: ['admin'],
        summary: "One visitor's analytics events of today and yesterday (UTC), oldest first, at most 500",
        querystring: z.object({ visitor_id: z.uuid() }),
        response: {
          200: z.object({ events: z.array(storedEventSchema) }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const since = utcDay(new Date(app.clock().getTime() - DAY_MS));
      const rows = await queryRows<z.infer<typeof storedEventSchema> & { occurred_at: string | Date }>(
        app.db,
        sql`select event_id::text, type, event, path, page_type, account_id, occurred_at, properties
            from analytics_events
            where visitor_id = ${request.query.visitor_id.toLowerCase()}::uuid and received_on >= ${since}::date
            order by occurred_at, received_at
            limit ${MAX_EVENTS}`,
      );
      return {
        events: rows.map((row) => ({ ...row, occurred_at: new Date(row.occurred_at).toISOString() })),
      };
    },
  );
};
