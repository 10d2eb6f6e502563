import { sql } from '@pantry/db';

/**
 * When a product counts as in stock. One rule, written twice (TypeScript for the serializer, SQL for
 * filters like "similar items in stock"); the tests check that they agree.
 *
 * In stock = available, some stock on hand, and no 'Back Soon' badge (a merchandiser's way of saying it is
 * out until the next delivery, spec §5). Gift cards and virtual products have no shelf stock, so for them
 * availability alone decides.
 */
export const BACK_SOON_BADGE = 'Back Soon';
export const STOCKLESS_TYPES: readonly string[] = ['aw_giftcard', 'virtual'];

export function isInStock(row: {
  is_available: boolean;
  stock_qty: number;
  product_type: string;
  badge_texts: readonly string[];
}): boolean {
  if (!row.is_available) return false;
  if (row.badge_texts.includes(BACK_SOON_BADGE)) return false;
  return row.stock_qty > 0 || STOCKLESS_TYPES.includes(row.product_type);
}

/** The same rule for a products row aliased `p`. */
export const inStockCondition = sql`(p.is_available
  AND (p.stock_qty > 0 OR p.product_type IN ('aw_giftcard', 'virtual'))
  AND NOT EXISTS (
    SELECT 1 FROM product_badges pb JOIN badges b ON b.id = pb.badge_id
    WHERE pb.product_id = p.id AND b.text = ${BACK_SOON_BADGE}
  ))`;

/**
 * Listings leave out free items that only join a cart as a gift or sample (GWP, SAMPLE) and virtual
 * products; the gift card (aw_giftcard) stays listed.
 */
export const listableCondition = sql`(p.tc_product_type IS NULL AND p.product_type <> 'virtual')`;

/**
 * The free-gifts deals page lists the free gifts themselves (spec §9: cards read 'FREE ({msrp} value)'),
 * so there GWP items are listed too; samples and virtual products still are not.
 */
export const listableWithFreeGiftsCondition = sql`((p.tc_product_type IS NULL OR p.tc_product_type = 'GWP') AND p.product_type <> 'virtual')`;
