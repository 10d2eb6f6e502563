import { count, type Database, type DbOrTx, productCooccurrence, productOrderCounts, sql } from '@pantry/db';
import { intArray, queryRows } from '../../lib/sql.ts';

/**
 * "Bought together" over all orders (issue 24): for each product, the products found in the same orders and the
 * counts the domain's similarity is made of (pairSimilarity). Recomputed whole by the recommendations.cooccurrence
 * job in one transaction, so a reader sees the old table or the new one, never half; at start-up when it is empty.
 */

/** The advisory lock that takes turns between rewrites of the table. */
const COOCCURRENCE_LOCK = 74_240;

/** Partners kept per product: the most frequent ones (a product's long tail of one-off pairs says little). */
export const MAX_PARTNERS = 40;

/** An order's products, once each: canceled orders and free gifts say nothing about what goes together. */
function basketsSql(hideOrderIds: readonly number[]) {
  return sql`SELECT DISTINCT oi.order_id, oi.product_id
               FROM order_items oi JOIN orders o ON o.id = oi.order_id
              WHERE o.status <> 'canceled' AND NOT oi.is_free
                AND NOT (o.id = ANY(${intArray(hideOrderIds)}))`;
}

/**
 * Rewrites product_cooccurrence and product_order_counts from the orders (leaving out `hideOrderIds`: the bench's
 * hidden orders). Answers the pairs and products written.
 */
export async function recomputeCooccurrence(
  db: DbOrTx,
  options: { hideOrderIds?: readonly number[] } = {},
): Promise<{ pairs: number; products: number }> {
  const baskets = basketsSql(options.hideOrderIds ?? []);
  return db.transaction(async (tx) => {
    // One rewrite at a time (the hourly job on two servers, start-up, the bench's measure): two at once each
    // delete, then both insert the same pairs, and the second fails on the primary key.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${COOCCURRENCE_LOCK}::int)`);
    await tx.delete(productCooccurrence);
    await tx.delete(productOrderCounts);
    const [counted] = await queryRows<{ n: number }>(
      tx,
      sql`WITH counted AS (
            INSERT INTO product_order_counts (product_id, orders)
            SELECT product_id, count(*)::int FROM (${baskets}) b GROUP BY product_id
            RETURNING 1)
          SELECT count(*)::int AS n FROM counted`,
    );
    const [paired] = await queryRows<{ n: number }>(
      tx,
      sql`WITH baskets AS (${baskets}),
          pairs AS (
            SELECT a.product_id, b.product_id AS other_product_id, count(*)::int AS together
              FROM baskets a JOIN baskets b ON b.order_id = a.order_id AND b.product_id <> a.product_id
             GROUP BY a.product_id, b.product_id),
          ranked AS (
            SELECT p.*, row_number() OVER (PARTITION BY p.product_id
                                           ORDER BY p.together DESC, p.other_product_id) AS place
              FROM pairs p),
          written AS (
            INSERT INTO product_cooccurrence (product_id, other_product_id, together, product_orders, other_orders)
            SELECT r.product_id, r.other_product_id, r.together, ca.orders, cb.orders
              FROM ranked r
              JOIN product_order_counts ca ON ca.product_id = r.product_id
              JOIN product_order_counts cb ON cb.product_id = r.other_product_id
             WHERE r.place <= ${MAX_PARTNERS}
            RETURNING 1)
          SELECT count(*)::int AS n FROM written`,
    );
    return { pairs: paired?.n ?? 0, products: counted?.n ?? 0 };
  });
}

/**
 * The hourly job's rewrite: recomputeCooccurrence, then the two tables vacuumed. A rewrite leaves every old row
 * dead, and until autovacuum came by, a shopper's read of their partners walked past as many dead rows as live ones
 * (6 ms of /account/recommended's 9 ms basket read, measured by the bench).
 */
export async function rewriteCooccurrence(db: Database): Promise<{ pairs: number; products: number }> {
  const written = await recomputeCooccurrence(db);
  await vacuumCooccurrence(db);
  return written;
}

/** VACUUM cannot run inside a transaction: callers pass the database, never a transaction. */
export async function vacuumCooccurrence(db: Database): Promise<void> {
  await db.execute(sql`VACUUM (ANALYZE) product_cooccurrence, product_order_counts`);
}

/** At start-up: computes the table when it is empty and there are orders; answers whether it did. */
export async function ensureCooccurrence(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(productOrderCounts);
  if (Number(row?.n ?? 0) > 0) return false;
  const written = await rewriteCooccurrence(db);
  return written.products > 0;
}
