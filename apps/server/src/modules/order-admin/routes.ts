import {
  adminOrderPageSchema,
  adminOrderSchema,
  adminRefundSchema,
  apiErrorSchema,
  EXPORT_DOWNLOAD_MAX_ROWS,
  isValidDate,
  ORDER_EMAILS,
  orderStatusSchema,
  ordersExportFilterSchema,
} from '@pantry/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { errorResponses } from '../../lib/responses.ts';
import { adminActor } from '../audit/index.ts';
import { resendOrderEmail } from './emails.ts';
import { countOrdersCsvRows, exportOrdersCsv } from './export.ts';
import { createStaffRefunds } from './refunds.ts';
import { searchOrders } from './search.ts';
import { loadAdminOrder } from './view.ts';

const day = z.string().trim().refine(isValidDate, 'Dates require YYYY-MM-DD.').optional();
const refusals = { 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema } as const;
const params = z.object({ id: z.string().max(40) });
const tags = ['admin'];

/** The console's Orders area under /api/admin (issue 25), inside the staff guard; each route names its permission. */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const refunds = createStaffRefunds({ db: app.db, orders: app.orders, payments: app.payments });

  app.get(
    '/orders',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        summary:
          'Search orders, newest first: number (the increment id), the shopper’s e-mail, status, from/to (store days); before pages on',
        querystring: z.object({
          number: z
            .string()
            .trim()
            .regex(/^\d{1,20}$/, 'An order number is digits.')
            .optional()
            .or(z.literal('')),
          email: z.string().trim().max(254).optional(),
          status: orderStatusSchema.optional().or(z.literal('')),
          from: day.or(z.literal('')),
          to: day.or(z.literal('')),
          before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: { 200: adminOrderPageSchema, ...errorResponses, ...refusals },
      },
    },
    (request) => {
      const { number, email, status, from, to, before, limit } = request.query;
      return searchOrders(app.db, {
        number: number || undefined,
        email: email || undefined,
        status: status || undefined,
        from: from || undefined,
        to: to || undefined,
        before,
        limit,
      });
    },
  );

  app.get(
    '/orders/export.csv',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        summary:
          'Orders as CSV, oldest first, by status and store days (409 above 10,000 orders: POST /api/admin/exports runs it as a task)',
        produces: ['text/csv'],
        querystring: ordersExportFilterSchema,
        response: { 200: z.string(), ...errorResponses, ...refusals },
      },
    },
    async (request, reply) => {
      const rows = await countOrdersCsvRows(app.db, request.query);
      if (rows > EXPORT_DOWNLOAD_MAX_ROWS) {
        throw new AppError(
          'conflict',
          `These are ${rows} orders, more than ${EXPORT_DOWNLOAD_MAX_ROWS} download at once: export them as a task (POST /api/admin/exports), which e-mails you a link.`,
        );
      }
      const csv = await exportOrdersCsv(app.db, request.query);
      const today = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="pantry-orders-${today}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/orders/:id',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        summary: 'One order for the console: lines, totals, addresses, status history, tenders and refunds',
        params,
        response: { 200: adminOrderSchema, ...errorResponses, ...refusals },
      },
    },
    (request) => loadAdminOrder(app.db, app.orders, request.params.id),
  );

  app.post(
    '/orders/:id/refunds',
    {
      config: { permission: 'orders.refund' },
      schema: {
        tags,
        summary:
          'Refund part or all of an order, by amount_cents or by lines, split card first, then gift card, then Thrive Cash; once per idempotency_key',
        params,
        body: z.object({
          idempotency_key: z.string().trim().min(8).max(100),
          amount_cents: z.coerce.number().int().positive().max(100_000_000).optional(),
          lines: z
            .array(
              z.object({ item_id: z.coerce.number().int().positive(), qty: z.coerce.number().int().min(0) }),
            )
            .max(200)
            .optional(),
          reason: z.string().trim().max(500).optional(),
        }),
        response: {
          200: z.object({ refund: adminRefundSchema, order: adminOrderSchema }),
          ...errorResponses,
          ...refusals,
        },
      },
    },
    async (request) => {
      const { idempotency_key, amount_cents, lines, reason } = request.body;
      const picked = lines
        ?.filter((line) => line.qty > 0)
        .map((line) => ({ itemId: line.item_id, qty: line.qty }));
      const row = await refunds.refund(
        request.params.id,
        { key: idempotency_key, amountCents: amount_cents, lines: picked, reason: reason || undefined },
        adminActor(request),
      );
      const order = await loadAdminOrder(app.db, app.orders, String(row.orderId));
      return { refund: order.refunds.find((refund) => refund.id === row.id)!, order };
    },
  );

  app.post(
    '/orders/:id/emails',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        summary: 'Send the order’s confirmation or shipping e-mail to the shopper again',
        params,
        body: z.object({ email: z.enum(ORDER_EMAILS) }),
        response: { 200: z.object({ success: z.literal(true) }), ...errorResponses, ...refusals },
      },
    },
    async (request) => {
      const { id } = await app.orders.getAny(request.params.id);
      await resendOrderEmail(app.db, id, request.body.email, adminActor(request));
      return { success: true as const };
    },
  );
};
