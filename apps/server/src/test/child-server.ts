import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type pg from 'pg';
import { expect } from 'vitest';
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
