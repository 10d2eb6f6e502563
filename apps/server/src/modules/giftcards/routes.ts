import {
  giftCardBalanceSchema,
  giftCardOfferSchema,
  redeemAnswerSchema,
  redeemBodySchema,
} from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErrorResponses, errorResponses } from '../../lib/responses.ts';
import { requireAccountId } from '../sessions/index.ts';

/**
 * The gift offer (spec §7 GET /product/sku/membership-gift-dynamic) and our redeem calls (the spec names /redeem
 * as a page only): POST /account/giftcard/redeem and GET /account/giftcard (the balance).
 */
export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['giftcards'];

  app.get(
    '/product/sku/membership-gift-dynamic',
    {
      schema: {
        tags,
        summary: 'The gift card offer: the gift membership’s msrp, price and temporary price reductions',
        response: { 200: giftCardOfferSchema, ...errorResponses },
      },
    },
    () => app.giftcards.offer(),
  );

  app.post(
    '/account/giftcard/redeem',
    {
      schema: {
        tags,
        summary:
          'Redeems a gift code once: credit to the gift card balance, a membership started or extended',
        body: redeemBodySchema,
        response: { 200: redeemAnswerSchema, ...accountErrorResponses },
      },
    },
    async (request, reply) => {
      const accountId = await requireAccountId(request);
      reply.header('cache-control', 'private, no-store');
      return app.giftcards.redeem(accountId, request.ip, request.body.code);
    },
  );

  app.get(
    '/account/giftcard',
    {
      schema: {
        tags,
        summary: 'The gift card balance (never expires)',
        response: { 200: giftCardBalanceSchema, ...accountErrorResponses },
      },
    },
    async (request, reply) => {
      const accountId = await requireAccountId(request);
      reply.header('cache-control', 'private, no-store');
      return app.giftcards.balance(accountId);
    },
  );
};
