import { accounts, inArray, poolCounts, queryRows, sql } from '@pantry/db';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterAnswerSettled } from './lib/after-answer.ts';
import { type GivenShopper, useGiven } from './test/given.ts';
import { useTestApp } from './test/helper.ts';

/**
 * Issue 23 §1: after PostgreSQL ended the app's connections under load, the server answered 503 to every request for
 * good: Drizzle's node-postgres transaction() never gave back a connection whose BEGIN failed, so each such failure
 * took one of the pool's slots until none was left. Here the app serves a mix of listings, cart changes, checkouts
 * and sign-in code requests (through app.inject) while its connections are terminated every 400 ms; after each of
 * five rounds every request must be answered again, in time, and the pool must be whole: nothing held, nothing
 * waiting, and as many connections in pg_stat_activity as the pool counts.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const ROUNDS = 5;
const TERMINATIONS_PER_ROUND = 5;
const TERMINATION_GAP_MS = 400;
/** After a round, every request is answered within this (the pool's own wait for a connection is 5 s). */
const ANSWER_BOUND_MS = 5_000;
/** How long the pool may take to settle once the requests have ended. */
const SETTLE_BOUND_MS = 5_000;
/** Between one worker's sign-in code requests. */
const CODE_REQUEST_GAP_MS = 50;
/** A worker's requests per round at most, whatever the machine's speed. */
const REQUESTS_PER_WORKER = 200;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

type Answered = { kind: string; status: number; ms: number };

