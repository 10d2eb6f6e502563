import { sql, type Transaction, type Writer } from '@pantry/db';
import { queryPrepared } from '../../lib/sql.ts';

/** Adds an order's savings (the priced cart's `cart_savings`) to the account's running totals, with the order. */
export function addOrderSavings(accountId: number, savingsCents: number): Writer {
  return {
    name: 'add order savings',
    ctes: sql`saved AS (
      UPDATE accounts
         SET current_year_savings_cents = current_year_savings_cents + ${savingsCents}::int,
             lifetime_savings_cents = lifetime_savings_cents + ${savingsCents}::int
       WHERE id = ${accountId}::int AND EXISTS (SELECT 1 FROM new_order)
      RETURNING 1)`,
    answer: sql`(SELECT count(*)::int FROM saved) AS saved`,
  };
}

/**
 * Ends the account's savings year (a renewal of an annual term, issue 13's savings guarantee): answers the year's
 * savings and starts the next year at 0, in one statement under the row's lock.
 */
export async function closeSavingsYear(tx: Transaction, accountId: number): Promise<number> {
  const [row] = await queryPrepared<{ year_savings: number }>(
    tx,
    sql`UPDATE accounts a SET current_year_savings_cents = 0
          FROM (SELECT id, current_year_savings_cents FROM accounts WHERE id = ${accountId}::int FOR UPDATE) old
         WHERE a.id = old.id
        RETURNING old.current_year_savings_cents AS year_savings`,
  );
  return row?.year_savings ?? 0;
}
