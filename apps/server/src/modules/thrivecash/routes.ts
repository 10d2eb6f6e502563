import { thriveCashAnswerSchema } from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountErrorResponses } from '../../lib/responses.ts';
import { requireAccountId } from '../sessions/index.ts';

const flag = z.union([z.boolean(), z.enum(['0', '1', 'true', 'false']), z.literal(0), z.literal(1)]);
const isOn = (value: z.infer<typeof flag>) =>
  value === true || value === 1 || value === '1' || value === 'true';

/** The shopper's Thrive Cash (GET /account/thrivecash) and whether checkout applies it (POST …/apply). */
export const thriveCashRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['thrive cash'];

  const answer = (accountId: number) => app.thriveCash.answer(accountId);

  app.get(
    '/account/thrivecash',
    {
      schema: {
        tags,
        summary:
          'Thrive Cash: balance, pending credit, what expires soon (in the expiry wording), history with dates and reasons',
        response: { 200: thriveCashAnswerSchema, ...accountErrorResponses },
      },
    },
    async (request) => answer(await requireAccountId(request)),
  );

  app.post(
    '/account/thrivecash/apply',
    {
      schema: {
        tags,
        summary: "Apply Thrive Cash at checkout (apply=1) or not (apply=0); the cart's awraf follows",
        body: z.object({ apply: flag }),
        response: { 200: thriveCashAnswerSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      await app.thriveCash.setApplyAtCheckout(accountId, isOn(request.body.apply));
      return answer(accountId);
    },
  );
};