describe.skipIf(!serverUrl)('connections cut under load (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  const t = useTestApp();
  const given = useGiven(t);
  let admin: pg.Client;
  let database = '';
  let shoppers: GivenShopper<{ card: true }>[] = [];
  let emails: string[] = [];
  const productIds: number[] = [];
  let serial = 0;

  beforeAll(async () => {
    const [row] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
    database = row?.name ?? '';
    // The terminating connection is on the server's maintenance database, so it never terminates itself.
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    shoppers = [await given.member({ card: true }), await given.member({ card: true })];
    const known = await t.db
      .select({ email: accounts.email })
      .from(accounts)
      .where(
        inArray(
          accounts.id,
          shoppers.map((s) => s.accountId),
        ),
      );
    emails = known.map((row) => row.email);
    for (let i = 0; i < 4; i++) productIds.push((await given.product({ stock: 100_000 })).id);
  });

  afterAll(async () => {
    await admin?.end();
  });

  const inject = async (kind: string, request: string | InjectOptions): Promise<Answered> => {
    const started = performance.now();
    const response = await t.app.inject(request);
    return { kind, status: response.statusCode, ms: performance.now() - started };
  };

  /**
   * The mix a store serves, one request of a kind: `n` varies the product and the page, and `w` (the worker) picks
   * the shopper, so that one shopper's checkouts never race each other.
   */
  function request(kind: string, n: number, w: number): Promise<Answered> {
    const shopper = shoppers[w % shoppers.length] as GivenShopper<{ card: true }>;
    const productId = productIds[n % productIds.length];
    switch (kind) {
      case 'listing':
        return inject(kind, `/api/v1/products?page_size=24&cur_page=${1 + (n % 3)}`);
      case 'cart read':
        return inject(kind, { url: '/api/v1/carts', headers: shopper.headers });
      case 'new visitor add':
        // A session and a cart made under the cart's lock: a transaction.
        return inject(kind, {
          method: 'POST',
          url: '/api/v1/carts/product',
          payload: { product_id: productId, qty: 1 },
        });
      case 'sign-in code':
        // Answered at once; the code is written afterwards, in a transaction that locks the account (afterAnswer).
        return inject(kind, { method: 'POST', url: '/api/v1/auth/otp', payload: { email: emails[w % 2] } });
      default:
        return checkout(shopper, productId ?? 0);
    }
  }

  /** Adds a unit, then checks out with a fresh key: answered as checkout (201, or what refused it). */
  async function checkout(shopper: GivenShopper<{ card: true }>, productId: number): Promise<Answered> {
    const started = performance.now();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/carts/product',
      headers: shopper.headers,
      payload: { product_id: productId, qty: 1 },
    });
    if (added.statusCode !== 200) return { kind: 'checkout', status: added.statusCode, ms: 0 };
    serial += 1;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout',
      headers: { ...shopper.headers, 'idempotency-key': `pool-recovery-${serial}` },
      payload: { payment_token: shopper.cardToken },
    });
    return { kind: 'checkout', status: placed.statusCode, ms: performance.now() - started };
  }

  const KINDS = ['listing', 'cart read', 'new visitor add', 'sign-in code', 'checkout'];

  /** Terminates every connection the app has open; answers how many. */
  async function terminateAppConnections(): Promise<number> {
    const { rows } = await admin.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid()) t`,
      [database],
    );
    return rows[0]?.n ?? 0;
  }

  async function connectionsInPostgres(): Promise<number> {
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    return rows[0]?.n ?? 0;
  }

  /** Two workers per kind loop over their requests until the terminations stop. */
  async function underFaults(): Promise<{ terminated: number; answers: Answered[] }> {
    let faulting = true;
    const worker = async (kind: string, w: number) => {
      const answers: Answered[] = [];
      for (let i = 0; faulting && i < REQUESTS_PER_WORKER; i++) {
        answers.push(await request(kind, w + i, w));
        // A code request is answered before its work runs: paced, so its work does not crowd out the rest.
        if (kind === 'sign-in code') await sleep(CODE_REQUEST_GAP_MS);
      }
      return answers;
    };
    const load = KINDS.flatMap((kind) => [worker(kind, 0), worker(kind, 1)]);
    let terminated = 0;
    for (let i = 0; i < TERMINATIONS_PER_ROUND; i++) {
      await sleep(TERMINATION_GAP_MS);
      terminated += await terminateAppConnections();
    }
    faulting = false;
    return { terminated, answers: (await Promise.all(load)).flat() };
  }

  /** Polls /health until nothing holds or waits for a connection, or SETTLE_BOUND_MS passes; answers its body. */
  async function settledPool() {
    await afterAnswerSettled();
    const deadline = performance.now() + SETTLE_BOUND_MS;
    for (;;) {
      const health = await t.app.inject('/health');
      const body = health.json();
      const pool = body.database.pool;
      const settled = health.statusCode === 200 && pool.waiting === 0 && pool.idle === pool.total;
      if (settled || performance.now() > deadline) return { status: health.statusCode, pool };
      await sleep(100);
    }
  }

  /** Answers counted by kind and status: `{ listing: { 200: 40, 503: 2 }, … }`. */
  const tally = (answers: Answered[]) => {
    const counted: Record<string, Record<number, number>> = {};
    for (const { kind, status } of answers) {
      const byStatus = counted[kind] ?? {};
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      counted[kind] = byStatus;
    }
    return counted;
  };

  it('answers every request again after each of five rounds of terminations, with its pool whole', async () => {
    const max = poolCounts(t.db)?.max ?? 0;
    expect(max).toBeGreaterThan(0);
    for (let round = 1; round <= ROUNDS; round++) {
      const faults = await underFaults();
      expect(faults.terminated, `round ${round}: connections terminated`).toBeGreaterThan(0);
      // While connections die, a request whose connection died is a 503, never a 500.
      const failed = faults.answers.filter((a) => a.status >= 500 && a.status !== 503);
      expect(failed, `round ${round}: answers other than 503 among the failures`).toEqual([]);

      // Then the whole mix again, at once, twice over: every request answered, in time.
      const after = await Promise.all(
        KINDS.flatMap((kind) => [request(kind, round, 0), request(kind, round, 1)]),
      );
      const slowest = Math.max(...after.map((a) => a.ms));
      const settled = await settledPool();
      const inPostgres = await connectionsInPostgres();
      console.log(
        `round ${round}: ${faults.terminated} connections terminated; ${faults.answers.length} requests under ` +
          `faults ${JSON.stringify(tally(faults.answers))}; after: ${JSON.stringify(tally(after))}, slowest ` +
          `${Math.round(slowest)} ms; pool ${JSON.stringify(settled.pool)}; pg_stat_activity ${inPostgres}`,
      );
      for (const answer of after) {
        expect(answer.status, `round ${round}: ${answer.kind}`).toBe(answer.kind === 'checkout' ? 201 : 200);
        expect(answer.ms, `round ${round}: ${answer.kind}`).toBeLessThan(ANSWER_BOUND_MS);
      }
      expect(settled.status, `round ${round}: /health`).toBe(200);
      expect(settled.pool.waiting, `round ${round}: requests waiting for a connection`).toBe(0);
      expect(settled.pool.idle, `round ${round}: connections nobody gave back`).toBe(settled.pool.total);
      expect(settled.pool.total).toBeGreaterThan(0);
      expect(settled.pool.total).toBeLessThanOrEqual(max);
      expect(inPostgres, `round ${round}: the pool's connections, as PostgreSQL sees them`).toBe(
        settled.pool.total,
      );
    }
  }, 120_000);
});
