import { shipmentCutoff } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import {
  type Call,
  memberOverHttp,
  RESTART_MINUTES_ON,
  type Shopper,
  useChildServer,
} from '../../test/child-server.ts';

/**
 * Issue 14: 'a worker killed in the middle of a run, then restarted, charges each schedule exactly once and creates
 * one order'. Issue 23 §9: the operator's run is for a date (`as_of`) that may be days ahead, while the payments
 * reconciliation window and the claims' leases are counted on the wall clock. The real server runs as a child
 * process and is SIGKILLed mid-run; restarted with its clock minutes ahead (CLOCK_OFFSET_SECONDS: no row is edited
 * by hand), its reconciliation job refunds what the dead run charged without an order, and the next run places
 * each schedule once.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN_TOKEN = 'killed-run-admin';

describe.skipIf(!serverUrl)('autoship runs killed mid-run (PostgreSQL only)', () => {
  const child = useChildServer(serverUrl ?? '', { ADMIN_TOKEN, RATE_LIMITS: 'false' });
  const { call, one } = child;
  /** Each restart runs the clock further ahead than the last, past the leases and windows the dead server left. */
  let minutesOn = 0;
  const restart = () => {
    minutesOn += RESTART_MINUTES_ON;
    return child.start({ WORKER: 'inline', CLOCK_OFFSET_SECONDS: String(minutesOn * 60) });
  };

  function runAsOf(asOf: Date) {
    return fetch(`${child.server.base}/api/admin/autoship/run`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ as_of: asOf.toISOString() }),
    })
      .then((answer) => answer.json() as Promise<{ placed?: number }>)
      .catch(() => null);
  }

  async function autoshipProductId(): Promise<number> {
    const product = await one<{ id: number }>(
      `UPDATE products SET stock_qty = 1000, autoship_enabled = true WHERE id = (
         SELECT id FROM products WHERE product_type = 'simple' AND box_type = 'grocery' AND sold_as_fresh IS NULL
            AND restriction_tag_id IS NULL AND tc_product_type IS NULL AND is_available ORDER BY id LIMIT 1)
       RETURNING id`,
    );
    return product!.id;
  }

  /** A member subscribed to the product; answers the shopper and their schedule's shipment date. */
  async function subscribed(name: string, productId: number, callAs: Call = call) {
    const shopper = await memberOverHttp(callAs, child.db, name);
    const answer = await callAs('POST', '/api/v1/autoship/items', {
      cookie: shopper.cookie,
      body: { product_id: productId, qty: 2 },
    });
    expect(answer.status).toBe(200);
    const schedule = await one<{ id: number; date: string }>(
      'SELECT id, next_shipment_date::text AS date FROM autoship_schedules WHERE account_id = $1',
      [shopper.accountId],
    );
    return { shopper, schedule: schedule! };
  }

  /** Only these shoppers' schedules are due in these runs: the demo members' ship a year later. */
  async function onlyThese(shoppers: Shopper[]) {
    await child.db.query(
      `UPDATE autoship_schedules SET next_shipment_date = next_shipment_date + 365, status = 'active',
              failed_attempts = 0, retry_at = NULL
        WHERE NOT (account_id = ANY($1)) AND next_shipment_date < current_date + 300`,
      [shoppers.map((s) => s.accountId)],
    );
  }

  /** What each shopper was charged and kept (charged less refunded), and their orders' totals. */
  async function moneyOf(shopper: Shopper) {
    const charges = await child.db.query<{ kept: number }>(
      `SELECT amount_cents - refunded_cents AS kept FROM test_gateway_charges
        WHERE token = $1 AND status = 'succeeded' ORDER BY created_at`,
      [shopper.token],
    );
    const orders = await child.db.query<{ total: number }>(
      'SELECT grand_total_cents AS total FROM orders WHERE account_id = $1',
      [shopper.accountId],
    );
    return {
      kept: charges.rows.map((c) => c.kept).filter((cents) => cents > 0),
      orders: orders.rows.map((o) => o.total),
    };
  }

  async function openIntents(): Promise<number> {
    const row = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_intents WHERE state IN ('pending', 'refunding')`,
    );
    return row!.n;
  }

  /** The restarted server's reconciliation job settles what the dead one left open (a bounded wait). */
  async function reconciled(): Promise<number> {
    for (let i = 0; i < 150 && (await openIntents()) > 0; i++) await new Promise((r) => setTimeout(r, 200));
    return openIntents();
  }

  it('reconciles a run killed between the charge and the order on the wall clock, then places it once', async () => {
    const productId = await autoshipProductId();
    const { shopper, schedule } = await subscribed('autoship-killed', productId);
    await onlyThese([shopper]);
    const asOf = new Date(shipmentCutoff(schedule.date).getTime() + 60_000);
    const key = `autoship:${schedule.id}:${schedule.date}`;

    // Block the order's insert, run, and kill the server once the processor has charged.
    await child.killAfterCharge(`${key}:0`, () => runAsOf(asOf));
    const intent = await one<{ state: string; on_the_wall_clock: boolean }>(
      `SELECT state, reconcile_after <= now() + interval '5 minutes' AS on_the_wall_clock
         FROM payment_intents WHERE key = $1`,
      [key],
    );
    // The run was for a date days ahead; the window is counted from when the money moved (issue 23 §9).
    expect(asOf.getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
    expect(intent).toEqual({ state: 'pending', on_the_wall_clock: true });
    expect(await one('SELECT id FROM orders WHERE account_id = $1', [shopper.accountId])).toBeUndefined();

    // Restarted with its jobs and its clock past the window: the reconciliation job refunds the orphan charge.
    minutesOn += RESTART_MINUTES_ON;
    expect(await child.reconcile(key, minutesOn)).toBe('refunded');

    // The dead run's claim has ended on the wall clock too: the run places the shipment, once.
    expect(await runAsOf(asOf)).toMatchObject({ placed: 1 });
    expect(await runAsOf(asOf)).toMatchObject({ placed: 0 });
    const money = await moneyOf(shopper);
    expect(money.orders).toHaveLength(1);
    expect(money.kept).toEqual(money.orders);
  }, 240_000);

  it('killed at random points five times in a row, places every due schedule once and keeps no charge without an order', async () => {
    const productId = await autoshipProductId();
    const shoppers: Shopper[] = [];
    const dates: string[] = [];
    for (let i = 0; i < 12; i++) {
      const { shopper, schedule } = await subscribed(`autoship-kill-${i}`, productId);
      shoppers.push(shopper);
      dates.push(schedule.date);
    }
    await onlyThese(shoppers);
    // Past the latest cutoff, so every one of them is due in the run.
    const asOf = new Date(shipmentCutoff(dates.toSorted().at(-1)!).getTime() + 60_000);
    const tokens = shoppers.map((s) => s.token);
    const charged = async () =>
      (await one<{ n: number }>('SELECT count(*)::int AS n FROM test_gateway_charges WHERE token = ANY($1)', [
        tokens,
      ]))!.n;

    for (let round = 0; round < 5; round++) {
      if (round > 0) await restart();
      expect(await reconciled()).toBe(0);
      const before = await charged();
      // Somewhere after the first to the third charge of this run, and a few milliseconds either way.
      const chargesToWait = 1 + Math.floor(Math.random() * 3);
      let answered = false;
      const running = runAsOf(asOf).then(() => {
        answered = true;
      });
      for (let i = 0; i < 300 && !answered && (await charged()) < before + chargesToWait; i++) {
        await new Promise((r) => setTimeout(r, 10));
      }
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 60)));
      child.server.child.kill('SIGKILL');
      await child.server.exited;
      await running;
    }

    // The last restart: the reconciliation window and the claims' leases have passed on its clock.
    await restart();
    expect(await reconciled()).toBe(0);
    for (let i = 0; i < 5; i++) {
      const answer = await runAsOf(asOf);
      if (answer?.placed === 0) break;
    }
    for (const shopper of shoppers) {
      const money = await moneyOf(shopper);
      expect(money.orders, `orders of shopper ${shopper.accountId}`).toHaveLength(1);
      expect(money.kept, `charges kept from shopper ${shopper.accountId}`).toEqual(money.orders);
    }
    const shipments = await child.db.query(
      `SELECT count(*)::int AS n FROM autoship_shipments WHERE account_id = ANY($1) AND outcome = 'placed'`,
      [shoppers.map((s) => s.accountId)],
    );
    expect(shipments.rows[0].n).toBe(shoppers.length);
  }, 600_000);
});
