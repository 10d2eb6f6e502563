import { MAX_ORDERS_PAGE, orderListSchema, orderSchema, reorderAnswerSchema } from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountErrorResponses } from '../../lib/responses.ts';
import { requireAccountId } from '../sessions/index.ts';
import { reorderIntoCart } from './reorder.ts';

/** Within the deepest page (as a number or its text); text that is no number still falls back to page 1. */
function withinPages(value: string | number): boolean {
  const number = typeof value === 'number' ? value : Number(value.trim());
  return Number.isNaN(number) || Math.abs(number) <= MAX_ORDERS_PAGE;
}

const pageNumber = z
  .union([z.string().max(20), z.number()])
  .refine(withinPages, { error: `must be a number up to ${MAX_ORDERS_PAGE}` })
  .optional();

/** The shopper's orders (spec §7: GET /account/orders, /account/order/last_order, /account/order/{id}). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  const responses = { ...accountErrorResponses };

  app.get(
    '/account/orders',
    {
      schema: {
        tags,
        summary:
          'The shopper’s orders, newest first: page size 10 (page_size up to 50; the chat context asks 3)',
        querystring: z.object({
          cur_page: pageNumber,
          page_size: pageNumber,
          reqsource: z.string().max(200).optional(),
        }),
        response: { 200: orderListSchema, ...responses },
      },
    },
    async (request, reply) => {
      const accountId = await requireAccountId(request);
      reply.header('cache-control', 'private, no-store');
      return app.orders.list(accountId, request.query);
    },
  );

  app.get(
    '/account/order/last_order',
    {
      schema: {
        tags,
        summary: 'The shopper’s newest order (404 when there is none)',
        response: { 200: orderSchema, ...responses },
      },
    },
    async (request, reply) => {
      const accountId = await requireAccountId(request);
      reply.header('cache-control', 'private, no-store');
      return app.orders.last(accountId);
    },
  );

  app.get(
    '/account/order/:id',
    {
      schema: {
        tags,
        summary: 'One of the shopper’s orders, by id or increment id (anyone else’s is 404)',
        params: z.object({ id: z.string().max(40) }),
        response: { 200: orderSchema, ...responses },
      },
    },
    async (request, reply) => {
      const accountId = await requireAccountId(request);
      reply.header('cache-control', 'private, no-store');
      return app.orders.get(accountId, request.params.id);
    },
  );

  app.post(
    '/account/order/:id/reorder',
    {
      schema: {
        tags,
        summary:
          'Reorder: the order’s paid lines go into the cart as far as stock and limits allow; answers the cart with added and not_added',
        params: z.object({ id: z.string().max(40) }),
        response: { 200: reorderAnswerSchema, ...responses },
      },
    },
    async (request, reply) => {
      const accountId = await requireAccountId(request);
      reply.header('cache-control', 'private, no-store');
      return reorderIntoCart(request, reply, accountId, request.params.id);
    },
  );
};
