import { shipmentCutoff } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { memberOverHttp, useChildServer } from '../../test/child-server.ts';

/**
 * Issue 14: 'a worker killed in the middle of a run, then restarted, charges each schedule exactly once and creates
 * one order'. The real server runs as a child process; the test blocks the order's insert, lets the run charge,
 * and SIGKILLs the server. Restarted, the reconciliation job refunds the orphan charge, and the next run (after the
 * dead run's claim lease) charges a new attempt and places the one order.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN_TOKEN = 'killed-run-admin';

describe.skipIf(!serverUrl)(
  'an autoship run killed between the charge and the order (PostgreSQL only)',
  () => {
    const child = useChildServer(serverUrl ?? '', { ADMIN_TOKEN });
    const { call, one } = child;

    function runAsOf(asOf: Date) {
      return fetch(`${child.server.base}/api/admin/autoship/run`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ as_of: asOf.toISOString() }),
      }).catch(() => null);
    }

    it('refunds the orphan charge after a restart, then charges once more and places one order', async () => {
      const shopper = await memberOverHttp(call, child.db, 'autoship-killed');
      const product = await one<{ id: number }>(
        `UPDATE products SET stock_qty = 100, autoship_enabled = true WHERE id = (
         SELECT id FROM products WHERE product_type = 'simple' AND box_type = 'grocery' AND sold_as_fresh IS NULL
            AND restriction_tag_id IS NULL AND tc_product_type IS NULL AND is_available ORDER BY id LIMIT 1)
       RETURNING id`,
      );
      const subscribed = await call('POST', '/api/v1/autoship/items', {
        cookie: shopper.cookie,
        body: { product_id: product!.id, qty: 2 },
      });
      expect(subscribed.status).toBe(200);
      const schedule = await one<{ id: number; date: string }>(
        'SELECT id, next_shipment_date::text AS date FROM autoship_schedules WHERE account_id = $1',
        [shopper.accountId],
      );
      // The demo members' schedules (seeded by the server) ship another time; this run is this shopper's alone.
      await child.db.query(
        `UPDATE autoship_schedules SET next_shipment_date = next_shipment_date + 365, status = 'active', failed_attempts = 0, retry_at = NULL WHERE account_id <> $1`,
        [shopper.accountId],
      );
      const asOf = new Date(shipmentCutoff(schedule!.date).getTime() + 60_000);
      const key = `autoship:${schedule!.id}:${schedule!.date}`;

      // Block the order's insert, run, and kill the server once the processor has charged.
      await child.killAfterCharge(`${key}:0`, () => runAsOf(asOf));
      expect(await one('SELECT state FROM payment_intents WHERE key = $1', [key])).toEqual({
        state: 'pending',
      });
      expect(await one('SELECT id FROM orders WHERE account_id = $1', [shopper.accountId])).toBeUndefined();

      // Restarted with its jobs: the reconciliation job refunds the orphan charge.
      const state = await child.reconcile(key);
      expect(state).toBe('refunded');

      // Within the dead run's lease the schedule is left alone; after it, the run places it once.
      expect(await (await runAsOf(asOf))!.json()).toMatchObject({ placed: 0 });
      const later = new Date(asOf.getTime() + 11 * 60_000);
      expect(await (await runAsOf(later))!.json()).toMatchObject({ placed: 1 });
      expect(await (await runAsOf(later))!.json()).toMatchObject({ placed: 0 });

      const orders = await child.db.query('SELECT grand_total_cents FROM orders WHERE account_id = $1', [
        shopper.accountId,
      ]);
      expect(orders.rows).toHaveLength(1);
      const charges = await child.db.query<{ amount_cents: number; refunded_cents: number }>(
        'SELECT amount_cents, refunded_cents FROM test_gateway_charges WHERE token = $1 ORDER BY created_at',
        [shopper.token],
      );
      const kept = charges.rows.map((c) => c.amount_cents - c.refunded_cents).filter((cents) => cents > 0);
      expect(kept).toEqual([orders.rows[0].grand_total_cents]);
    }, 240_000);
  },
);
