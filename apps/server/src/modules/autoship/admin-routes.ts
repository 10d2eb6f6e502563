import {
  adminDueShipmentsSchema,
  adminFailedChargesSchema,
  apiErrorSchema,
  autoshipRetryAnswerSchema,
  autoshipRunPageSchema,
  autoshipRunSchema,
} from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses.ts';
import { adminActor } from '../audit/index.ts';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema } as const;
const tags = ['admin'];
const permission = 'autoship.manage' as const;
const asOfBody = z.object({ as_of: z.iso.datetime({ offset: true }).optional() }).optional();
const asOf = (body: { as_of?: string } | undefined) => (body?.as_of ? new Date(body.as_of) : undefined);
const figures = {
  success: z.literal(true),
  placed: z.number().int(),
  skipped: z.number().int(),
  declined: z.number().int(),
  failed: z.number().int(),
  run: autoshipRunSchema,
};

/**
 * The console's Autoship area under /api/admin (issue 25), inside the staff guard: today's shipments, the failed
 * charges on the ladder, retrying one or all now, the runs with their figures, and an operator's run.
 */
export const autoshipAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const desk = app.autoship.console;

  app.get(
    '/autoship/due',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Shipments whose cutoff is today (or passed, waiting for the run): shopper, items, and the total the run will charge',
        response: { 200: adminDueShipmentsSchema, ...refusals },
      },
    },
    () => desk.dueToday(),
  );

  app.get(
    '/autoship/failed',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Schedules on the decline ladder: the step, the next retry and the decline reason',
        response: { 200: adminFailedChargesSchema, ...refusals },
      },
    },
    () => desk.failedCharges(),
  );

  app.post(
    '/autoship/failed/:id/retry',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Retry one failed charge now, through the run (a decline climbs the ladder); 409 when it is paid, skipped, or being retried',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: asOfBody,
        response: { 200: autoshipRetryAnswerSchema, ...errorResponses, ...refusals, 409: apiErrorSchema },
      },
    },
    (request) => desk.retry(request.params.id, adminActor(request), asOf(request.body)),
  );

  app.post(
    '/autoship/failed/retry-all',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Retry every failed charge still on the ladder now, as one recorded run',
        body: asOfBody,
        response: { 200: z.object(figures), ...errorResponses, ...refusals },
      },
    },
    async (request) => {
      const { runId, ...result } = await desk.retryAll(adminActor(request), asOf(request.body));
      return { success: true as const, ...result, run: await desk.run(runId) };
    },
  );

  app.get(
    '/autoship/runs',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'The runs, newest first, with their figures (placed, declined, skipped, failed, revenue)',
        querystring: z.object({
          before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: { 200: autoshipRunPageSchema, ...errorResponses, ...refusals },
      },
    },
    (request) => desk.runs(request.query),
  );

  app.post(
    '/autoship/run',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Runs autoship now: every shipment whose cutoff has passed by as_of (default now) is charged and placed',
        body: asOfBody,
        response: { 200: z.object(figures), ...errorResponses, ...refusals },
      },
    },
    async (request) => {
      const { runId, ...result } = await desk.runNow(adminActor(request), asOf(request.body));
      return { success: true as const, ...result, run: await desk.run(runId) };
    },
  );
};
