import { z } from 'zod';

/** Volume incentives on the wire (account-and-shell §3 Volume incentive), the spec's field names; dollars for `dollar`. */
export const tieredPricingSchema = z.object({
  min: z.number().int(),
  max: z.number().int().nullable(),
  promo_type: z.literal('thrive_cash'),
  discount_type: z.enum(['percent', 'dollar']),
  /** A percent for `percent`, dollars for `dollar`. */
  promo_value: z.number(),
});
export type TieredPricing = z.infer<typeof tieredPricingSchema>;

export const conversionDriverSchema = z.object({
  name: z.string(),
  qualifies: z.boolean(),
  display: z.string(),
});
