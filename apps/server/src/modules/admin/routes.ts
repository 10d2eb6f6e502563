import { apiErrorSchema, CARRIERS, isValidDate, orderSchema, orderStatusSchema } from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { errorResponses } from '../../lib/responses.ts';
import { brokenConstraint } from '../../lib/sql.ts';
import { analyticsAdminRoutes } from '../analytics/index.ts';
import { adminActor } from '../audit/index.ts';
import { autoshipAdminRoutes } from '../autoship/index.ts';
import { catalogAdminRoutes, STOCK_CHECK, setStock } from '../catalog/index.ts';
import { consoleTaskRoutes } from '../console-tasks/index.ts';
import { giftCardAdminRoutes } from '../giftcards/index.ts';
import { maintenanceAdminRoutes } from '../maintenance/index.ts';
import { memberAdminRoutes } from '../member-admin/index.ts';
import { orderAdminRoutes } from '../order-admin/index.ts';
import { promoAdminRoutes } from '../promos/index.ts';
import { reportRoutes } from '../reports/index.ts';
import { reviewAdminRoutes } from '../reviews/index.ts';
import { sponsoredAdminRoutes } from '../sponsored/index.ts';
import { thriveCashAdminRoutes } from '../thrivecash/index.ts';

const day = z.string().trim().refine(isValidDate, 'Dates require YYYY-MM-DD.').optional();
const refusals = { 401: apiErrorSchema, 403: apiErrorSchema } as const;

/**
 * Operator endpoints under /api/admin: registered inside the staff guard (modules/staff), each naming its permission.
 * Every change passes the request's actor on, so its audit entry is written in the change's transaction.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['operator'];
  await app.register(thriveCashAdminRoutes);
  await app.register(reviewAdminRoutes);
  await app.register(orderAdminRoutes);
  await app.register(catalogAdminRoutes);
  await app.register(memberAdminRoutes);
  await app.register(reportRoutes);
  await app.register(promoAdminRoutes);
  await app.register(autoshipAdminRoutes);
  await app.register(giftCardAdminRoutes);
  await app.register(consoleTaskRoutes);
  await app.register(sponsoredAdminRoutes);
  await app.register(maintenanceAdminRoutes);
  await app.register(analyticsAdminRoutes);

  app.post(
    '/orders/:id/status',
    {
      config: { permission: 'orders.move' },
      schema: {
        tags,
        summary: 'Move an order along the status table, with shipment dates; illegal moves are 409',
        params: z.object({ id: z.string().max(40) }),
        body: z.object({
          status: orderStatusSchema,
          estimated_delivery: day,
          delivered_date: day,
          tracking_number: z.string().trim().min(1).max(100).optional(),
          carrier: z.enum(CARRIERS).optional(),
        }),
        response: { 200: orderSchema, ...errorResponses, ...refusals, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { status, estimated_delivery, delivered_date, tracking_number, carrier } = request.body;
      return app.orders.move(
        request.params.id,
        {
          status,
          estimatedDelivery: estimated_delivery,
          deliveredDate: delivered_date,
          trackingNumber: tracking_number,
          carrier,
        },
        adminActor(request),
      );
    },
  );

  app.post(
    '/orders/:id/gift-clawback',
    {
      config: { permission: 'orders.refund' },
      schema: {
        tags,
        summary:
          'Refund a canceled order’s redeemed gifts anyway: each one’s credit is taken back from its recipient’s balance as far as it still holds (never below what was spent), and what was taken back is refunded to the buyer',
        params: z.object({ id: z.string().max(40) }),
        response: { 200: orderSchema, ...errorResponses, ...refusals, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { id } = await app.orders.getAny(request.params.id);
      await app.giftcards.clawBack(id, adminActor(request));
      // After the claw-back commits: the order's refund reads what is kept now and refunds the rest, once. Should
      // the gateway fail here, calling this again claws nothing more and finishes the refund.
      await app.orderRefunds.refundOrder(id, new Date());
      return app.orders.getAny(String(id));
    },
  );

  app.post(
    '/products/:id/stock',
    {
      config: { permission: 'stock.write' },
      schema: {
        tags,
        summary:
          'Restock or count a product: qty sets the units on hand, add adds (or, negative, takes) units; stock going from 0 to above 0 e-mails the shoppers holding a back-in-stock reminder',
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
          ...refusals,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const written = await setStock(app.db, request.params.id, request.body, adminActor(request)).catch(
        (error: unknown) => {
          if (brokenConstraint(error) === STOCK_CHECK)
            throw new AppError('conflict', 'The stock cannot go below zero.');
          throw error;
        },
      );
      if (!written) throw new AppError('not_found', 'This product does not exist.');
      // In stock or out is on every card and product page: this server shows the new count at once.
      app.readCache.clear();
      return { success: true as const, ...written };
    },
  );
};
