import { createHash, timingSafeEqual } from 'node:crypto';
import { apiErrorSchema, CARRIERS, isValidDate, orderSchema, orderStatusSchema } from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { errorResponses } from '../../lib/responses.ts';
import { brokenConstraint } from '../../lib/sql.ts';
import { STOCK_CHECK, setStock } from '../catalog/index.ts';
import { reviewAdminRoutes } from '../reviews/index.ts';
import { thriveCashAdminRoutes } from '../thrivecash/index.ts';

export const adminMessages = {
  tokenRequired: 'A valid operator token is required (Authorization: Bearer <ADMIN_TOKEN>).',
} as const;

const day = z.string().trim().refine(isValidDate, 'Dates require YYYY-MM-DD.').optional();

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Compares in constant time (digests have one length, so the token's length leaks nothing either). */
export function isOperatorToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * Operator endpoints under /api/admin, guarded by ADMIN_TOKEN as a bearer token. buildApp registers them only
 * when ADMIN_TOKEN is set, so without it they are unknown routes (404).
 */
export const adminRoutes: FastifyPluginAsyncZod<{ token: string }> = async (app, { token }) => {
  const tags = ['operator'];
  app.addHook('onRequest', async (request, reply) => {
    if (isOperatorToken(request.headers.authorization, token)) return;
    reply.header('www-authenticate', 'Bearer realm="pantry-admin"');
    throw new AppError('unauthorized', adminMessages.tokenRequired);
  });
  await app.register(thriveCashAdminRoutes);
  // Inside this plugin, so the token guard above covers review moderation too.
  await app.register(reviewAdminRoutes);

  app.post(
    '/orders/:id/status',
    {
      schema: {
        tags,
        summary:
          'Move an order along the status table, with shipment dates; illegal moves are 409 (Authorization: Bearer ADMIN_TOKEN)',
        params: z.object({ id: z.string().max(40) }),
        body: z.object({
          status: orderStatusSchema,
          estimated_delivery: day,
          delivered_date: day,
          tracking_number: z.string().trim().min(1).max(100).optional(),
          carrier: z.enum(CARRIERS).optional(),
        }),
        response: { 200: orderSchema, ...errorResponses, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { status, estimated_delivery, delivered_date, tracking_number, carrier } = request.body;
      return app.orders.move(request.params.id, {
        status,
        estimatedDelivery: estimated_delivery,
        deliveredDate: delivered_date,
        trackingNumber: tracking_number,
        carrier,
      });
    },
  );

  app.post(
    '/orders/:id/gift-clawback',
    {
      schema: {
        tags,
        summary:
          'Refund a canceled order’s redeemed gifts anyway: each one’s credit is taken back from its recipient’s balance as far as it still holds (never below what was spent), and what was taken back is refunded to the buyer (Authorization: Bearer ADMIN_TOKEN)',
        params: z.object({ id: z.string().max(40) }),
        response: { 200: orderSchema, ...errorResponses, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { id } = await app.orders.getAny(request.params.id);
      await app.giftcards.clawBack(id);
      // After the claw-back commits: the order's refund reads what is kept now and refunds the rest, once. Should
      // the gateway fail here, calling this again claws nothing more and finishes the refund.
      await app.orderRefunds.refundOrder(id, new Date());
      return app.orders.getAny(String(id));
    },
  );

  app.post(
    '/products/:id/stock',
    {
      schema: {
        tags,
        summary:
          'Restock or count a product: qty sets the units on hand, add adds (or, negative, takes) units; stock going from 0 to above 0 e-mails the shoppers holding a back-in-stock reminder (Authorization: Bearer ADMIN_TOKEN)',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: z.union([
          z.object({ qty: z.coerce.number().int().min(0).max(10_000_000) }),
          z.object({ add: z.coerce.number().int().min(-10_000_000).max(10_000_000) }),
        ]),
        response: {
          200: z.object({
            success: z.literal(true),
            product_id: z.number().int(),
            stock_qty: z.number().int(),
            was: z.number().int(),
          }),
          ...errorResponses,
          401: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const written = await setStock(app.db, request.params.id, request.body).catch((error: unknown) => {
        if (brokenConstraint(error) === STOCK_CHECK)
          throw new AppError('conflict', 'The stock cannot go below zero.');
        throw error;
      });
      if (!written) throw new AppError('not_found', 'This product does not exist.');
      return { success: true as const, ...written };
    },
  );

  app.post(
    '/autoship/run',
    {
      schema: {
        tags,
        summary:
          'Runs autoship now: every shipment whose cutoff has passed by as_of (default now) is charged and placed (Authorization: Bearer ADMIN_TOKEN)',
        body: z.object({ as_of: z.iso.datetime({ offset: true }).optional() }).optional(),
        response: {
          200: z.object({
            success: z.literal(true),
            placed: z.number().int(),
            skipped: z.number().int(),
            declined: z.number().int(),
            failed: z.number().int(),
          }),
          ...errorResponses,
          401: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const asOf = request.body?.as_of ? new Date(request.body.as_of) : new Date();
      return { success: true as const, ...(await app.autoship.run(asOf)) };
    },
  );
};
