import {
  adminPlacementListSchema,
  adminPlacementSchema,
  apiErrorSchema,
  placementEditSchema,
  placementReportSchema,
} from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses.ts';
import { adminActor } from '../audit/index.ts';
import {
  createPlacement,
  getPlacement,
  listPlacements,
  placementReport,
  updatePlacement,
} from './placements.ts';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema } as const;
const byId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const manage = { permission: 'sponsored.manage' } as const;

/**
 * The console's Sponsored area under /api/admin/sponsored (issue 26): placements of products in listing, search and
 * brand-page slots. Owner and merchandiser (sponsored.manage); every change is audited, and the listings show it at
 * once on this server (the read cache is emptied).
 */
export const sponsoredAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];
  const one = { 200: adminPlacementSchema, ...errorResponses, ...refusals };

  app.get(
    '/sponsored/placements',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Every sponsored placement, the active ones first, by slot and position',
        response: { 200: adminPlacementListSchema, ...errorResponses, ...refusals },
      },
    },
    async () => listPlacements(app.db),
  );

  app.post(
    '/sponsored/placements',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Places a product at a position in a category listing, a search term or a brand page',
        body: placementEditSchema,
        response: { ...one, 201: adminPlacementSchema },
      },
    },
    async (request, reply) => {
      const made = await createPlacement(app.db, request.body, adminActor(request));
      app.readCache.clear();
      return reply.code(201).send(made);
    },
  );

  app.get(
    '/sponsored/report',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Impressions (viewable), clicks, CTR and adds to cart per placement, each once per page view',
        response: { 200: placementReportSchema, ...errorResponses, ...refusals },
      },
    },
    async () => placementReport(app.db),
  );

  app.get(
    '/sponsored/placements/:id',
    { config: manage, schema: { tags, summary: 'One placement', params: byId, response: one } },
    async (request) => getPlacement(app.db, request.params.id),
  );

  app.patch(
    '/sponsored/placements/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Saves a placement (every field; active false takes it off the listings)',
        params: byId,
        body: placementEditSchema,
        response: one,
      },
    },
    async (request) => {
      const saved = await updatePlacement(app.db, request.params.id, request.body, adminActor(request));
      app.readCache.clear();
      return saved;
    },
  );
};
