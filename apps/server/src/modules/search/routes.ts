import { productListSchema, searchHelpSchema, searchSuggestSchema } from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/responses.ts';
import { searchHelpQuerySchema, searchQuerySchema, suggestQuerySchema } from './schemas.ts';

/** Search and the search box's suggestions, under /api/v1. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['search'];

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Search results ranked by relevance, tolerant of typos and partial words',
        querystring: searchQuerySchema,
        response: { 200: productListSchema, ...errorResponses },
      },
    },
    (request) => app.productSearch.search(request.query),
  );

  app.get(
    '/search/suggest',
    {
      schema: {
        tags,
        summary: 'Suggestions for the search box: products, brands and categories',
        querystring: suggestQuerySchema,
        response: { 200: searchSuggestSchema, ...errorResponses },
      },
    },
    (request) => app.productSearch.suggest(request.query.q),
  );

  app.get(
    '/search/help',
    {
      schema: {
        tags,
        summary:
          "For a search that found nothing: 'Did you mean …' from the catalog's words, and popular searches",
        querystring: searchHelpQuerySchema,
        response: { 200: searchHelpSchema, ...errorResponses },
      },
    },
    (request) => app.productSearch.help(request.query.q),
  );

  // Searches counted since the last write are written before the server stops.
  app.addHook('onClose', () => app.productSearch.stop());
};
