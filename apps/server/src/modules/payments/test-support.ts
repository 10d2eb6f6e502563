import { accounts } from '@pantry/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/helper.ts';
import { SESSION_COOKIE } from '../sessions/index.ts';

/** Helpers for the payment API tests: a signed-in shopper, a tokenised card, requests with the cookie. */

let accountCount = 0;

export type Shopper = { accountId: number; cookie: string };

/** A new account with a session, as sign-in would leave it (there is no sign-in route to call here). */
export async function signIn(t: TestApp): Promise<Shopper> {
  accountCount += 1;
  const [account] = await t.db
    .insert(accounts)
    .values({ email: `payer${accountCount}-${Date.now()}@example.com` })
    .returning({ id: accounts.id });
  const { id } = await t.app.sessions.create(account!.id);
  return { accountId: account!.id, cookie: `${SESSION_COOKIE}=${id}` };
}

export function send(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { shopper?: Shopper; json?: Record<string, unknown>; form?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (options.shopper) headers.cookie = options.shopper.cookie;
  if (options.form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  const payload = options.form ?? options.json;
  return app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload }) });
}

/** Tokenises a test card through the public endpoint and returns its token. */
export async function tokenize(app: FastifyInstance, number: string, cvc = '123'): Promise<string> {
  const response = await send(app, 'POST', '/payment-gateway/test/tokens', {
    json: { number, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc },
  });
  if (response.statusCode !== 200) throw new Error(`tokenize ${number}: ${response.body}`);
  return response.json().token;
}

export const billing = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street1: '100 Market St',
  street2: 'Suite 5',
  city: 'San Francisco',
  postcode: '94105',
  region_code: 'CA',
  telephone: '415-555-0100',
};

/** Saves a card for the shopper (JSON) and returns the response. */
export async function saveCard(
  app: FastifyInstance,
  shopper: Shopper,
  number: string,
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  const token = await tokenize(app, number, number.startsWith('37') ? '1234' : '123');
  return send(app, 'POST', '/account/cc', { shopper, json: { token, ...billing, ...extra } });
}
