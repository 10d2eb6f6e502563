import { categories, coupons, products, sql, storeSwitches } from '@pantry/db';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeTestOrder } from './modules/orders/test-support.ts';
import { billing, tokenize } from './modules/payments/test-support.ts';
import { SESSION_COOKIE } from './modules/sessions/index.ts';
import { registerShopper } from './test/accounts.ts';
import {
  type FuzzRequest,
  type Hints,
  type Operation,
  operationsOf,
  requestTo,
} from './test/fuzz-requests.ts';
import { type TestApp, testConfig, useTestApp } from './test/helper.ts';

/**
 * Issue 10: bad input is a 4xx, never a 500. Every operation of the OpenAPI document gets typed garbage, from a
 * visitor and from a signed-in shopper (and the operator's token for /api/admin). FUZZ_SEED=<n> replays a run.
 */

const t = useTestApp();
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS_PER_OPERATION = 40;
const ADMIN_TOKEN = testConfig().adminToken;

/** Session cookies no server ever set. */
const FORGED_SESSIONS = ['', 'x', '%00', '\u0000', 'a'.repeat(5000), '%E0%A4%A', '..%2F..%2F', '1e308'];

type Fixtures = { accountId: number; cookie: string; productId: number; cardToken: string; hints: Hints };

/** A shopper with a card, an address, a cart and an order, so that real ids can be sent beside garbage. */
async function prepareShopper(app: TestApp['app']): Promise<Fixtures> {
  const shopper = await registerShopper(app);
  const cookie = `${SESSION_COOKIE}=${shopper.sessionId}`;
  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie }, payload });
  const token = await tokenize(app, '4242424242424242');
  const card = (await post('/account/cc', { token, ...billing })).json().card;
  const address = (await post('/account/address', billing)).json().address;
  // A plain product in stock: the catalog also holds the gift card, which goes to the cart as a gift, not a box line.
  const [product] = await t.db
    .select()
    .from(products)
    .where(sql`${products.productType} = 'simple' AND ${products.stockQty} > 10`)
    .orderBy(products.id)
    .limit(1);
  const [category] = await t.db.select().from(categories).limit(1);
  if (!product || !category || !card || !address) throw new Error('fuzz fixtures are missing');
  const cart = (await post('/carts/product', { product_id: product.id, qty: 1 })).json();
  const order = await placeTestOrder(app, shopper.accountId);
  await t.db
    .insert(coupons)
    .values({ code: 'FUZZ10', codeKey: 'fuzz10', discountType: 'by_percent', discountValue: 10 });
  const ids = [card.id, address.id, order.orderId, order.incrementId, product.id, cart.cart_id].map(String);
  return {
    accountId: shopper.accountId,
    cookie,
    productId: product.id,
    cardToken: card.token ?? token,
    hints: {
      id: ids,
      key: [category.urlKey, 'organic', 'vegan'],
      url_key: [product.urlKey],
      file: [`${product.id}-1.svg`, `${product.id}-9999.svg`],
      product_id: [product.id],
      line_item_id: [cart.boxes[0].items[0].line_item_id, 1],
      address_id: [address.id],
      payment_token: [token, card.token ?? token],
      plan_code: [0, 3, 6],
      code: ['FUZZ10', 'fuzz10 '],
      ccode: ['FUZZ10'],
      email: fc.oneof(
        fc.constant(shopper.email),
        fc.nat().map((n) => `fuzz.${n}@example.com`),
      ),
      firstname: ['Ada'],
      lastname: ['Lovelace'],
      fullname: ['Ada Lovelace'],
      telephone: ['415-555-0100'],
      password: ['correct horse battery', 'a new long password'],
      zip: ['94105', '00000'],
    },
  };
}

/** The shopper's requests each get a fresh session: a sign-out or sign-in must not end the next request's. */
async function headersFor(request: FuzzRequest, fixtures: Fixtures): Promise<Record<string, string>> {
  const headers = { ...request.headers };
  if (request.body) headers['content-type'] = request.body.contentType;
  if (request.sender === 'shopper' || request.sender === 'verified') {
    const { id, session } = await t.app.sessions.create(fixtures.accountId);
    if (request.sender === 'verified')
      await t.app.sessions.setVerifiedUntil(session.idHash, new Date(Date.now() + 60_000));
    headers.cookie = `${SESSION_COOKIE}=${id}`;
  }
  if (request.sender === 'stranger')
    headers.cookie = `${SESSION_COOKIE}=${FORGED_SESSIONS[request.url.length % FORGED_SESSIONS.length]}`;
  if (request.sender === 'admin') headers.authorization = `Bearer ${ADMIN_TOKEN}`;
  if (request.sender === 'bad-admin') headers.authorization = 'Bearer \u0000not-the-token';
  return headers;
}

/**
 * Puts back what earlier requests used up, so every request can reach the code behind its checks: a monthly
 * membership to cancel, upgrade or keep, and something in the cart to check out.
 */
