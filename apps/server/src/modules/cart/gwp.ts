import { type DbOrTx, gwpOffers, sql } from '@pantry/db';
import { queryRows } from '../../lib/sql.ts';

/** The demo free gift: given once the GWP-eligible subtotal reaches $49 (our figure; the spec names none). */
export const DEMO_GWP_THRESHOLD_CENTS = 4900;

/**
 * Adds the demo catalog's free-gift offer when the store has none: the first product marked GWP (the demo's
 * 'Dark Chocolate Roasted Almonds'). Idempotent; answers whether it added the offer. Called from the seed.
 */
export async function ensureDemoGwpOffer(
  db: DbOrTx,
  thresholdCents = DEMO_GWP_THRESHOLD_CENTS,
): Promise<boolean> {
  const [existing] = await queryRows<{ id: number }>(db, sql`SELECT id FROM gwp_offers LIMIT 1`);
  if (existing) return false;
  const [gift] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM products WHERE tc_product_type = 'GWP' AND is_available ORDER BY id LIMIT 1`,
  );
  if (!gift) return false;
  await db.insert(gwpOffers).values({ productId: gift.id, thresholdCents, active: true });
  return true;
}
