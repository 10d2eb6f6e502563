import { randomBytes } from 'node:crypto';
import { adminQuery, openDatabase } from '@pantry/db';
import { DEFAULT_CART_CONFIG } from '@pantry/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutService } from './modules/checkout/index.ts';
import { createPayments, RECONCILE_AFTER_MS, TestPaymentGateway } from './modules/payments/index.ts';
import {
  type Answer,
  freePort,
  memberOverHttp,
  REQUEST_BOUND_MS,
  type Shopper,
  send,
  startServer,
} from './test/child-server.ts';

/**
 * Issue 10: a PostgreSQL connection that dies (a failover, a restart, an idle-in-transaction timeout) must not take
 * the server down. The real server runs in a child process on a database of its own; shoppers loop over listing,
 * cart read, cart change and checkout while another connection terminates the store's connections several times.
 * The process must stay alive, every request must end in time (503 when its connection died), and nothing may be
 * half-written.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const SHOPPERS = 6;
const TERMINATIONS = 6;
const TERMINATION_GAP_MS = 600;
const STOCK = 10_000;
/**
 * The free gift the store adds to a cart past $49 is the one product the shoppers do not choose, and it is not
 * restocked: with few units it runs out early in every run, as its 200 demo units did only when a fast machine placed
 * a few hundred orders, so the checkouts racing for its last units are part of every run (issue 23).
 */
const GIFT_STOCK = 3;
/**
 * The run is a few seconds on a quiet machine, but CI runs it beside other test files on two shared cores, where one
 * run took over a minute (six sign-ups with argon2, then every request several times slower). A slow machine is not
 * what this test is about, so its budget is generous; the per-request bound (REQUEST_BOUND_MS) stays strict.
 */
const RUN_BUDGET_MS = 240_000;

type Sent = { kind: string; answer: Answer; shopper: Shopper; key: string };

