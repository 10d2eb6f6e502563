import { sql } from '@pantry/db';
import type { SQL } from 'drizzle-orm';
import { STORE_TIME_ZONE } from './dates.ts';

/**
 * How other modules' reports read an order's money and day (issue 25's reports): SQL expressions over an `orders`
 * row, so the meaning of the order's totals stays here. The charges are `grand_total_cents`; the store credit the
 * order spent is in its totals, as negative `awraf` (Thrive Cash) and `aw_giftcard` (gift card balance) entries.
 */

/** The store credit of one total type the order spent, in cents (positive), for an `orders` row named `o`. */
export function orderCreditCentsSql(o: SQL, type: 'awraf' | 'aw_giftcard'): SQL {
  return sql`coalesce((SELECT -sum((e->>'value')::int) FROM jsonb_array_elements(${o}.totals) e
                        WHERE e->>'type' = ${type}::text), 0)`;
}

/** What the order was paid with every tender: the charges, then the Thrive Cash and gift card balance it spent. */
export function orderPaidCentsSql(o: SQL): SQL {
  return sql`(${o}.grand_total_cents + ${orderCreditCentsSql(o, 'awraf')} + ${orderCreditCentsSql(o, 'aw_giftcard')})`;
}

/** The store's calendar day of an instant (a timestamptz expression), as a date. */
export function storeDaySql(at: SQL): SQL {
  return sql`(${at} AT TIME ZONE ${STORE_TIME_ZONE}::text)::date`;
}

/** The instant a store day (a 'YYYY-MM-DD' parameter) begins; `days` later for the end of a range. */
export function storeDayStartSql(day: string, days = 0): SQL {
  return sql`((${day}::date + ${days}::int)::timestamp AT TIME ZONE ${STORE_TIME_ZONE}::text)`;
}

/**
 * Whether an account placed an order (not canceled) at or after `from` and before `until` (timestamptz
 * expressions): the experiment report's conversion, read through the `orders_account_idx` index.
 */
export function accountOrderedSql(accountId: SQL, from: SQL, until: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM orders o WHERE o.account_id = ${accountId} AND o.status <> 'canceled'
                       AND o.placed_at >= ${from} AND o.placed_at < ${until})`;
}
