import { accountRemindersSchema, reminderRequestSchema, reminderSetSchema } from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountErrorResponses } from '../../lib/responses.ts';
import { requireAccountId } from '../sessions/index.ts';

const reminderParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The reminder calls under /api/v1 (account-and-shell §7; signed-in shoppers only, 401 otherwise). */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reminders'];

  app.get(
    '/account/reminders',
    {
      schema: {
        tags,
        summary:
          'The shopper’s back-in-stock reminders: the spec’s list of reminder ids, and each reminder with its product, state (active, sent, expired) and expiry, newest first',
        response: { 200: accountRemindersSchema, ...accountErrorResponses },
      },
    },
    async (request, reply) => {
      const accountId = await requireAccountId(request);
      reply.header('cache-control', 'private, no-store');
      return app.reminders.list(accountId);
    },
  );

  app.post(
    '/account/reminders',
    {
      schema: {
        tags,
        summary:
          'Remind me when in stock: sets a reminder on an out-of-stock product (product: its id), e-mailed once when the stock comes back, expiring after 90 days; setting it again answers the same reminder; an item in stock is 409',
        body: reminderRequestSchema,
        response: { 200: reminderSetSchema, ...accountErrorResponses },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      return {
        success: true as const,
        reminder: await app.reminders.create(accountId, request.body.product),
      };
    },
  );

  app.delete(
    '/account/reminders/:id',
    {
      schema: {
        tags,
        summary: 'Removes one of the shopper’s reminders (another shopper’s is 404)',
        params: reminderParams,
        response: { 200: z.object({ success: z.literal(true) }), ...accountErrorResponses },
      },
    },
    async (request) => {
      const accountId = await requireAccountId(request);
      await app.reminders.remove(accountId, request.params.id);
      return { success: true as const };
    },
  );
};
