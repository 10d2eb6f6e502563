import { type Database, sql, type Transaction, type Writer } from '@pantry/db';
import type { AuditActor } from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../lib/sql.ts';
import { recordAudit } from '../audit/index.ts';

/** Units of one product taken for an order. */
export type StockLine = { id: number; qty: number };

/**
 * Takes the units, last in its statement (row locks held only until it commits), through reserve_stock (migration
 * 0005): products locked in id order, so checkouts sharing products cannot deadlock. A product left with fewer
 * units than wanted breaks STOCK_CHECK and fails the whole statement. Runs only when `when` (a FROM item) has a row.
 */
export function takeStock(lines: readonly StockLine[], when: SQL): Writer {
  return {
    name: 'take stock',
    ctes: sql`stock_taken AS (SELECT reserve_stock(${JSON.stringify(lines)}::json) AS n FROM ${when})`,
    answer: sql`coalesce((SELECT n FROM stock_taken), 0) AS stock_taken`,
  };
}

/** The products table's CHECK (stock_qty >= 0), named in the migration. */
export const STOCK_CHECK = 'products_stock_qty_not_negative';

/** Gives back units taken for an order that was never placed (release_stock, migration 0009, same lock order). */
export async function releaseStock(tx: Transaction, lines: readonly StockLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.execute(sql`SELECT release_stock(${JSON.stringify(lines)}::json)`);
}

/** An operator's stock write: the units on hand now (`qty`), or units added to (or, negative, taken from) them. */
export type StockChange = { qty: number } | { add: number };
export type StockWritten = { product_id: number; stock_qty: number; was: number };

/**
 * Sets a product's stock (an operator's restock or count), in one statement that locks the row. Stock going from 0 to
 * above 0 writes `product.back_in_stock` in the same transaction, as every stock write does (the products trigger of
 * migration 0025_back_in_stock_trigger). The operator's write has its audit entry in the same transaction. Answers null for an unknown product; a count below zero breaks STOCK_CHECK.
 */
export async function setStock(
  db: Database,
  productId: number,
  change: StockChange,
  actor?: AuditActor,
): Promise<StockWritten | null> {
  const next = 'qty' in change ? sql`${change.qty}::int` : sql`p.stock_qty + ${change.add}::int`;
  return db.transaction(async (tx) => {
    const [row] = await queryRows<StockWritten>(
      tx,
      sql`WITH before AS (SELECT id, stock_qty FROM products WHERE id = ${productId}::int FOR NO KEY UPDATE)
          UPDATE products p SET stock_qty = ${next}
            FROM before b WHERE p.id = b.id
          RETURNING p.id AS product_id, p.stock_qty, b.stock_qty AS was`,
    );
    if (row && actor) {
      await recordAudit(tx, actor, {
        action: 'product.stock',
        subjectType: 'product',
        subjectId: productId,
        before: { stock_qty: row.was },
        after: { stock_qty: row.stock_qty },
      });
    }
    return row ?? null;
  });
}
