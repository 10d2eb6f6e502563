import { type DbOrTx, sql } from '@pantry/db';
import type { RefundLine, ReportRange } from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../lib/sql.ts';
import { orderCreditCentsSql, orderPaidCentsSql, storeDaySql, storeDayStartSql } from '../orders/index.ts';

/**
 * The sales reports' reads: one read-only statement each over the orders module's tables and the order-admin
 * module's `order_refunds` (docs/decisions/console.md, Reports area), using the orders module's own expressions for
 * an order's money and day. Sales are the orders placed in the range, canceled ones left out (the store refunded
 * them whole); refunds are the staff refunds given back in the range, on their own day, of orders not canceled.
 */

/** Sums come back as bigint: read as a number (exact to 2^53 cents). */
const n = (value: unknown): number => Number(value ?? 0);

const within = (at: SQL, range: ReportRange) =>
  sql`${at} >= ${storeDayStartSql(range.from)} AND ${at} < ${storeDayStartSql(range.to, 1)}`;

const soldIn = (range: ReportRange) => sql`o.status <> 'canceled' AND ${within(sql`o.placed_at`, range)}`;

const refundedIn = (range: ReportRange) =>
  sql`r.state = 'refunded' AND o.status <> 'canceled' AND ${within(sql`r.refunded_at`, range)}`;

export type DaySales = { day: string; orders: number; salesCents: number; refundsCents: number };

/** Every store day of the range, oldest first, with its orders, what they were paid, and the refunds given. */
export async function salesByDay(db: DbOrTx, range: ReportRange, days: number): Promise<DaySales[]> {
  const rows = await queryRows<{ day: string; orders: unknown; sales: unknown; refunds: unknown }>(
    db,
    sql`WITH days AS (SELECT ${range.from}::date + d AS day FROM generate_series(0, ${days - 1}::int) d),
        sold AS (
          SELECT ${storeDaySql(sql`o.placed_at`)} AS day, count(*) AS orders, sum(${orderPaidCentsSql(sql`o`)}) AS sales
            FROM orders o WHERE ${soldIn(range)} GROUP BY 1),
        given AS (
          SELECT ${storeDaySql(sql`r.refunded_at`)} AS day, sum(r.amount_cents) AS refunds
            FROM order_refunds r JOIN orders o ON o.id = r.order_id WHERE ${refundedIn(range)} GROUP BY 1)
        SELECT to_char(days.day, 'YYYY-MM-DD') AS day, sold.orders, sold.sales, given.refunds
          FROM days LEFT JOIN sold ON sold.day = days.day LEFT JOIN given ON given.day = days.day
         ORDER BY days.day`,
  );
  return rows.map((row) => ({
    day: row.day,
    orders: n(row.orders),
    salesCents: n(row.sales),
    refundsCents: n(row.refunds),
  }));
}

export type BoxSales = { box: string; units: number; salesCents: number };
export type BoxRefund = {
  amountCents: number;
  lines: { itemId: number; qty: number }[] | null;
  items: RefundLine[];
};

/**
 * The range's item sales by the box each line went in (what it sold for after its share of the coupon), and the
 * refunds given in it, each with its order's lines for sharing it out by box (the domain's `refundByBox`).
 */
export async function salesByBox(
  db: DbOrTx,
  range: ReportRange,
): Promise<{ sold: BoxSales[]; refunds: BoxRefund[] }> {
  const sold = await queryRows<{ box: string; units: unknown; sales: unknown }>(
    db,
    sql`SELECT oi.box_type AS box, sum(oi.qty) AS units, sum(oi.row_total_cents - oi.discount_cents) AS sales
          FROM order_items oi JOIN orders o ON o.id = oi.order_id
         WHERE ${soldIn(range)}
         GROUP BY oi.box_type`,
  );
  const refunds = await queryRows<BoxRefund>(
    db,
    sql`SELECT r.amount_cents AS "amountCents", r.lines,
               (SELECT coalesce(json_agg(json_build_object('itemId', oi.id, 'box', oi.box_type, 'qty', oi.qty,
                         'rowTotalCents', oi.row_total_cents, 'netCents', oi.row_total_cents - oi.discount_cents)
                         ORDER BY oi.id), '[]')
                  FROM order_items oi WHERE oi.order_id = r.order_id) AS items
          FROM order_refunds r JOIN orders o ON o.id = r.order_id
         WHERE ${refundedIn(range)}`,
  );
  return {
    sold: sold.map((row) => ({ box: row.box, units: n(row.units), salesCents: n(row.sales) })),
    refunds,
  };
}

export type TenderSales = { type: string; orders: number; salesCents: number; refundsCents: number };

/**
 * The range's sales by payment type: each kind of charge (card, EBT, …) from the order's payments, the gift card
 * balance and Thrive Cash from its totals; refunds by the tender each part of a staff refund went back to.
 */
export async function salesByTender(db: DbOrTx, range: ReportRange): Promise<TenderSales[]> {
  const credit = (type: 'awraf' | 'aw_giftcard') => orderCreditCentsSql(sql`o`, type);
  const paid = await queryRows<{ type: string; orders: unknown; sales: unknown }>(
    db,
    sql`SELECT op.kind AS type, count(DISTINCT o.id) AS orders, sum(op.amount_cents) AS sales
          FROM order_payments op JOIN orders o ON o.id = op.order_id
         WHERE ${soldIn(range)} GROUP BY op.kind
        UNION ALL
        SELECT 'gift_card', count(*) FILTER (WHERE ${credit('aw_giftcard')} > 0), sum(${credit('aw_giftcard')})
          FROM orders o WHERE ${soldIn(range)}
        UNION ALL
        SELECT 'thrive_cash', count(*) FILTER (WHERE ${credit('awraf')} > 0), sum(${credit('awraf')})
          FROM orders o WHERE ${soldIn(range)}`,
  );
  const given = await queryRows<{ type: string; refunds: unknown }>(
    db,
    sql`SELECT CASE WHEN p->>'kind' = 'charge' THEN coalesce(op.kind, 'card') ELSE p->>'kind' END AS type,
               sum((p->>'amountCents')::int) AS refunds
          FROM order_refunds r JOIN orders o ON o.id = r.order_id
         CROSS JOIN LATERAL jsonb_array_elements(r.parts) p
          LEFT JOIN order_payments op ON op.id = (p->>'paymentId')::int
         WHERE ${refundedIn(range)}
         GROUP BY 1`,
  );
  const types = new Set([...paid.map((row) => row.type), ...given.map((row) => row.type)]);
  return [...types].map((type) => {
    const sale = paid.find((row) => row.type === type);
    return {
      type,
      orders: n(sale?.orders),
      salesCents: n(sale?.sales),
      refundsCents: n(given.find((row) => row.type === type)?.refunds),
    };
  });
}
