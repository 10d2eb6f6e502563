import { randomBytes } from 'node:crypto';
import { adminQuery } from '@pantry/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, memberOverHttp, type Shopper, send, startServer } from '../../test/child-server.ts';

/**
 * Issue 11: a process killed between the charge and the order must not keep the shopper's money. The real server
 * runs as a child process; the test holds a lock that stops the order's insert, waits until the processor has
 * charged, and kills the server with SIGKILL. A restarted server's reconciliation job then finds the pending
 * intent, refunds the charge and gives the held stock back.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe.skipIf(!serverUrl)('a server killed between the charge and the order (PostgreSQL only)', () => {
  const name = `pantry_test_${randomBytes(6).toString('hex')}`;
  let url: string;
  let server: ReturnType<typeof startServer>;
  let db: pg.Client;
  const call = (method: string, path: string, options?: Parameters<typeof send>[3]) =>
    send(server.base, method, path, options);

  async function start(env: Record<string, string> = {}) {
    server = startServer(url, await freePort(), env);
    for (let ready = false; !ready; await sleep(300)) {
      if (server.exit()) throw new Error(`the server ${server.exit()}:\n${server.output()}`);
      ready = (await call('GET', '/api/v1/navigation')).status === 200;
    }
  }

  async function one<T extends pg.QueryResultRow>(
    text: string,
    values: unknown[] = [],
  ): Promise<T | undefined> {
    return (await db.query<T>(text, values)).rows[0];
  }

  beforeAll(async () => {
    await adminQuery(serverUrl ?? '', `CREATE DATABASE ${name}`);
    const parsed = new URL(serverUrl ?? '');
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    await start();
    db = new pg.Client({ connectionString: url });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await db?.end().catch(() => undefined);
    if (server && !server.exit()) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await adminQuery(serverUrl ?? '', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  async function stockedProduct(): Promise<number> {
    const row = await one<{ id: number }>(
      `UPDATE products SET stock_qty = 10 WHERE id = (
         SELECT id FROM products WHERE product_type = 'simple' AND box_type = 'grocery' AND sold_as_fresh IS NULL
            AND restriction_tag_id IS NULL AND tc_product_type IS NULL AND is_available ORDER BY id LIMIT 1)
       RETURNING id`,
    );
    if (!row) throw new Error('no grocery product');
    return row.id;
  }

  /** Sends the checkout; SIGKILLs the server once the processor has charged and the order's insert is blocked. */
  async function killAfterCharge(shopper: Shopper, key: string): Promise<void> {
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    // SHARE conflicts with the order's INSERT (ROW EXCLUSIVE) and with nothing checkout does before the charge.
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE orders IN SHARE MODE');
    const answer = call('POST', '/api/v1/checkout', {
      cookie: shopper.cookie,
      key,
      body: { payment_token: shopper.token },
    });
    const chargeKey = `checkout:${shopper.accountId}:${key}:0`;
    for (let i = 0; i < 200; i++) {
      const charged = await one('SELECT 1 FROM test_gateway_charges WHERE idempotency_key = $1', [chargeKey]);
      if (charged) break;
      await sleep(50);
    }
    await sleep(300);
    server.child.kill('SIGKILL');
    await server.exited;
    await blocker.query('ROLLBACK');
    await blocker.end();
    expect((await answer).status).toBe('network error');
  }

  it('leaves a pending intent and a charge with no order; the restarted server refunds it and gives the stock back', async () => {
    const shopper = await memberOverHttp(call, db, 'killed');
    const productId = await stockedProduct();
    const added = await call('POST', '/api/v1/carts/product', {
      cookie: shopper.cookie,
      body: { product_id: productId, qty: 2 },
    });
    expect(added.status).toBe(200);

    await killAfterCharge(shopper, 'kill-1');
    const charge = await one<{ amount_cents: number; refunded_cents: number }>(
      'SELECT amount_cents, refunded_cents FROM test_gateway_charges WHERE token = $1',
      [shopper.token],
    );
    expect(charge).toMatchObject({ refunded_cents: 0 });
    expect(charge!.amount_cents).toBeGreaterThan(0);
    expect(await one('SELECT id FROM orders WHERE account_id = $1', [shopper.accountId])).toBeUndefined();
    const intentKey = `checkout:${shopper.accountId}:kill-1`;
    expect(await one('SELECT state FROM payment_intents WHERE key = $1', [intentKey])).toEqual({
      state: 'pending',
    });
    expect(await one('SELECT stock_qty FROM products WHERE id = $1', [productId])).toEqual({ stock_qty: 8 });

    // Minutes later (moved forward here), a restarted server with its jobs running reconciles the intent.
    await db.query(
      `UPDATE payment_intents SET reconcile_after = now() - interval '1 second' WHERE key = $1`,
      [intentKey],
    );
    await start({ WORKER: 'inline' });
    let state = 'pending';
    for (let i = 0; i < 100 && state === 'pending'; i++) {
      await sleep(200);
      state = (await one<{ state: string }>('SELECT state FROM payment_intents WHERE key = $1', [intentKey]))!
        .state;
    }
    expect(state).toBe('refunded');
    expect(
      await one('SELECT refunded_cents FROM test_gateway_charges WHERE token = $1', [shopper.token]),
    ).toEqual({ refunded_cents: charge!.amount_cents });
    expect(await one('SELECT stock_qty FROM products WHERE id = $1', [productId])).toEqual({ stock_qty: 10 });
    expect(await one('SELECT id FROM orders WHERE account_id = $1', [shopper.accountId])).toBeUndefined();

    // The cart is as the shopper left it, and a new attempt places the order.
    const placed = await call('POST', '/api/v1/checkout', {
      cookie: shopper.cookie,
      key: 'kill-2',
      body: { payment_token: shopper.token },
    });
    expect(placed.status).toBe(201);
    expect(await one('SELECT stock_qty FROM products WHERE id = $1', [productId])).toEqual({ stock_qty: 8 });
  }, 180_000);
});
