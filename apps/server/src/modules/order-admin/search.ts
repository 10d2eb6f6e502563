import { type Database, sql } from '@pantry/db';
import { type AdminOrderPage, isOrderStatus, type OrderStatus, orderStatusLabel } from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../lib/sql.ts';
import { STORE_TIME_ZONE } from '../orders/index.ts';

export type OrderSearch = {
  /** The order's number (increment id), whole. */
  number?: string | undefined;
  /** The shopper's e-mail, whole (any case). */
  email?: string | undefined;
  status?: OrderStatus | undefined;
  /** Store days 'YYYY-MM-DD', both included. */
  from?: string | undefined;
  to?: string | undefined;
  /** An order id from the previous page's `next_before`: the orders placed before it. */
  before?: number | undefined;
  limit: number;
};

type Row = {
  id: number;
  increment_id: string;
  placed_at: string | Date;
  status: string;
  email: string;
  firstname: string;
  lastname: string;
  grand_total_cents: number;
};

/**
 * The console's order search, newest first, paged by (placed_at, id). Only the filters given are in the statement
 * (no `$1 IS NULL OR …`), so the planner sees each one and uses its index: the increment id's unique index, the
 * shopper's (account_id, placed_at, id), the status's (status, placed_at, id), or (placed_at, id) alone.
 */
export async function searchOrders(db: Database, search: OrderSearch): Promise<AdminOrderPage> {
  const where: SQL[] = [];
  if (search.number) where.push(sql`o.increment_id = ${search.number.trim().replace(/^0+(?=\d)/, '')}`);
  if (search.email)
    where.push(
      sql`o.account_id = (SELECT id FROM accounts WHERE email = ${search.email.trim().toLowerCase()})`,
    );
  if (search.status) where.push(sql`o.status = ${search.status}`);
  if (search.from)
    where.push(sql`o.placed_at >= (${search.from}::date)::timestamp AT TIME ZONE ${STORE_TIME_ZONE}`);
  if (search.to)
    where.push(sql`o.placed_at < (${search.to}::date + 1)::timestamp AT TIME ZONE ${STORE_TIME_ZONE}`);
  if (search.before)
    where.push(
      sql`(o.placed_at, o.id) < (SELECT placed_at, id FROM orders WHERE id = ${search.before}::int)`,
    );
  const filter = where.length > 0 ? sql.join(where, sql` AND `) : sql`true`;
  const rows = await queryRows<Row>(
    db,
    sql`SELECT o.id, o.increment_id, o.placed_at, o.status, a.email, a.firstname, a.lastname, o.grand_total_cents
          FROM orders o JOIN accounts a ON a.id = o.account_id
         WHERE ${filter}
         ORDER BY o.placed_at DESC, o.id DESC
         LIMIT ${search.limit + 1}::int`,
  );
  const page = rows.slice(0, search.limit).map((row) => {
    const status = isOrderStatus(row.status) ? row.status : 'processing';
    return {
      id: row.id,
      increment_id: row.increment_id,
      created_at: new Date(row.placed_at).toISOString(),
      status,
      status_label: orderStatusLabel(status),
      email: row.email,
      name: `${row.firstname} ${row.lastname}`.trim(),
      grand_total_cents: row.grand_total_cents,
    };
  });
  return { orders: page, next_before: rows.length > search.limit ? (page.at(-1)?.id ?? null) : null };
}
