import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { adminQuery } from '@pantry/db';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { repoRoot } from '../config.ts';

/**
 * The real server in a child process, for tests that kill it or cut its connections: `npm start`'s entry point on
 * a database of the test's own, and plain HTTP requests with a deadline.
 */

/** No request may take longer than this: a lost connection must fail fast, not hang. */
export const REQUEST_BOUND_MS = 15_000;

export type Status = number | 'network error' | 'timeout';
export type Answer = { status: Status; ms: number; body: unknown; cookie: string | null };
export type Shopper = { cookie: string; token: string; accountId: number };
export type Call = (
  method: string,
  path: string,
  options?: { cookie?: string; body?: unknown; key?: string },
) => Promise<Answer>;

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `npm start`'s entry point in a child process; its last output is kept for failure messages. */
export function startServer(databaseUrl: string, port: number, env: Record<string, string> = {}) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      SEED_PRODUCTS: '150',
      CATALOG_CACHE_SECONDS: '0',
      WORKER: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exit: string | null = null;
  const exited = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      exit = `exited with code ${code}, signal ${signal}`;
      done();
    }),
  );
  return { child, exited, exit: () => exit, output: () => output, base: `http://127.0.0.1:${port}` };
}

/** One request with a deadline; a refused connection or the deadline is a status of its own. */
export async function send(
  base: string,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; key?: string } = {},
): Promise<Answer> {
  const started = performance.now();
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.key) headers['idempotency-key'] = options.key;
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      signal: AbortSignal.timeout(REQUEST_BOUND_MS),
    });
    const text = await response.text();
    const body = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? null;
    return { status: response.status, ms: performance.now() - started, body, cookie };
  } catch (error) {
    const status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network error';
    return { status, ms: performance.now() - started, body: String(error), cookie: null };
  }
}

