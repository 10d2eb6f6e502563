import { type DbOrTx, sql } from '@pantry/db';
import { queryRows } from '../../lib/sql.ts';

/**
 * The account's `autoship_savings` (account spec §3): what its autoship orders saved, kept on each placed shipment
 * at order time; an order canceled before it left saved nothing.
 */
export async function autoshipSavingsCents(db: DbOrTx, accountId: number): Promise<number> {
  const [row] = await queryRows<{ cents: number }>(
    db,
    sql`SELECT coalesce(sum(sh.savings_cents), 0)::int AS cents
          FROM autoship_shipments sh JOIN orders o ON o.id = sh.order_id
         WHERE sh.account_id = ${accountId} AND sh.outcome = 'placed' AND o.status <> 'canceled'`,
  );
  return row?.cents ?? 0;
}
