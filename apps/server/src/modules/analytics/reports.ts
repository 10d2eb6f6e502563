import { type DbOrTx, sql } from '@pantry/db';
import { FUNNEL_STEPS, type FurthestStep, type ReportRange, STORE_TIME_ZONE } from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import { queryRows } from '../../lib/sql.ts';

/**
 * The console's analytics reports (issue 26), read-only over `analytics_events`. An event counts on the store day
 * (San Francisco) the store received it: the server's clock, not the browser's, which can be days off. The range
 * also bounds `received_on` (UTC days; a store day spans two of them) so PostgreSQL reads only those partitions.
 */

const n = (value: unknown): number => Number(value ?? 0);

const storeDayOf = (at: SQL) => sql`(${at} AT TIME ZONE ${STORE_TIME_ZONE}::text)::date`;
const storeDayStart = (day: string, days = 0) =>
  sql`((${day}::date + ${days}::int)::timestamp AT TIME ZONE ${STORE_TIME_ZONE}::text)`;

/** Events of the range, for an `analytics_events` row named `e`. */
function received(range: ReportRange): SQL {
  return sql`e.received_on BETWEEN ${range.from}::date AND ${range.to}::date + 1
         AND e.received_at >= ${storeDayStart(range.from)} AND e.received_at < ${storeDayStart(range.to, 1)}`;
}

export type FunnelDay = { day: string; stops: FurthestStep[] };

/**
 * Each store day of the range, oldest first, with how many visitors' furthest funnel step that day was each step
 * (1 = Product Viewed … 4 = Order Completed); the domain's `funnelCounts` turns it into the funnel.
 */
export async function funnelByDay(db: DbOrTx, range: ReportRange): Promise<FunnelDay[]> {
  const step = sql.join(
    FUNNEL_STEPS.map((s, i) => sql`WHEN ${s.event}::text THEN ${i + 1}::int`),
    sql` `,
  );
  const events = sql.join(
    FUNNEL_STEPS.map((s) => sql`${s.event}::text`),
    sql`, `,
  );
  const rows = await queryRows<{ day: string; furthest: unknown; visitors: unknown }>(
    db,
    sql`WITH reached AS (
          SELECT ${storeDayOf(sql`e.received_at`)} AS day, e.visitor_id, max(CASE e.event ${step} END) AS furthest
            FROM analytics_events e
           WHERE e.event IN (${events}) AND ${received(range)}
           GROUP BY 1, 2)
        SELECT to_char(day, 'YYYY-MM-DD') AS day, furthest, count(*) AS visitors
          FROM reached GROUP BY day, furthest ORDER BY day, furthest`,
  );
  const byDay = new Map<string, FurthestStep[]>();
  for (const row of rows) {
    const stops = byDay.get(row.day) ?? [];
    stops.push({ furthest: n(row.furthest), visitors: n(row.visitors) });
    byDay.set(row.day, stops);
  }
  return [...byDay].map(([day, stops]) => ({ day, stops }));
}

export type ZeroResultTerm = {
  term: string;
  searches: number;
  visitors: number;
  resultTypes: string[];
  lastSearchedAt: Date;
};

/**
 * The terms of the range's Search Performed events that reported zero results, most searched first, with the
 * visitors who searched them and how (the event's result type: direct, autocomplete, …).
 */
export async function zeroResultSearches(
  db: DbOrTx,
  range: ReportRange,
  limit: number,
): Promise<ZeroResultTerm[]> {
  const rows = await queryRows<{
    term: string;
    searches: unknown;
    visitors: unknown;
    result_types: string[] | null;
    last_searched_at: string | Date;
  }>(
    db,
    sql`SELECT e.properties->>'query' AS term, count(*) AS searches, count(DISTINCT e.visitor_id) AS visitors,
               array_remove(array_agg(DISTINCT e.properties->>'result_type'), NULL) AS result_types,
               max(e.received_at) AS last_searched_at
          FROM analytics_events e
         WHERE e.event = 'Search Performed' AND e.properties->'results' = '0'::jsonb
           AND coalesce(e.properties->>'query', '') <> '' AND ${received(range)}
         GROUP BY 1
         ORDER BY searches DESC, visitors DESC, last_searched_at DESC, term
         LIMIT ${limit}::int`,
  );
  return rows.map((row) => ({
    term: row.term,
    searches: n(row.searches),
    visitors: n(row.visitors),
    resultTypes: [...(row.result_types ?? [])].sort(),
    lastSearchedAt: new Date(row.last_searched_at),
  }));
}

export type ProductInterest = {
  productId: string;
  /** The name the events carried (lowercased, as events are stored), for a product the catalog no longer has. */
  eventName: string | null;
  views: number;
  viewers: number;
  orders: number;
  units: number;
};

/**
 * The range's most viewed products (Product Viewed) and most bought (the products of Order Completed, each order
 * id counted once however often its event was sent; a line without a quantity is one unit): the top `limit` of
 * each ranking, together, most viewed first.
 */
export async function topProducts(db: DbOrTx, range: ReportRange, limit: number): Promise<ProductInterest[]> {
  const rows = await queryRows<{
    product_id: string;
    name: string | null;
    views: unknown;
    viewers: unknown;
    orders: unknown;
    units: unknown;
  }>(
    db,
    sql`WITH viewed AS (
          SELECT e.properties->>'product_id' AS product_id, count(*) AS views,
                 count(DISTINCT e.visitor_id) AS viewers, max(e.properties->>'name') AS name
            FROM analytics_events e
           WHERE e.event = 'Product Viewed' AND e.properties->>'product_id' IS NOT NULL AND ${received(range)}
           GROUP BY 1),
        placed AS (
          SELECT DISTINCT ON (coalesce(e.properties->>'order_id', e.event_id::text)) e.properties
            FROM analytics_events e
           WHERE e.event = 'Order Completed' AND ${received(range)}
           ORDER BY coalesce(e.properties->>'order_id', e.event_id::text), e.received_at),
        bought AS (
          SELECT p->>'product_id' AS product_id, count(*) AS orders,
                 sum(coalesce((p->>'quantity')::int, 1)) AS units, max(p->>'name') AS name
            FROM placed CROSS JOIN LATERAL jsonb_array_elements(
                   CASE jsonb_typeof(placed.properties->'products') WHEN 'array'
                        THEN placed.properties->'products' ELSE '[]'::jsonb END) p
           WHERE p->>'product_id' IS NOT NULL
           GROUP BY 1),
        picked AS (
          (SELECT product_id FROM viewed ORDER BY views DESC, product_id LIMIT ${limit}::int)
          UNION
          (SELECT product_id FROM bought ORDER BY units DESC, product_id LIMIT ${limit}::int))
        SELECT picked.product_id, coalesce(viewed.name, bought.name) AS name, viewed.views, viewed.viewers,
               bought.orders, bought.units
          FROM picked LEFT JOIN viewed USING (product_id) LEFT JOIN bought USING (product_id)
         ORDER BY coalesce(viewed.views, 0) DESC, coalesce(bought.units, 0) DESC, picked.product_id`,
  );
  return rows.map((row) => ({
    productId: row.product_id,
    eventName: row.name,
    views: n(row.views),
    viewers: n(row.viewers),
    orders: n(row.orders),
    units: n(row.units),
  }));
}
