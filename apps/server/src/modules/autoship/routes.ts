import {
  autoshipItemAnswerSchema,
  autoshipItemsSchema,
  autoshipMessages,
  autoshipRecommendSchema,
  autoshipScheduleAnswerSchema,
  autoshipTotalsSchema,
} from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { accountErrorResponses } from '../../lib/responses.ts';
import { requireAccountId } from '../sessions/index.ts';
import { moveCartItemToShipment, moveItemToCart } from './moves.ts';
import {
  fromCartBody,
  itemChangeBody,
  itemParams,
  itemsQuery,
  productParams,
  scheduleChangeBody,
  scheduleQuery,
  subscribeBody,
  totalsQuery,
} from './schemas.ts';

/**
 * Autoship calls of account spec §7 under /api/v1 (GET /autoship/items, /autoship/recommend/product/{id},
 * /autoship/schedule/first, /autoship/schedule/totals, PUT /autoship/item/{itemId}) and the writes the spec's
 * screens need (subscribe, settings, the moves between the cart and the next shipment). All need a signed-in shopper.
 */
export const autoshipRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['autoship'];
  const failures = accountErrorResponses;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/autoship/items',
    {
      schema: {
        tags,
        summary:
          "The shopper's subscribed items (autoship_item_status filters; cancelled ones only when asked)",
        querystring: itemsQuery,
        response: { 200: autoshipItemsSchema, ...failures },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      const items = await app.autoship.listItems(accountId, request.query.autoship_item_status);
      return { success: true as const, items };
    },
  );

  app.post(
    '/autoship/items',
    {
      schema: {
        tags,
        summary: 'Subscribes a product: qty and frequency in weeks (1, 2, 3, 4, 6 or 8)',
        body: subscribeBody,
        response: { 200: autoshipItemAnswerSchema, ...failures },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      const { product_id, qty, frequency } = request.body;
      const item = await app.autoship.subscribe(accountId, { productId: product_id, qty, frequency });
      return { success: true as const, data: { autoship_item: item } };
    },
  );

  app.put(
    '/autoship/item/:itemId',
    {
      schema: {
        tags,
        summary:
          'Pauses, resumes or removes (cancelled) an item, reschedules it, skips it once, or sets qty/frequency',
        params: itemParams,
        body: itemChangeBody,
        response: { 200: autoshipItemAnswerSchema, ...failures },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      const item = await app.autoship.changeItem(accountId, request.params.itemId, request.body);
      return { success: true as const, data: { autoship_item: item } };
    },
  );

  app.get(
    '/autoship/schedule/first',
    {
      schema: {
        tags,
        summary: "The shopper's autoship schedule (null before the first subscription)",
        querystring: scheduleQuery,
        response: { 200: autoshipScheduleAnswerSchema, ...failures },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      return { success: true as const, schedule: await app.autoship.schedule(accountId) };
    },
  );

  app.put(
    '/autoship/schedule',
    {
      schema: {
        tags,
        summary: 'Settings: moves the next shipment, sets the default frequency, card or address',
        body: scheduleChangeBody,
        response: { 200: autoshipScheduleAnswerSchema, ...failures },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      return { success: true as const, schedule: await app.autoship.changeSchedule(accountId, request.body) };
    },
  );

  app.get(
    '/autoship/schedule/totals',
    {
      schema: {
        tags,
        summary: 'The next shipment priced at autoship prices (the first autoship order takes 30% extra off)',
        querystring: totalsQuery,
        response: { 200: autoshipTotalsSchema, ...failures },
      },
    },
    async (request) => app.autoship.totals(await requireAccountId(request)),
  );

  app.get(
    '/autoship/recommend/product/:id',
    {
      schema: {
        tags,
        summary: "Autoship picks from the shopper's repeat purchases, and whether this product is one",
        params: productParams,
        response: { 200: autoshipRecommendSchema, ...failures },
      },
    },
    async (request) => app.autoship.recommend(await requireAccountId(request), request.params.id),
  );

  app.post(
    '/autoship/items/from-cart',
    {
      schema: {
        tags,
        summary: "Moves a cart item to the next shipment: subscribes it at the cart line's quantity",
        body: fromCartBody,
        response: { 200: autoshipItemAnswerSchema, ...failures },
      },
    },
    async (request, reply) => {
      const item = await moveCartItemToShipment(app, request, reply, request.body);
      return { success: true as const, data: { autoship_item: item } };
    },
  );

  app.post(
    '/autoship/item/:itemId/to-cart',
    {
      schema: {
        tags,
        summary: 'Ships an item now: puts it in the cart and skips it once in the next shipment',
        params: itemParams,
        response: { 200: autoshipItemAnswerSchema, ...failures },
      },
    },
    async (request, reply) => {
      const item = await moveItemToCart(app, request, reply, request.params.itemId);
      return { success: true as const, data: { autoship_item: item } };
    },
  );

  app.post(
    '/autoship/schedule/ship-now',
    {
      schema: {
        tags,
        summary:
          "Ship now: places the next shipment at once (order type 'next shipment ship now'), once per Idempotency-Key: the key sent again answers its shipment (repeated: true), and a press while another is being placed is a 409",
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
        response: {
          200: autoshipTotalsSchema
            .pick({ success: true })
            .extend({ outcome: z.string(), repeated: z.boolean() }),
          ...failures,
        },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      const key = request.headers['idempotency-key']?.trim();
      if (!key) throw new AppError('bad_request', autoshipMessages.shipNowKeyRequired);
      const { outcome, repeated } = await app.autoship.shipNow(accountId, key);
      return { success: true as const, outcome, repeated };
    },
  );
};
