import { storeConfigFromCart, storeConfigSchema } from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/responses.ts';

/** The same for every shopper and changes only with a restart, so browsers and proxies may keep it a while. */
const STORE_CONFIG_CACHE = 'public, max-age=300';

/** Store settings a shopper reads (thresholds and fees), under /api/v1. */
export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read once: the configuration is fixed for the life of the process.
  const answer = storeConfigFromCart(app.config.cart);

  app.get(
    '/store/config',
    {
      schema: {
        tags: ['store'],
        summary: 'Free-shipping thresholds, shipping fees and the packaging fee, in dollars',
        response: { 200: storeConfigSchema, ...errorResponses },
      },
    },
    (_request, reply) => {
      reply.header('cache-control', STORE_CONFIG_CACHE);
      return answer;
    },
  );
};
