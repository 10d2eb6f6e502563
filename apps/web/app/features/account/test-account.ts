import { type Account, visitorAccount } from '@pantry/domain';

/** Accounts for tests: a visitor (as GET /account answers when nobody is signed in) and a signed-in lead. */
export function visitor(): Account {
  return visitorAccount();
}

export function signedIn(overrides: Partial<Account> = {}): Account {
  return {
    ...visitor(),
    id: 7,
    customer_id: '7',
    email: 'ann@example.com',
    firstname: 'Ann',
    lastname: 'Lee',
    telephone: '+15035550123',
    is_registered: 1,
    logged_in: 1,
    user_status: 'lead',
    has_password: true,
    hear_about_us: 'Friend or family',
    ...overrides,
  };
}

/** A fetch answer as the API writes it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
