import { sql, type Transaction, type Writer } from '@pantry/db';
import type { SQL } from 'drizzle-orm';

/**
 * The coupons' writers. A use is counted before the charge (`countCouponUses`, in checkout's hold) and its row is
 * written with the order (`recordCouponUses`); a checkout that ends without an order gives the count back.
 */

/**
 * Counts one use of each coupon, only while it is under its limits, in the statement that counts it: the row lock
 * makes racing checkouts take turns, and each re-reads `used_count` after the one before it committed. Answers
 * `coupons_counted`; fewer than `couponIds.length` means a limit was reached and the caller must roll back.
 */
export function countCouponUses(couponIds: readonly number[], accountId: number, guard: SQL): Writer {
  return {
    name: 'count coupon uses',
    ctes: sql`coupons_counted AS (
      UPDATE coupons c SET used_count = c.used_count + 1
       WHERE c.id IN (SELECT value::int FROM json_array_elements_text(${JSON.stringify(couponIds)}::json))
         AND (coalesce(c.total_uses, 0) = 0 OR c.used_count < c.total_uses)
         AND (coalesce(c.uses_per_customer, 0) = 0 OR (SELECT count(*) FROM coupon_uses u
               WHERE u.coupon_id = c.id AND u.account_id = ${accountId}::int) < c.uses_per_customer)
         AND ${guard}
      RETURNING c.id)`,
    answer: sql`(SELECT count(*)::int FROM coupons_counted) AS coupons_counted`,
  };
}

/** One coupon_uses row per coupon for the order in `new_order`, in the order the coupons applied. */
export function recordCouponUses(couponIds: readonly number[], accountId: number): Writer {
  return {
    name: 'record coupon uses',
    ctes: sql`coupon_ids AS (
          SELECT value::int AS id, n FROM json_array_elements_text(${JSON.stringify(couponIds)}::json)
            WITH ORDINALITY AS c(value, n)),
        uses AS (
          INSERT INTO coupon_uses (coupon_id, account_id, order_id)
          SELECT c.id, ${accountId}::int, o.id FROM new_order o CROSS JOIN coupon_ids c ORDER BY c.n
          RETURNING 1)`,
    answer: sql`(SELECT count(*)::int FROM uses) AS coupon_uses`,
  };
}

/** Gives back the counts of a checkout that ended without an order. */
export async function releaseCouponUses(tx: Transaction, couponIds: readonly number[]): Promise<void> {
  if (couponIds.length === 0) return;
  await tx.execute(sql`UPDATE coupons SET used_count = greatest(used_count - 1, 0)
    WHERE id IN (SELECT value::int FROM json_array_elements_text(${JSON.stringify(couponIds)}::json))`);
}
