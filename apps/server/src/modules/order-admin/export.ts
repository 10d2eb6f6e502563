import { type DbOrTx, sql } from '@pantry/db';
import { centsToDollars, type OrdersExportFilter } from '@pantry/domain';
import { stringify } from 'csv-stringify/sync';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../lib/sql.ts';
import { STORE_TIME_ZONE } from '../orders/index.ts';

/**
 * Orders as a CSV file (issue 25): one row an order, oldest first, filtered as the console's search filters (status,
 * store days from and to). Above 10,000 rows the console runs it as a task that e-mails a link.
 */

export const ORDERS_CSV_COLUMNS = [
  'order',
  'placed_at',
  'status',
  'email',
  'name',
  'subtotal',
  'discount',
  'shipping',
  'tax',
  'thrive_cash',
  'grand_total',
] as const;

function filterOf(filter: OrdersExportFilter): SQL {
  const where: SQL[] = [sql`true`];
  if (filter.status) where.push(sql`o.status = ${filter.status}`);
  if (filter.from)
    where.push(sql`o.placed_at >= (${filter.from}::date)::timestamp AT TIME ZONE ${STORE_TIME_ZONE}`);
  if (filter.to)
    where.push(sql`o.placed_at < (${filter.to}::date + 1)::timestamp AT TIME ZONE ${STORE_TIME_ZONE}`);
  return sql.join(where, sql` AND `);
}

/** How many orders the export has. */
export async function countOrdersCsvRows(db: DbOrTx, filter: OrdersExportFilter): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM orders o WHERE ${filterOf(filter)}`,
  );
  return row?.count ?? 0;
}

type Row = {
  increment_id: string;
  placed_at: string | Date;
  status: string;
  email: string;
  firstname: string;
  lastname: string;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  tax_cents: number;
  thrive_cash_cents: number;
  grand_total_cents: number;
};

/** The orders as CSV, money in dollars with two decimals. */
export async function exportOrdersCsv(db: DbOrTx, filter: OrdersExportFilter): Promise<string> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT o.increment_id, o.placed_at, o.status, a.email, a.firstname, a.lastname, o.subtotal_cents,
               o.discount_cents, o.shipping_cents, o.tax_cents, o.thrive_cash_cents, o.grand_total_cents
          FROM orders o JOIN accounts a ON a.id = o.account_id
         WHERE ${filterOf(filter)}
         ORDER BY o.placed_at, o.id`,
  );
  const money = (cents: number) => centsToDollars(cents).toFixed(2);
  const records = rows.map((row) => [
    row.increment_id,
    new Date(row.placed_at).toISOString(),
    row.status,
    row.email,
    `${row.firstname} ${row.lastname}`.trim(),
    money(row.subtotal_cents),
    money(row.discount_cents),
    money(row.shipping_cents),
    money(row.tax_cents),
    money(row.thrive_cash_cents),
    money(row.grand_total_cents),
  ]);
  return stringify(records, { header: true, columns: [...ORDERS_CSV_COLUMNS] });
}
