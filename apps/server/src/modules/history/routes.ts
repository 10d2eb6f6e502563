import {
  impactSchema,
  MAX_PURCHASED_PAGE,
  MAX_PURCHASED_PAGE_SIZE,
  PURCHASED_PAGE_SIZE,
  purchasedIdsSchema,
  purchasedListSchema,
  recentlyViewedSchema,
  simpleSuccessSchema,
} from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountErrorResponses } from '../../lib/responses.ts';
import { wholeNumber } from '../../lib/schemas.ts';
import { requireAccountId } from '../sessions/index.ts';

/**
 * Buy It Again (account-and-shell §7 'GET purchased ids (also /account/purchased/ids) | items'; storefront §2
 * /account/purchased), Recently Viewed (storefront §2 /account/recently-viewed) and Your impact (account-and-shell §2
 * /account/your-impact). Signed-in shoppers only (401 otherwise); answers are the shopper's own, never cached.
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['history'];
  const responses = accountErrorResponses;

  app.get(
    '/account/purchased',
    {
      schema: {
        tags,
        summary: 'Buy It Again: products of the shopper’s orders (not canceled), most often bought first',
        querystring: z.object({
          cur_page: wholeNumber(1, MAX_PURCHASED_PAGE).default(1),
          page_size: wholeNumber(1, MAX_PURCHASED_PAGE_SIZE).default(PURCHASED_PAGE_SIZE),
        }),
        response: { 200: purchasedListSchema, ...responses },
      },
    },
    async (request, reply) => {
      const accountId = await requireAccountId(request);
      reply.header('cache-control', 'private, no-store');
      return app.history.purchased(accountId, request.query);
    },
  );

  app.get(
    '/account/purchased/ids',
    {
      schema: {
        tags,
        summary: 'The ids of every product the shopper bought, in Buy It Again’s order (the card badge)',
        response: { 200: purchasedIdsSchema, ...responses },
      },
    },
    async (request, reply) => {
      const accountId = await requireAccountId(request);
      reply.header('cache-control', 'private, no-store');
      return app.history.purchasedIds(accountId);
    },
  );

  app.get(
    '/account/recently-viewed',
    {
      schema: {
        tags,
        summary: 'The product pages the shopper viewed, newest first, at most 50',
        response: { 200: recentlyViewedSchema, ...responses },
      },
    },
    async (request, reply) => {
      const accountId = await requireAccountId(request);
      reply.header('cache-control', 'private, no-store');
      return app.history.recentlyViewed(accountId);
    },
  );

  app.post(
    '/account/recently-viewed',
    {
      schema: {
        tags,
        summary: 'Records that the shopper viewed a product page (the product page posts it once it runs)',
        body: z.object({ product_id: wholeNumber(1, 2_147_483_647) }),
        response: { 200: simpleSuccessSchema, ...responses },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      await app.history.recordView(accountId, request.body.product_id);
      return { success: true as const };
    },
  );

  app.get(
    '/account/your-impact',
    {
      schema: {
        tags,
        summary:
          'Your impact: savings this year and lifetime, Thrive Cash, and value items, from the shopper’s orders',
        response: { 200: impactSchema, ...responses },
      },
    },
    async (request, reply) => {
      const accountId = await requireAccountId(request);
      reply.header('cache-control', 'private, no-store');
      return app.history.impact(accountId);
    },
  );
};
