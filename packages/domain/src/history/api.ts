import { z } from 'zod';
import { productListSchema } from '../api/catalog.ts';

/** The Buy It Again, Recently Viewed and Your impact wire contract (docs/decisions/discovery.md). */

/** GET /account/purchased/ids (account-and-shell §7: 'items'): the product ids, in Buy It Again's order. */
export const purchasedIdsSchema = z.object({ items: z.array(z.number().int()) });
export type PurchasedIds = z.infer<typeof purchasedIdsSchema>;

/**
 * GET /account/purchased: a page of the catalog's product list, each product with how often and when it was last
 * bought (`purchases`, in the same order).
 */
export const purchasedListSchema = productListSchema.extend({
  purchases: z.array(
    z.object({ product_id: z.number().int(), order_count: z.number().int(), last_ordered_at: z.string() }),
  ),
});
export type PurchasedList = z.infer<typeof purchasedListSchema>;

/** GET /account/recently-viewed: newest first, each product with when it was viewed (`views`, same order). */
export const recentlyViewedSchema = productListSchema.extend({
  views: z.array(z.object({ product_id: z.number().int(), viewed_at: z.string() })),
});
export type RecentlyViewedList = z.infer<typeof recentlyViewedSchema>;
