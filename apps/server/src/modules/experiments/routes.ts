import {
  experimentAudience,
  experimentsAnswerSchema,
  experimentsFor,
  experimentsQuerySchema,
} from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/responses.ts';
import { currentAccountId } from '../sessions/index.ts';
import { loadExperiments, recordExposures } from './service.ts';
import { ensureVisitorId, firstClickMedium } from './visitor.ts';

/**
 * GET /api/v1/experiments (account spec §7): the visitor's experiments map. Bucketing hashes the experiment key
 * and the visitor cookie's id, so every app server answers one visitor alike; the answer logs the visitor's
 * exposures. `disableExperiments` answers an empty map (everything control) and logs nothing; variants forced by
 * the `experiments` JSON are answered but not logged, since nobody was bucketed. A signed-in visitor's exposures
 * carry the account (the experiment report's link to orders).
 */
export const experimentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/experiments',
    {
      schema: {
        tags: ['experiments'],
        summary: 'The visitor’s experiments map (experiment key to variant); a key not listed is control',
        querystring: experimentsQuerySchema,
        response: { 200: experimentsAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { disableExperiments, experiments: forced } = request.query;
      if (disableExperiments) return { success: true as const, experiments: {} };
      const visitor = {
        id: ensureVisitorId(request, reply),
        audience: experimentAudience(firstClickMedium(request)),
        accountId: await currentAccountId(request),
      };
      const definitions = await loadExperiments(app.db);
      const map = experimentsFor(definitions, visitor, forced);
      const bucketed = Object.fromEntries(Object.entries(map).filter(([key]) => forced[key] === undefined));
      // A lost exposure row costs one visitor in a report; a failed answer would cost the page its variants.
      await recordExposures(app.db, visitor, bucketed).catch((error: unknown) => {
        request.log.warn({ err: error }, 'experiment exposures not recorded');
      });
      return { success: true as const, experiments: map };
    },
  );
};
