import { sql, type Transaction, type Writer } from '@pantry/db';
import type { SQL } from 'drizzle-orm';

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
