import { type DbOrTx, reindexProducts, sql } from '@pantry/db';
import {
  type AuditActor,
  centsToDollars,
  changedPriceCents,
  type PriceChange,
  type ProductSelection,
  priceChangeRefusal,
  type TaskRowError,
} from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { intArrayParam, queryRows } from '../../lib/sql.ts';
import { recordAudits } from '../audit/index.ts';
import { productSearchMatch } from './admin-products.ts';

/**
 * The catalog's price writes for the console's bulk price change (issue 25, Long work): the products a selection
 * names, and one chunk's change written inside the caller's transaction, so the chunk's prices, its audit entries
 * and the task's progress commit together.
 */

/** Every product a search (the catalog list's `q`) and a category (url key, the products listed under it) match, by id. */
export async function productIdsMatching(db: DbOrTx, selection: ProductSelection): Promise<number[]> {
  const where = [sql`true`];
  const q = selection.q?.trim();
  if (q) where.push(productSearchMatch(q));
  if (selection.category) {
    const [category] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM categories WHERE url_key = ${selection.category}`,
    );
    if (!category) throw new AppError('bad_request', `No category '${selection.category}'.`);
    where.push(
      sql`(p.category_id = ${category.id}::int OR EXISTS (SELECT 1 FROM product_categories pc
            WHERE pc.product_id = p.id AND pc.category_id = ${category.id}::int))`,
    );
  }
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT p.id FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id
         WHERE ${sql.join(where, sql` AND `)} ORDER BY p.id`,
  );
  return rows.map((row) => row.id);
}

type PricedRow = {
  id: number;
  sku: string;
  price_cents: number;
  msrp_cents: number;
  map_price_cents: number | null;
  is_map_enabled: boolean;
};

export type PriceChangeWritten = { changed: number; refused: TaskRowError[] };

/**
 * Changes these products' prices inside the caller's transaction: each row locked, its new price from the domain's
 * rule, a row that would break its MAP (or no longer exists) refused and reported, the MSRP raised to a new price
 * above it (an MSRP is never below the price), the listings' derived columns rewritten, and one audit entry per
 * product with its price before and after. A price already at its new value is left alone.
 */
export async function changeProductPrices(
  tx: DbOrTx,
  productIds: readonly number[],
  change: PriceChange,
  actor: AuditActor,
  taskId: number,
): Promise<PriceChangeWritten> {
  const rows = await queryRows<PricedRow>(
    tx,
    sql`SELECT id, sku, price_cents, msrp_cents, map_price_cents, is_map_enabled FROM products
         WHERE id = ANY(${intArrayParam(productIds)}::int[]) ORDER BY id FOR NO KEY UPDATE`,
  );
  const found = new Set(rows.map((row) => row.id));
  const refused: TaskRowError[] = productIds
    .filter((id) => !found.has(id))
    .map((id) => ({ item: `product ${id}`, message: 'This product no longer exists.' }));
  const writes: { row: PricedRow; price: number; msrp: number }[] = [];
  for (const row of rows) {
    const price = changedPriceCents(row.price_cents, change);
    const refusal = priceChangeRefusal(
      { priceCents: row.price_cents, mapPriceCents: row.map_price_cents, isMapEnabled: row.is_map_enabled },
      price,
    );
    if (refusal) refused.push({ item: row.sku, message: refusal });
    else if (price !== row.price_cents) writes.push({ row, price, msrp: Math.max(row.msrp_cents, price) });
  }
  if (writes.length > 0) {
    await tx.execute(
      sql`UPDATE products p SET price_cents = v.price, msrp_cents = v.msrp
            FROM unnest(${intArrayParam(writes.map((w) => w.row.id))}::int[],
                        ${intArrayParam(writes.map((w) => w.price))}::int[],
                        ${intArrayParam(writes.map((w) => w.msrp))}::int[]) AS v(id, price, msrp)
           WHERE p.id = v.id`,
    );
    await reindexProducts(
      tx,
      writes.map((w) => w.row.id),
    );
    await recordAudits(
      tx,
      actor,
      writes.map(({ row, price, msrp }) => ({
        action: 'product.price_change',
        subjectType: 'product',
        subjectId: row.id,
        before: {
          sku: row.sku,
          price: centsToDollars(row.price_cents),
          msrp: centsToDollars(row.msrp_cents),
        },
        after: { sku: row.sku, price: centsToDollars(price), msrp: centsToDollars(msrp), task_id: taskId },
      })),
    );
  }
  return { changed: writes.length, refused };
}
