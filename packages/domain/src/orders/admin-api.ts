import { z } from 'zod';
import { orderSchema } from '../api/cart.ts';
import { ORDER_STATUSES } from './status.ts';

/**
 * The console's Orders area on the wire (issue 25: GET/POST /api/admin/orders…). Money is in cents here, unlike the
 * shopper's API (dollars, spec §3), because staff refunds are counted to the cent and nothing here is a spec shape.
 */

const statusSchema = z.enum(ORDER_STATUSES);

export const adminOrderRowSchema = z.object({
  id: z.number().int(),
  increment_id: z.string(),
  created_at: z.string(),
  status: statusSchema,
  status_label: z.string(),
  email: z.string(),
  name: z.string(),
  grand_total_cents: z.number().int(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderPageSchema = z.object({
  orders: z.array(adminOrderRowSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_before: z.number().int().nullable(),
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

export const tenderKindSchema = z.enum(['thrive_cash', 'gift_card', 'charge']);

export const adminTenderSchema = z.object({
  kind: tenderKindSchema,
  payment_id: z.number().int().nullable(),
  label: z.string(),
  amount_cents: z.number().int(),
  refunded_cents: z.number().int(),
});
export type AdminTender = z.infer<typeof adminTenderSchema>;

export const refundPartSchema = z.object({
  kind: tenderKindSchema,
  payment_id: z.number().int().nullable(),
  label: z.string(),
  amount_cents: z.number().int(),
});

export const adminRefundSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  amount_cents: z.number().int(),
  state: z.enum(['pending', 'refunded']),
  reason: z.string().nullable(),
  lines: z.array(z.object({ item_id: z.number().int(), qty: z.number().int() })).nullable(),
  parts: z.array(refundPartSchema),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminOrderSchema = z.object({
  order: orderSchema,
  customer: z.object({ account_id: z.number().int(), email: z.string(), name: z.string() }),
  /** The order's lines with their ids, for a refund by lines. */
  lines: z.array(
    z.object({
      item_id: z.number().int(),
      sku: z.string(),
      title: z.string(),
      qty: z.number().int(),
      row_total_cents: z.number().int(),
    }),
  ),
  /** The statuses it has been in, oldest first, with who moved it when staff did. */
  history: z.array(
    z.object({ at: z.string(), status: statusSchema, label: z.string(), by: z.string().nullable() }),
  ),
  tenders: z.array(adminTenderSchema),
  refundable_cents: z.number().int(),
  refunds: z.array(adminRefundSchema),
  next_statuses: z.array(statusSchema),
  can_cancel: z.boolean(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const ORDER_EMAILS = ['confirmation', 'shipped'] as const;
export type OrderEmail = (typeof ORDER_EMAILS)[number];

/** The order search's filters, as GET /api/admin/orders's query string names them (dates are YYYY-MM-DD). */
export type AdminOrderQuery = {
  number?: string;
  email?: string;
  status?: string;
  from?: string;
  to?: string;
  before?: number;
  limit?: number;
};
