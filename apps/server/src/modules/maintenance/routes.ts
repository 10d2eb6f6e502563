import {
  apiErrorSchema,
  MAINTENANCE_MESSAGE,
  type MaintenanceAnswer,
  maintenanceAnswerSchema,
  maintenanceChangeSchema,
  maintenanceStatusSchema,
  storeUpSchema,
} from '@pantry/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/responses.ts';
import { adminActor } from '../audit/index.ts';

/** Spec §8: 'Maintenance (code 500 with maintenance flag)'. */
export const MAINTENANCE_ANSWER: MaintenanceAnswer = {
  success: false,
  errors: MAINTENANCE_MESSAGE,
  code: 'maintenance',
  maintenance: true,
};

/** The storefront API: every /api/v1 call. /api/admin, the pages, media and the health probes stay up. */
export function isStorefrontApi(url: string): boolean {
  return url === '/api/v1' || url.startsWith('/api/v1/') || url.startsWith('/api/v1?');
}

/**
 * While maintenance is on, every storefront API call answers 500 with the maintenance flag before any other work
 * (no session, no body parsing); the browser's client sends the shopper to /maintenance.
 */
export function registerMaintenanceGate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isStorefrontApi(request.url) || !(await app.maintenance.isOn())) return;
    return reply
      .code(500)
      .header('cache-control', 'no-store')
      .header('retry-after', '30')
      .send(MAINTENANCE_ANSWER);
  });
}

/** GET /api/v1/maintenance: the maintenance page polls it; while maintenance is on the gate answers first. */
export const maintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/maintenance',
    {
      schema: {
        tags: ['store'],
        summary: 'Whether the store is up: { maintenance: false }, or the maintenance 500 while it is down',
        response: { 200: storeUpSchema, 500: maintenanceAnswerSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { maintenance: false as const };
    },
  );
};

/** The operator's switch under /api/admin (maintenance.manage: the owner). */
export const maintenanceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const refusals = { 401: apiErrorSchema, 403: apiErrorSchema } as const;
  app.get(
    '/maintenance',
    {
      config: { permission: 'maintenance.manage' },
      schema: {
        tags: ['operator'],
        summary:
          'The maintenance switch: the console’s, the deploy’s MAINTENANCE variable, and whether it is on',
        response: { 200: maintenanceStatusSchema, ...errorResponses, ...refusals },
      },
    },
    () => app.maintenance.status(),
  );

  app.post(
    '/maintenance',
    {
      config: { permission: 'maintenance.manage' },
      schema: {
        tags: ['operator'],
        summary: 'Turn maintenance on or off for every app server (within 2 s); audited',
        body: maintenanceChangeSchema,
        response: { 200: maintenanceStatusSchema, ...errorResponses, ...refusals },
      },
    },
    (request) => {
      const { enabled, note } = request.body;
      return app.maintenance.set(enabled, note ? note : null, adminActor(request));
    },
  );
};
