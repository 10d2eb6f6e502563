import { z } from 'zod';
import { AUTOSHIP_ITEM_STATUSES } from './statuses.ts';

/** An autoship item on the wire (its own file: the cart's box schema carries it, and the cart's totals are used by
 * the other autoship answers). Money in dollars with 2 decimals; dates as YYYY-MM-DD. */

const money = z.number();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Account spec §3 'Autoship item' plus the subscription's qty and frequency in weeks. */
export const autoshipItemSchema = z.object({
  item_id: z.number().int(),
  product_id: z.number().int(),
  product_sku: z.string(),
  name: z.string(),
  status: z.enum(AUTOSHIP_ITEM_STATUSES),
  /** 'recurring': a subscribed item (a one-time item of the next shipment lives in the cart). */
  type: z.literal('recurring'),
  /** When it was subscribed (ISO). */
  enabled_date: z.string(),
  scheduled_at_date: day,
  qty: z.number().int(),
  /** Every this many weeks. */
  frequency: z.number().int(),
  /** Left out of the next shipment once. */
  skip_once: z.boolean(),
  /** What one costs today, and on autoship. */
  price: money,
  autoship_price: money,
  in_stock: z.boolean(),
  image: z.string(),
  url: z.string(),
  product_data: z.object({ box_type: z.string(), min_order_qty: z.number().int() }),
});
export type AutoshipItemWire = z.infer<typeof autoshipItemSchema>;
