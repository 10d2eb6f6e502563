import {
  adminGiftReissueSchema,
  adminGiftSchema,
  adminGiftSearchSchema,
  apiErrorSchema,
} from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/responses.ts';
import { adminActor } from '../audit/index.ts';

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema } as const;
const tags = ['admin'];
const permission = 'giftcards.manage' as const;
const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Gift codes in the console under /api/admin (issue 25), inside the staff guard: look up, void, reissue. */
export const giftCardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const desk = app.giftcards.console;

  app.get(
    '/gift-codes',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Find gifts by the whole code, its last four characters, an e-mail (buyer, recipient or redeemer) or an order number; newest first, at most 50',
        querystring: z.object({ q: z.string().max(254) }),
        response: { 200: adminGiftSearchSchema, ...errorResponses, ...refusals },
      },
    },
    async (request) => ({ gifts: await desk.search(request.query.q) }),
  );

  app.get(
    '/gift-codes/:id',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'One gift: its balance, who bought and who redeemed it, and its history',
        params,
        response: { 200: adminGiftSchema, ...errorResponses, ...refusals },
      },
    },
    (request) => desk.gift(request.params.id),
  );

  app.post(
    '/gift-codes/:id/void',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Void a code so it can never be redeemed; nothing is refunded, its unredeemed credit stays for a reissue (409 when redeemed or already void)',
        params,
        response: { 200: adminGiftSchema, ...errorResponses, ...refusals, 409: apiErrorSchema },
      },
    },
    (request) => desk.void(request.params.id, adminActor(request)),
  );

  app.post(
    '/gift-codes/:id/reissue',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Void the code and issue a new one for its remaining balance to the same recipient, who is e-mailed it (409 when redeemed, unsent, already reissued or its order canceled)',
        params,
        response: { 200: adminGiftReissueSchema, ...errorResponses, ...refusals, 409: apiErrorSchema },
      },
    },
    (request) => desk.reissue(request.params.id, adminActor(request)),
  );
};
