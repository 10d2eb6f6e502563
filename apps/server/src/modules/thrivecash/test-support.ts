import { type Database, eq, products, sql } from '@pantry/db';
import type { ThriveCashAnswer } from '@pantry/domain';
import { expect } from 'vitest';
import type { Shopper } from '../cart/test-support.ts';
import { ledgerSumCents } from './reads.ts';

/** Helpers for the Thrive Cash tests: the shopper's answer, and the check that the ledger adds up. */

export async function thriveCashOf(shopper: Shopper): Promise<ThriveCashAnswer> {
  const response = await shopper.call('GET', '/api/v1/account/thrivecash');
  if (response.statusCode !== 200)
    throw new Error(`GET /account/thrivecash: ${response.statusCode} ${response.body}`);
  return response.json() as ThriveCashAnswer;
}

/**
 * The sum of every ledger row equals the spendable balance plus the pending credit (after expiry has swept), and
 * the account's raf_balance is the same balance.
 */
export async function expectLedgerAddsUp(
  db: Database,
  shopper: Shopper,
  accountId: number,
): Promise<ThriveCashAnswer> {
  const answer = await thriveCashOf(shopper);
  const sum = await ledgerSumCents(db, accountId);
  expect(sum).toBe(Math.round((answer.raf_balance + answer.pending_balance) * 100));
  const account = (await shopper.call('GET', '/api/v1/account')).json() as { raf_balance: number };
  expect(account.raf_balance).toBe(answer.raf_balance);
  expect(answer.raf_balance).toBeGreaterThanOrEqual(0);
  return answer;
}

/** Gives a product a Thrive Cash offer (the catalog stores dollars as cents). */
export async function giveOffer(
  db: Database,
  productId: number,
  offer: { type: 'tc_percent'; amount: number } | { type: 'dollar'; amountCents: number },
): Promise<void> {
  await db.update(products).set({ thriveCash: offer }).where(eq(products.id, productId));
}

/** Sets a product's price (cents), so a test knows what an order costs. */
export async function setPrice(db: Database, productId: number, cents: number): Promise<void> {
  await db.execute(
    sql`UPDATE products SET price_cents = ${cents}::int, msrp_cents = ${cents}::int, temporary_price_reduction = '[]'::jsonb, effective_price_cents = ${cents}::int
         WHERE id = ${productId}::int`,
  );
}
