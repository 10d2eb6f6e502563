import { deliveryWording, dollarsToCents, orderSchema } from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { accountErrorResponses } from '../../lib/responses.ts';
import { defaultEstimatedDelivery } from '../orders/index.ts';
import { requireAccountId } from '../sessions/index.ts';
import { checkoutMessages } from './messages.ts';

const text = z.string().max(200).optional();
const MAX_ID = 2_147_483_647;

/** Placing an order (POST /checkout) and the delivery date checkout promises. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['checkout'];

  app.post(
    '/checkout',
    {
      schema: {
        tags,
        summary:
          'Place the order: re-price, check stock and restrictions, charge, write the order and empty the cart. Needs an Idempotency-Key header; repeating it returns the same order',
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
        body: z
          .object({
            // Address ids are PostgreSQL integers: a larger number names no address and must not reach the query.
            address_id: z.coerce.number().int().positive().max(MAX_ID).optional(),
            payment_token: text,
            payment_type: text,
            /** The grand total the shopper confirmed, in dollars: a higher total after re-pricing answers 409. */
            total: z.coerce.number().nonnegative().max(1_000_000).optional(),
          })
          .optional(),
        response: {
          201: z.object({ success: z.literal(true), order: orderSchema }),
          ...accountErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const accountId = await requireAccountId(request);
      const idempotencyKey = request.headers['idempotency-key']?.trim();
      if (!idempotencyKey) throw new AppError('bad_request', checkoutMessages.idempotencyKeyRequired);
      const body = request.body ?? {};
      const { orderId } = await app.checkout.placeOrder({
        accountId,
        idempotencyKey,
        addressId: body.address_id,
        paymentToken: body.payment_token,
        paymentType: body.payment_type,
        confirmedTotalCents: body.total === undefined ? undefined : dollarsToCents(body.total),
      });
      const order = await app.orders.get(accountId, String(orderId));
      return reply.code(201).send({ success: true as const, order });
    },
  );

  app.get(
    '/account/promiseddate',
    {
      schema: {
        tags,
        summary: 'The delivery date an order placed now is promised, with its wording',
        response: {
          200: z.object({ success: z.literal(true), promised_date: z.string(), delivery_text: z.string() }),
          ...accountErrorResponses,
        },
      },
    },
    async (request) => {
      await requireAccountId(request);
      const now = new Date();
      const promised = defaultEstimatedDelivery(now);
      // Noon UTC of that calendar day is the same day in Pacific time.
      const wording = deliveryWording(new Date(`${promised}T12:00:00Z`), now);
      return { success: true as const, promised_date: promised, delivery_text: `Arrives ${wording}` };
    },
  );
};
