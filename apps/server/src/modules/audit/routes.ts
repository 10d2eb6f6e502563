import { apiErrorSchema, auditPageSchema, isValidDate } from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses.ts';
import { searchAudit } from './service.ts';

const day = z.string().trim().refine(isValidDate, 'Dates require YYYY-MM-DD.').optional();

/** GET /api/admin/audit: the audit log, searchable (registered inside the staff guard). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['admin'],
        summary:
          'The audit log, newest first: q matches the action, the subject and the actor’s e-mail; actor is a staff id, e-mail or ADMIN_TOKEN; from/to are store days; before pages on',
        querystring: z.object({
          q: z.string().max(200).optional(),
          actor: z.string().max(200).optional(),
          action: z.string().max(100).optional(),
          from: day,
          to: day,
          before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: auditPageSchema, ...errorResponses, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    (request) => searchAudit(app.db, request.query),
  );
};
