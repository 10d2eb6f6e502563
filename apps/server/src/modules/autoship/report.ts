import { type DbOrTx, sql } from '@pantry/db';
import { churnKind } from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';
import { orderPaidCentsSql, STORE_TIME_ZONE } from '../orders/index.ts';

/**
 * Autoship's figures by store month (issue 25's autoship report): the shipments the run or Ship now charged and
 * what their orders were paid (canceled orders left out), the autoships running at the month's start (each
 * account's last status move before it, in `autoship_status_changes`), and those that paused or canceled in it
 * (the domain's `churnKind`).
 */
export type AutoshipMonth = {
  month: string;
  shipments: number;
  revenueCents: number;
  activeAtStart: number;
  paused: number;
  canceled: number;
};

/** The instant the store month 'YYYY-MM' plus `add` months begins. */
const monthStart = (month: string, add: number) =>
  sql`((${`${month}-01`}::date + make_interval(months => ${add}::int)) AT TIME ZONE ${STORE_TIME_ZONE}::text)`;

/** The months 'YYYY-MM' given (oldest first, consecutive), each with its figures. */
export async function autoshipMonths(db: DbOrTx, months: readonly string[]): Promise<AutoshipMonth[]> {
  const first = months[0];
  if (!first) return [];
  const count = months.length;
  const figures = await queryRows<Omit<AutoshipMonth, 'paused' | 'canceled'>>(
    db,
    sql`WITH bounds AS (
          SELECT to_char(${`${first}-01`}::date + make_interval(months => n), 'YYYY-MM') AS month,
                 (${`${first}-01`}::date + make_interval(months => n)) AT TIME ZONE ${STORE_TIME_ZONE}::text AS start_at,
                 (${`${first}-01`}::date + make_interval(months => n + 1)) AT TIME ZONE ${STORE_TIME_ZONE}::text AS next_at
            FROM generate_series(0, ${count - 1}::int) n)
        SELECT b.month,
               coalesce(sold.shipments, 0)::int AS "shipments",
               coalesce(sold.revenue, 0)::int AS "revenueCents",
               (SELECT count(*)::int FROM (
                  SELECT DISTINCT ON (c.account_id) c.to_status FROM autoship_status_changes c
                   WHERE c.at < b.start_at ORDER BY c.account_id, c.at DESC, c.id DESC) last
                 WHERE last.to_status IN ('active', 'active_auto')) AS "activeAtStart"
          FROM bounds b
          LEFT JOIN LATERAL (
            SELECT count(*) AS shipments, sum(${orderPaidCentsSql(sql`o`)}) AS revenue
              FROM orders o JOIN autoship_shipments s ON s.order_id = o.id AND s.outcome = 'placed'
             WHERE o.placed_at >= b.start_at AND o.placed_at < b.next_at AND o.status <> 'canceled') sold ON true
         ORDER BY b.month`,
  );
  const moves = await queryRows<{ month: string; move: string; from_status: string | null; n: number }>(
    db,
    sql`SELECT to_char(c.at AT TIME ZONE ${STORE_TIME_ZONE}::text, 'YYYY-MM') AS month, c.move, c.from_status,
               count(*)::int AS n
          FROM autoship_status_changes c
         WHERE c.at >= ${monthStart(first, 0)} AND c.at < ${monthStart(first, count)}
         GROUP BY 1, 2, 3`,
  );
  return figures.map((row) => {
    const stopped = { paused: 0, canceled: 0 };
    for (const move of moves.filter((m) => m.month === row.month)) {
      const kind = churnKind(move.move, move.from_status);
      if (kind) stopped[kind] += move.n;
    }
    return { ...row, ...stopped };
  });
}