async function restoreState(operation: Operation, fixtures: Fixtures): Promise<void> {
  if (/^\/api\/v1\/membership\/(cancel|upgrade|retention-offer)$/.test(operation.path)) {
    await t.app.membership
      .join(fixtures.accountId, { plan_code: 6, payment_token: fixtures.cardToken })
      .catch(() => undefined);
  }
  if (operation.path === '/api/v1/checkout') {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/carts/product',
      headers: { cookie: fixtures.cookie },
      payload: { product_id: fixtures.productId, qty: 1 },
    });
  }
}

/** The error's message, and its cause's (a failed query's message is its SQL; the cause says why). */
function describeError(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const cause = error.cause instanceof Error ? ` ← ${error.cause.message}` : '';
  return `${error.message.slice(0, 80)}${cause}`.replaceAll('\n', ' ');
}

type Tally = Record<'2xx' | '3xx' | '4xx' | '5xx', number>;

describe('fuzzing every operation of the OpenAPI document', () => {
  let fixtures: Fixtures;
  let lastError: unknown;

  beforeAll(async () => {
    // The error behind a 5xx, for the report (the test app's logger is silent).
    t.app.addHook('onError', async (_request, _reply, error) => {
      lastError = error;
    });
    await t.app.ready();
    fixtures = await prepareShopper(t.app);
  });

  it('answers typed garbage with a 4xx, never a 5xx', async () => {
    const started = Date.now();
    const tally: Tally = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
    const failures: string[] = [];
    const operations = operationsOf(t.app.swagger());
    for (const [index, operation] of operations.entries()) {
      const arbitrary = requestTo(operation, fixtures.hints);
      for (const request of fc.sample(arbitrary, { seed: SEED + index, numRuns: RUNS_PER_OPERATION })) {
        if (request.sender === 'shopper' || request.sender === 'verified')
          await restoreState(operation, fixtures);
        lastError = undefined;
        const response: LightMyRequestResponse = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: await headersFor(request, fixtures),
          ...(request.body ? { payload: request.body.payload } : {}),
        });
        // The operator's maintenance switch makes every storefront call a 500 by design: a fuzzed flip is undone.
        if (operation.path === '/api/admin/maintenance') await t.db.delete(storeSwitches);
        const statusClass = `${Math.floor(response.statusCode / 100)}xx` as keyof Tally;
        tally[statusClass] = (tally[statusClass] ?? 0) + 1;
        if (response.statusCode >= 500) {
          const cause = describeError(lastError) ?? response.body.slice(0, 160);
          failures.push(
            `${operation.method} ${operation.path} → ${response.statusCode} (${cause}) ` +
              `[${request.sender}] ${request.url.slice(0, 160)} ${request.body?.payload.slice(0, 160) ?? ''}`,
          );
        }
      }
    }
    const failing = [...new Set(failures.map((line) => line.split(' → ')[0]))];
    console.log(
      `fuzz (seed ${SEED}, ${operations.length} operations, ${(Date.now() - started) / 1000} s): ` +
        `${JSON.stringify(tally)}${failing.length ? `\nfailing operations:\n  ${failing.join('\n  ')}` : ''}`,
    );
    expect(failures, `FUZZ_SEED=${SEED} replays this run`).toEqual([]);
  }, 120_000);
});

describe('input PostgreSQL cannot store or count is a 400, never a 500', () => {
  let cookie = '';
  beforeAll(async () => {
    cookie = `${SESSION_COOKIE}=${(await registerShopper(t.app)).sessionId}`;
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  it('refuses a NUL in PUT /account firstname', async () => {
    const response = await send('PUT', '/api/v1/account', { firstname: 'Ada\u0000' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      errors: 'Invalid firstname: must not contain a NUL character or an unpaired surrogate',
      code: 'bad_request',
    });
  });

  it('refuses a lone surrogate in a coupon code, in a body or a query', async () => {
    const applied = await send('POST', '/api/v1/carts/coupon', { code: 'SAVE\ud800' });
    expect(applied.statusCode).toBe(400);
    expect(applied.json()).toMatchObject({ success: false, code: 'bad_request', errors: /^Invalid code: / });
    const promo = await send('GET', '/api/v1/promos?ccode=%00');
    expect(promo.statusCode).toBe(400);
    expect(promo.json().errors).toBe(
      'Invalid ccode: must not contain a NUL character or an unpaired surrogate',
    );
  });

  it('keeps text with emoji (surrogate pairs)', async () => {
    const response = await send('GET', `/api/v1/search?q=${encodeURIComponent('tea 🍵')}`);
    expect(response.statusCode).toBe(200);
  });

  it('refuses cur_page=1e308 on the order list', async () => {
    const response = await send('GET', '/api/v1/account/orders?cur_page=1e308');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      errors: 'Invalid cur_page: must be a number up to 10000',
      code: 'bad_request',
    });
  });

  it('refuses ids past PostgreSQL integer and plan codes past any plan', async () => {
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout',
      headers: { cookie, 'idempotency-key': 'fuzz-big-address' },
      payload: { address_id: 2 ** 31 },
    });
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json().errors).toMatch(/^Invalid address_id: /);
    const join = await send('POST', '/api/v1/membership', { plan_code: 1e20, payment_token: 'tok' });
    expect(join.statusCode).toBe(400);
    expect(join.json().errors).toMatch(/^Invalid plan_code: /);
  });

  it('answers a multipart body without its boundary with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'email=a@example.com',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'bad_request' });
  });
});
