import { describe, expect, it } from 'vitest';
import { memberOverHttp, type Shopper, useChildServer } from '../../test/child-server.ts';

/**
 * Issue 11: a process killed between the charge and the order must not keep the shopper's money. The real server
 * runs as a child process; the test holds a lock that stops the order's insert, waits until the processor has
 * charged, and kills the server with SIGKILL. A restarted server's reconciliation job then finds the pending
 * intent, refunds the charge and gives the held stock back.
 */

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('a server killed between the charge and the order (PostgreSQL only)', () => {
  const child = useChildServer(serverUrl ?? '');
  const { call, one } = child;

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
    const answer = await child.killAfterCharge(`checkout:${shopper.accountId}:${key}:0`, () =>
      call('POST', '/api/v1/checkout', {
        cookie: shopper.cookie,
        key,
        body: { payment_token: shopper.token },
      }),
    );
    expect(answer.status).toBe('network error');
  }

  it('leaves a pending intent and a charge with no order; the restarted server refunds it and gives the stock back', async () => {
    const shopper = await memberOverHttp(call, child.db, 'killed');
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
    const state = await child.reconcile(intentKey);
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
