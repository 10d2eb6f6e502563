import { z } from 'zod';
import { cartTotalSchema } from '../api/cart.ts';
import { productSchema } from '../api/catalog.ts';
import { AUTOSHIP_FREQUENCIES, type AutoshipFrequency, isAutoshipFrequency } from './dates.ts';
import { autoshipItemSchema } from './item-wire.ts';
import { AUTOSHIP_SCHEDULE_STATUSES } from './statuses.ts';

/**
 * The autoship calls' answers (account spec §7: /autoship/items, /autoship/schedule/first, /autoship/schedule/totals,
 * PUT /autoship/item/{itemId} → data.autoship_item). Money in dollars with 2 decimals; dates as YYYY-MM-DD.
 */

const money = z.number();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const autoshipItemsSchema = z.object({ success: z.literal(true), items: z.array(autoshipItemSchema) });

export const autoshipItemAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ autoship_item: autoshipItemSchema }),
});

export const autoshipScheduleSchema = z.object({
  schedule_id: z.number().int(),
  next_shipment_date: day,
  /** When the next shipment locks (ISO), and the same as the shopper reads it ('Thursday, Nov 26, 5 p.m. PT'). */
  cutoff: z.string(),
  cutoff_text: z.string(),
  frequency: z.number().int(),
  status: z.enum(AUTOSHIP_SCHEDULE_STATUSES),
  /** §4: a charge-failed banner shows instead of the manage panel. */
  charge_failed: z.boolean(),
  payment_method_id: z.number().int().nullable(),
  address_id: z.number().int().nullable(),
});
export type AutoshipScheduleWire = z.infer<typeof autoshipScheduleSchema>;

export const autoshipScheduleAnswerSchema = z.object({
  success: z.literal(true),
  schedule: autoshipScheduleSchema.nullable(),
});

/** The next shipment priced: spec §3 'Autoship schedule: totals, totals_collected'. */
export const autoshipTotalsSchema = z.object({
  success: z.literal(true),
  schedule: autoshipScheduleSchema.nullable(),
  subtotal: money,
  discount: money,
  grand_total: money,
  totals: z.array(cartTotalSchema),
  /** The first autoship order's 30% extra is in `discount`. */
  first_autoship_order: z.boolean(),
  number_of_items: z.number().int(),
  /** Whether the next shipment has been charged (its totals collected). */
  totals_collected: z.boolean(),
});
export type AutoshipTotalsWire = z.infer<typeof autoshipTotalsSchema>;

export const autoshipRecommendSchema = z.object({
  success: z.literal(true),
  product_id: z.number().int(),
  /** The asked product is one the shopper buys again and again. */
  recommended: z.boolean(),
  items: z.array(productSchema),
});

export const autoshipFrequencySchema = z.coerce
  .number()
  .int()
  .refine(isAutoshipFrequency, { message: `Choose a frequency of ${AUTOSHIP_FREQUENCIES.join(', ')} weeks.` })
  .transform((weeks) => weeks as AutoshipFrequency);
