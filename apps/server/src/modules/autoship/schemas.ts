import { AUTOSHIP_ITEM_STATUSES, autoshipFrequencySchema } from '@pantry/domain';
import { z } from 'zod';

/** Request shapes of the autoship calls (posts are form-encoded, JSON accepted). */

const id = z.coerce.number().int().positive().max(2_147_483_647);
const qty = z.coerce.number().int().min(1).max(50);
const day = z.string().max(20);
/** Form posts send booleans as '1'/'0'/'true'/'false'. */
const formBoolean = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
  .transform((value) => value === true || value === '1' || value === 'true');

export const itemsQuery = z.object({
  preset: z.string().max(50).optional(),
  autoship_item_status: z.enum(AUTOSHIP_ITEM_STATUSES).optional(),
});

export const subscribeBody = z.object({
  product_id: id,
  qty: qty.default(1),
  frequency: autoshipFrequencySchema.optional(),
});

export const itemParams = z.object({ itemId: id });
/** 0: no product in view (the personalized page asks for the shopper's picks alone). */
export const productParams = z.object({ id: z.coerce.number().int().min(0).max(2_147_483_647) });

/** Spec §7 'status or scheduled_at_date'; the manage panel also sends qty, frequency and skip_once. */
export const itemChangeBody = z
  .object({
    status: z.enum(AUTOSHIP_ITEM_STATUSES).optional(),
    scheduled_at_date: day.optional(),
    qty: qty.optional(),
    frequency: autoshipFrequencySchema.optional(),
    skip_once: formBoolean.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send status, scheduled_at_date, qty, frequency or skip_once.',
  });

export const scheduleQuery = z.object({ status: z.string().max(50).optional() });
export const totalsQuery = z.object({
  preset: z.string().max(50).optional(),
  reqsource: z.string().max(50).optional(),
});

export const scheduleChangeBody = z
  .object({
    next_shipment_date: day.optional(),
    frequency: autoshipFrequencySchema.optional(),
    payment_method_id: id.optional(),
    address_id: id.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send next_shipment_date, frequency, payment_method_id or address_id.',
  });

export const fromCartBody = z.object({ product_id: id, frequency: autoshipFrequencySchema.optional() });
