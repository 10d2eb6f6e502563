import { sql } from '@pantry/db';
import { addFrequency, earliestShipmentDate, regionByCode, shipmentCutoff } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { intArray, queryRows } from '../../lib/sql.ts';
import { useTestApp } from '../../test/helper.ts';

/**
 * Issue 14's bench: the run over 10,000 due schedules (two items each), streamed in batches of 100. Off by default:
 *   BENCH_AUTOSHIP=10000 TEST_DATABASE_URL=postgres://… npx vitest run apps/server/src/modules/autoship/run-bench.test.ts
 * It prints schedules per second and the peak resident memory during the run.
 */
const COUNT = Number(process.env.BENCH_AUTOSHIP ?? 0);
const t = useTestApp();

async function seedDueSchedules(count: number, date: string) {
  const ca = regionByCode('CA')!;
  const products = await queryRows<{ id: number }>(
    t.db,
    sql`SELECT id FROM products WHERE autoship_enabled AND is_available AND product_type = 'simple'
         AND box_type = 'grocery' AND tc_product_type IS NULL AND sold_as_fresh IS NULL ORDER BY id LIMIT 2`,
  );
  await t.db.execute(
    sql`UPDATE products SET stock_qty = 10000000 WHERE id = ANY(${intArray(products.map((p) => p.id))})`,
  );
  await t.db.execute(sql`
    WITH made AS (
      INSERT INTO accounts (email, firstname, lastname, user_status, group_id, autoship_status, autoship_enabled, autoship_type)
      SELECT 'bench' || g || '@example.com', 'Bench', 'Shopper', 'member', 4, 'active', true, 'opt_in'
        FROM generate_series(1, ${count}) g RETURNING id),
    tokens AS (
      INSERT INTO test_gateway_tokens (token, brand, last4, exp_month, exp_year, outcome)
      SELECT 'tok_bench_' || id, 'visa', '4242', 12, 2040, 'succeeds' FROM made RETURNING token),
    cards AS (
      INSERT INTO payment_methods (account_id, gateway, token, kind, cc_type, last4, exp_month, exp_year, is_default)
      SELECT id, 'test', 'tok_bench_' || id, 'card', 'visa', '4242', 12, 2040, true FROM made RETURNING 1),
    homes AS (
      INSERT INTO addresses (account_id, firstname, lastname, street1, city, postcode, region_id, region_code, telephone, is_default)
      SELECT id, 'Bench', 'Shopper', '1 Market St', 'San Francisco', '94105', ${ca.id}, 'CA', '+14155550142', true
        FROM made RETURNING 1),
    schedules AS (
      INSERT INTO autoship_schedules (account_id, next_shipment_date, frequency_weeks)
      SELECT id, ${date}::date, 4 FROM made RETURNING account_id)
    INSERT INTO autoship_items (account_id, product_id, qty, frequency_weeks, scheduled_at_date)
    SELECT s.account_id, p.id, 1, 4, ${date}::date
      FROM schedules s CROSS JOIN unnest(${intArray(products.map((p) => p.id))}) AS p(id)`);
  await t.db.execute(sql`ANALYZE`);
}

describe.skipIf(COUNT === 0)('autoship run bench', () => {
  it(`runs ${COUNT} due schedules in batches`, { timeout: 3_600_000 }, async () => {
    const date = addFrequency(earliestShipmentDate(new Date()), 1);
    await seedDueSchedules(COUNT, date);
    const at = new Date(shipmentCutoff(date).getTime() + 60_000);
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const started = performance.now();
    const result = await t.app.autoship.run(at, { batchSize: 100 });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    console.log(
      `autoship bench: ${JSON.stringify(result)} in ${seconds.toFixed(1)} s = ${(result.placed / seconds).toFixed(1)} schedules/s, peak RSS ${(peak / 1048576).toFixed(0)} MB`,
    );
    expect(result.placed).toBe(COUNT);
  });
});