/** The payments module's reconciliation job, in this process, on the store's database, as if minutes had passed. */
async function reconcileAsTheJobWould(databaseUrl: string) {
  const opened = await openDatabase({ url: databaseUrl, poolSize: 2 });
  try {
    const quiet = { info() {}, warn() {}, error() {} };
    const payments = createPayments({
      db: opened.db,
      gateway: new TestPaymentGateway(opened.db),
      log: quiet,
    });
    // Checkout registers how an order's hold (stock, coupon uses) is given back.
    createCheckoutService({ db: opened.db, payments, cartConfig: DEFAULT_CART_CONFIG });
    return await payments.reconcile(new Date(Date.now() + RECONCILE_AFTER_MS + 60_000));
  } finally {
    await opened.close();
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe.skipIf(!serverUrl)(
  'a PostgreSQL connection that dies (PostgreSQL only: set TEST_DATABASE_URL)',
  () => {
    const name = `pantry_test_${randomBytes(6).toString('hex')}`;
    let server: ReturnType<typeof startServer>;
    let storeUrl = '';
    let db: pg.Client;
    const call = (method: string, path: string, options?: Parameters<typeof send>[3]) =>
      send(server.base, method, path, options);

    const makeShopper = (index: number) => memberOverHttp(call, db, `loss.${index}`);

    /**
     * Twenty simple grocery products the listing shows in stock, free of restrictions, restocked for the run; the free
     * gift down to GIFT_STOCK.
     */
    async function stockedProducts(): Promise<number[]> {
      const listed = await call('GET', '/api/v1/products?filter[category]=food&page_size=96');
      const shown = (listed.body as { products: { id: number; in_stock: boolean }[] }).products;
      const inStock = shown.filter((p) => p.in_stock).map((p) => p.id);
      const { rows } = await db.query<{ id: number }>(
        `UPDATE products SET stock_qty = ${STOCK} WHERE id IN (
         SELECT id FROM products WHERE id = ANY($1) AND product_type = 'simple' AND box_type = 'grocery'
            AND sold_as_fresh IS NULL AND restriction_tag_id IS NULL AND tc_product_type IS NULL ORDER BY id LIMIT 20)
       RETURNING id`,
        [inStock],
      );
      expect(rows.length).toBeGreaterThan(4);
      const gift = await db.query(
        'UPDATE products SET stock_qty = $1 WHERE id IN (SELECT product_id FROM gwp_offers WHERE active)',
        [GIFT_STOCK],
      );
      expect(gift.rowCount).toBe(1);
      return rows.map((r) => r.id);
    }

    beforeAll(async () => {
      await adminQuery(serverUrl ?? '', `CREATE DATABASE ${name}`);
      const url = new URL(serverUrl ?? '');
      url.pathname = `/${name}`;
      storeUrl = url.toString();
      server = startServer(url.toString(), await freePort());
      for (let ready = false; !ready; await sleep(300)) {
        if (server.exit()) throw new Error(`the server ${server.exit()}:\n${server.output()}`);
        ready = (await call('GET', '/api/v1/navigation')).status === 200;
      }
      db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
    });

    afterAll(async () => {
      await db?.end().catch(() => undefined);
      if (server && !server.exit()) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      await adminQuery(serverUrl ?? '', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    /** Terminates every other connection to the store's database TERMINATIONS times; answers how many it ended. */
    async function terminate(done: () => void): Promise<number> {
      let terminated = 0;
      await sleep(500);
      for (let i = 0; i < TERMINATIONS && !server.exit(); i++) {
        const { rows } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()) t`,
        );
        terminated += rows[0]?.n ?? 0;
        await sleep(TERMINATION_GAP_MS);
      }
      done();
      return terminated;
    }

    /**
     * One shopper's rounds of listing, cart read, cart changes and checkout while the terminations go on, and two
     * rounds after them (the store must be back by then); 100 rounds at most.
     */
    async function shop(shopper: Shopper, s: number, productIds: number[], terminating: () => boolean) {
      const answers: Sent[] = [];
      const cookie = shopper.cookie;
      let after = 0;
      for (let round = 0; round < 100 && after < 2 && !server.exit(); round++) {
        if (!terminating()) after++;
        const product_id = productIds[(s * 3 + round) % productIds.length] as number;
        // Several units of four products: the cart passes the free gift's threshold, so pricing writes the gift in a
        // transaction (a connection held across statements, where a lost connection used to crash the process).
        const products = [0, 1, 2, 3].map((k) => ({
          product_id: productIds[(s + round + k * 5) % productIds.length],
          qty: 3,
        }));
        const key = `loss-${s}-${round}`;
        const steps: [string, () => Promise<Answer>][] = [
          ['listing', () => call('GET', `/api/v1/products?page_size=24&cur_page=${1 + (round % 3)}`)],
          ['cart read', () => call('GET', '/api/v1/carts', { cookie })],
          ['cart change', () => call('POST', '/api/v1/carts/bulk_product', { cookie, body: { products } })],
          // A new visitor's first add makes a session and a cart under the cart's lock (a transaction).
          ['cart change', () => call('POST', '/api/v1/carts/product', { body: { product_id, qty: 1 } })],
          [
            'checkout',
            () => call('POST', '/api/v1/checkout', { cookie, body: { payment_token: shopper.token }, key }),
          ],
        ];
        for (const [kind, step] of steps) answers.push({ kind, answer: await step(), shopper, key });
      }
      return answers;
    }

    it(
      'stays up, answers 503 for requests whose connection died, and leaves nothing half-written',
      async () => {
        const started = performance.now();
        const phase = (name: string) =>
          console.log(`${name} after ${Math.round(performance.now() - started)} ms`);
        const shoppers: Shopper[] = [];
        for (let i = 0; i < SHOPPERS; i++) shoppers.push(await makeShopper(i));
        phase('shoppers signed up');
        const productIds = await stockedProducts();
        const stock = await db.query<{ id: number; stock_qty: number }>('SELECT id, stock_qty FROM products');
        const stockBefore = new Map(stock.rows.map((r) => [r.id, r.stock_qty]));

        let terminating = true;
        const terminations = terminate(() => {
          terminating = false;
        });
        const shopping = shoppers.map((shopper, s) => shop(shopper, s, productIds, () => terminating));
        const answers = (await Promise.all(shopping)).flat();
        const terminated = await terminations;
        phase('shopping done');
        report(terminated, answers);

        // Alive, and answering with fresh connections.
        expect(server.exit(), server.output()).toBeNull();
        expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
        expect(terminated).toBeGreaterThan(0);
        expect((await call('GET', '/api/v1/products?page_size=24')).status).toBe(200);

        // Every request ended within the bound, and a lost connection is a 503 in the API's error shape, never a 500.
        for (const { kind, answer } of answers) {
          expect(answer.ms, kind).toBeLessThan(REQUEST_BOUND_MS);
          // A checkout is refused only when its cart is empty (its cart change was lost): never 'out of stock' for
          // a free gift that ran out, which the order goes without.
          const allowed = [200, 201, 503, ...(kind === 'checkout' ? [400] : [])];
          expect(allowed, `${kind}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
          if (answer.status === 503)
            expect(answer.body).toMatchObject({ success: false, code: 'unavailable' });
        }

        // A checkout that answered 503 may have placed its order before its answer was lost: retried with its key, it
        // answers that order (or, when it had placed none and the cart was emptied since, that the cart is empty).
        const placedKeys = new Set(answers.filter((a) => a.answer.status === 201).map((a) => a.key));
        for (const { kind, answer, shopper, key } of answers) {
          if (kind !== 'checkout' || answer.status !== 503) continue;
          const body = { payment_token: shopper.token };
          const again = await call('POST', '/api/v1/checkout', { cookie: shopper.cookie, body, key });
          expect([201, 400]).toContain(again.status);
          if (again.status === 201) placedKeys.add(key);
        }
        // A checkout whose connection died between its charge and its record leaves its payment intent to the
        // reconciliation job; run it as the job would minutes later, so the checks see what the store ends with.
        const reconciled = await reconcileAsTheJobWould(storeUrl);
        console.log(`payment intents reconciled after the run: ${JSON.stringify(reconciled)}`);
        const orders = await expectNothingHalfWritten(shoppers, stockBefore);
        expect(orders, 'one order per checkout that answered 201').toBe(placedKeys.size);
        phase('checks done');
      },
      RUN_BUDGET_MS,
    );

    function report(terminated: number, answers: Sent[]) {
      const counts: Record<string, Record<string, number>> = {};
      for (const { kind, answer } of answers) {
        const byStatus = counts[kind] ?? {};
        byStatus[String(answer.status)] = (byStatus[String(answer.status)] ?? 0) + 1;
        counts[kind] = byStatus;
      }
      console.log(`connections terminated: ${terminated}; answers by status: ${JSON.stringify(counts)}`);
      const refusals = answers.filter((a) => a.answer.status === 400 || a.answer.status === 409);
      const texts = new Set(
        refusals.map((a) => `${a.kind}: ${(a.answer.body as { errors?: string }).errors}`),
      );
      console.log(`refusals: ${[...texts].join(' | ') || 'none'}`);
      console.log(`slowest request: ${Math.round(Math.max(...answers.map((a) => a.answer.ms)))} ms`);
    }

    /** Orders whole and paid, charges matched by orders or refunded, stock taken equal to units sold, carts readable. */
    async function expectNothingHalfWritten(
      shoppers: Shopper[],
      stockBefore: Map<number, number>,
    ): Promise<number> {
      const accountIds = shoppers.map((s) => s.accountId);
      const broken = await db.query(
        `SELECT o.id, o.grand_total_cents,
              (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS items,
              (SELECT coalesce(sum(p.amount_cents), 0)::int FROM order_payments p WHERE p.order_id = o.id) AS paid,
              (SELECT count(*)::int FROM order_payments p JOIN test_gateway_charges c ON c.id = p.gateway_charge_id
                WHERE p.order_id = o.id AND c.status = 'succeeded' AND c.refunded_cents = 0) AS charged,
              (SELECT count(*)::int FROM order_payments p WHERE p.order_id = o.id) AS payments
         FROM orders o WHERE o.account_id = ANY($1)`,
        [accountIds],
      );
      const orders = broken.rows.length;
      expect(orders).toBeGreaterThan(0);
      const bad = broken.rows.filter(
        (o) => o.items === 0 || o.paid !== o.grand_total_cents || o.charged !== o.payments,
      );
      expect(bad, 'orders without items, or not paid in full by live charges').toEqual([]);

      // A charge that placed no order was refunded in full.
      const stray = await db.query(
        `SELECT c.id FROM test_gateway_charges c
        WHERE c.status = 'succeeded' AND c.idempotency_key LIKE 'checkout:%' AND split_part(c.idempotency_key, ':', 2)::int = ANY($1)
          AND c.refunded_cents < c.amount_cents
          AND NOT EXISTS (SELECT 1 FROM order_payments p WHERE p.gateway_charge_id = c.id)`,
        [accountIds],
      );
      expect(stray.rows, 'charges with neither an order nor a refund').toEqual([]);

      // Stock taken equals units sold, product by product.
      const sold = await db.query<{ product_id: number; qty: number }>(
        `SELECT i.product_id, sum(i.qty)::int AS qty FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE o.account_id = ANY($1) GROUP BY i.product_id`,
        [accountIds],
      );
      const soldBy = new Map(sold.rows.map((r) => [r.product_id, r.qty]));
      const now = await db.query<{ id: number; stock_qty: number }>('SELECT id, stock_qty FROM products');
      const mismatched = now.rows.filter(
        (p) => (stockBefore.get(p.id) ?? 0) - p.stock_qty !== (soldBy.get(p.id) ?? 0),
      );
      expect(mismatched, 'products whose stock moved by other than the units sold').toEqual([]);

      // Each shopper's cart reads back whole: the lines it answers are the rows stored.
      for (const shopper of shoppers) {
        const cart = await call('GET', '/api/v1/carts', { cookie: shopper.cookie });
        expect(cart.status).toBe(200);
        const lines = (cart.body as { boxes: { items: unknown[] }[] }).boxes.flatMap((b) => b.items).length;
        const stored = await db.query(
          'SELECT count(*)::int AS n FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.account_id = $1 AND NOT ci.save_for_later',
          [shopper.accountId],
        );
        expect(lines).toBe(stored.rows[0].n);
      }
      console.log(`orders placed during the terminations: ${orders}, all whole`);
      return orders;
    }
  },
);