/** A signed-in member with a default address and a saved test Visa (membership set in SQL, as the tests do). */
export async function memberOverHttp(call: Call, db: pg.Client, name: string): Promise<Shopper> {
  const registered = await call('POST', '/api/v1/auth/register', {
    body: {
      email: `${name}.${Date.now()}@example.com`,
      password: 'loss test password 1',
      firstname: 'Loss',
      lastname: 'Shopper',
    },
  });
  if (registered.status !== 200 || !registered.cookie) throw new Error(`register: ${registered.status}`);
  const shopper = {
    cookie: registered.cookie,
    token: '',
    accountId: (registered.body as { id: number }).id,
  };
  const address = {
    firstname: 'Loss',
    lastname: 'Shopper',
    street1: '1 Market St',
    city: 'San Francisco',
    postcode: '94105',
    region_code: 'CA',
    telephone: '415-555-0100',
  };
  expect(
    (await call('POST', '/api/v1/account/address', { cookie: shopper.cookie, body: address })).status,
  ).toBe(200);
  const card = {
    number: '4242424242424242',
    exp_month: 12,
    exp_year: new Date().getFullYear() + 3,
    cvc: '123',
  };
  const token = await call('POST', '/api/v1/payment-gateway/test/tokens', {
    cookie: shopper.cookie,
    body: card,
  });
  shopper.token = (token.body as { token: string }).token;
  const saved = await call('POST', '/api/v1/account/cc', {
    cookie: shopper.cookie,
    body: { token: shopper.token, ...address },
  });
  expect(saved.status).toBe(200);
  await db.query(`UPDATE accounts SET user_status = 'member', group_id = 4 WHERE id = $1`, [
    shopper.accountId,
  ]);
  return shopper;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * How far ahead a restarted server's clock runs in the kill tests: past the payments reconciliation window (5 min)
 * and the autoship claim lease (10 min) of whatever the killed server left.
 */
export const RESTART_MINUTES_ON = 11;

/** What the harness's steps work on: the test's database, its connection, and the running child. */
type Harness = {
  url: string;
  db: pg.Client;
  server: ReturnType<typeof startServer>;
  one: <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T | undefined>;
  start: (env?: Record<string, string>) => Promise<void>;
};

/**
 * Sends `request` while the order's insert is blocked, SIGKILLs the server once the processor has made the charge
 * with `chargeKey`, and ends its connections; answers what the request came back with.
 */
async function killAfterCharge<T>(h: Harness, chargeKey: string, request: () => Promise<T>): Promise<T> {
  const blocker = new pg.Client({ connectionString: h.url });
  await blocker.connect();
  // SHARE conflicts with the order's INSERT (ROW EXCLUSIVE) and with nothing done before the charge.
  await blocker.query('BEGIN');
  await blocker.query('LOCK TABLE orders IN SHARE MODE');
  const answer = request();
  for (let i = 0; i < 200; i++) {
    if (await h.one('SELECT 1 FROM test_gateway_charges WHERE idempotency_key = $1', [chargeKey])) break;
    await sleep(50);
  }
  await sleep(300);
  h.server.child.kill('SIGKILL');
  await h.server.exited;
  // PostgreSQL would still finish a statement the dead process had sent (the order then stands, paid and recorded
  // with its intent: one statement). Ending its connections loses that statement, as if the process had died
  // before sending it: the case the reconciliation job is for.
  await h.db.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND pid NOT IN (pg_backend_pid(), $1)`,
    [(blocker as unknown as { processID: number }).processID],
  );
  await blocker.query('ROLLBACK');
  await blocker.end();
  return answer;
}

/**
 * Past the reconciliation window, as the restarted server's own clock sees it: the server is restarted with its jobs
 * and its clock `minutesOn` ahead (CLOCK_OFFSET_SECONDS), so nothing is edited by hand (issue 23 §9). Answers the
 * intent's final state.
 */
async function reconcile(h: Harness, intentKey: string, minutesOn = RESTART_MINUTES_ON): Promise<string> {
  await h.start({ WORKER: 'inline', CLOCK_OFFSET_SECONDS: String(minutesOn * 60) });
  // Pending and refunding are the states the job works through; wait for where it ends.
  let state = 'pending';
  for (let i = 0; i < 100 && (state === 'pending' || state === 'refunding'); i++) {
    await sleep(200);
    const row = await h.one<{ state: string }>('SELECT state FROM payment_intents WHERE key = $1', [
      intentKey,
    ]);
    state = row!.state;
  }
  return state;
}

/**
 * A child server on a PostgreSQL database of the test file's own, made before its tests and dropped after them. Call
 * inside a describe skipped without TEST_DATABASE_URL. `db` is a plain connection to the same database.
 */
export function useChildServer(adminUrl: string, env: Record<string, string> = {}) {
  const name = `pantry_test_${randomBytes(6).toString('hex')}`;
  const h = { url: '', db: undefined as unknown as pg.Client } as Harness;
  h.one = async (text, values = []) => (await h.db.query(text, values)).rows[0];
  const call = (method: string, path: string, options?: Parameters<typeof send>[3]) =>
    send(h.server.base, method, path, options);
  /** Starts (or restarts) the server and waits until it answers. */
  h.start = async (more = {}) => {
    h.server = startServer(h.url, await freePort(), { ...env, ...more });
    for (let ready = false; !ready; await sleep(300)) {
      if (h.server.exit()) throw new Error(`the server ${h.server.exit()}:\n${h.server.output()}`);
      ready = (await call('GET', '/api/v1/navigation')).status === 200;
    }
  };

  beforeAll(async () => {
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const parsed = new URL(adminUrl);
    parsed.pathname = `/${name}`;
    h.url = parsed.toString();
    await h.start();
    h.db = new pg.Client({ connectionString: h.url });
    await h.db.connect();
  }, 120_000);

  afterAll(async () => {
    await h.db?.end().catch(() => undefined);
    if (h.server && !h.server.exit()) {
      h.server.child.kill('SIGTERM');
      await h.server.exited;
    }
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  return {
    call,
    one: h.one,
    get db() {
      return h.db;
    },
    get server() {
      return h.server;
    },
    start: h.start,
    killAfterCharge: <T>(chargeKey: string, request: () => Promise<T>) =>
      killAfterCharge(h, chargeKey, request),
    reconcile: (intentKey: string, minutesOn?: number) => reconcile(h, intentKey, minutesOn),
  };
}
