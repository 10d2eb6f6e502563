import { sql, type Writer } from '@pantry/db';

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
