import { type Account, type MembershipOffer, visitorAccount } from '@pantry/domain';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { renderAt } from '../account/test-support.tsx';

/** Test helpers of the membership, payment and address components (not part of the app). */

export function makeAccount(overrides: Partial<Account> = {}): Account {
  return {
    ...visitorAccount(),
    id: 7,
    customer_id: '7',
    email: 'nia@example.com',
    firstname: 'Nia',
    lastname: 'Park',
    is_registered: 1,
    logged_in: 1,
    user_status: 'lead',
    has_password: true,
    ...overrides,
  };
}

/** A visitor, as GET /account answers when nobody is signed in. */
export { visitorAccount };

/** GET /membership/offers as the server answers it with the default prices. */
export const OFFERS: MembershipOffer[] = [
  {
    plan_code: 3,
    name: 'Annual',
    kind: 'annual',
    price: 59.95,
    monthly_equivalent: 4.99,
    term_months: 12,
    trial_days: 0,
    due_today: 59.95,
    renews_as: 'Annual',
  },
  {
    plan_code: 6,
    name: 'Monthly',
    kind: 'monthly',
    price: 11.99,
    monthly_equivalent: 11.99,
    term_months: 1,
    trial_days: 0,
    due_today: 11.99,
    renews_as: 'Monthly',
  },
  {
    plan_code: 0,
    name: 'Trial',
    kind: 'trial',
    price: 59.95,
    monthly_equivalent: 4.99,
    term_months: 12,
    trial_days: 30,
    due_today: 0,
    renews_as: 'Annual',
  },
];

export type Call = { url: string; method: string; body: string };

/**
 * fetch mocked at the network edge: `routes` maps 'METHOD /api/v1/path' (query left out) to a status and body.
 * Every call is recorded with its form-encoded body.
 */
export function mockApi(routes: Record<string, (body: URLSearchParams) => [number, unknown]>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? init.body : '';
    calls.push({ url, method, body });
    const handler = routes[`${method} ${url.split('?')[0]}`];
    const [status, answer] = handler
      ? handler(new URLSearchParams(body))
      : [404, { success: false, errors: 'Not found' }];
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Renders `Page` at `path` (a catch-all shows where navigation went) with `account` in the account query. */
export function renderPage(
  Page: ComponentType,
  path: string,
  url: string,
  account: Account = visitorAccount(),
) {
  return renderAt(Page, path, url, account);
}
