import { brandPageTrackSchema, sponsoredProductTrackSchema, trackAnswerSchema } from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/responses.ts';
import { storeBrandPageEvents, storeSponsoredEvents } from './track.ts';

/** The track calls of spec §7, under /api/v1: the browser fires them and forgets; a bad event is a 400. */
export const sponsoredTrackRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['sponsored'];

  app.post(
    '/track/sponsored_product',
    {
      schema: {
        tags,
        summary:
          'Stores sponsored-product events (viewport, clicked, added_to_cart), each once per product, placement and page view',
        body: sponsoredProductTrackSchema,
        response: { 200: trackAnswerSchema, ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, stored: await storeSponsoredEvents(app.db, request.body) }),
  );

  app.post(
    '/track/brand_page',
    {
      schema: {
        tags,
        summary:
          'Stores brand-page events: viewport events once per product and serving, the others once per interaction',
        body: brandPageTrackSchema,
        response: { 200: trackAnswerSchema, ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, stored: await storeBrandPageEvents(app.db, request.body) }),
  );
};
