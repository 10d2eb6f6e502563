import { accounts, eq, sql } from '@pantry/db';
import type { OrderWire } from '@pantry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../lib/sql.ts';
import { registerShopper, SESSION_COOKIE } from '../test/accounts.ts';
import { hasWebBuild, usePagesApp, useTestApp } from '../test/helper.ts';

/**
 * The signed-in pages are rendered on the server with the shopper's data (their loaders read it in process and the
 * HTML shows it before any script runs), and an order that is not the shopper's answers a real 404.
 */

const t = useTestApp();

const address = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street1: '31 Analytical Engine Way',
  street2: '',
  city: 'San Francisco',
  postcode: '94105',
  region_code: 'CA',
  telephone: '415-555-0100',
};

type Shopper = { accountId: number; cookie: string };

async function call(shopper: Shopper, method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) {
  return t.app.inject({
    method,
    url,
    headers: {
      cookie: shopper.cookie,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(url === '/api/v1/checkout' ? { 'idempotency-key': `pages-${shopper.accountId}` } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
}

/** A member with an address, a saved Visa, one placed order and a product in the cart. */
async function memberWithAnOrder(): Promise<Shopper & { order: OrderWire; inCart: string }> {
  const { sessionId, accountId } = await registerShopper(t.app);
  const shopper = { accountId, cookie: `${SESSION_COOKIE}=${sessionId}` };
  expect((await call(shopper, 'POST', '/api/v1/account/address', address)).statusCode).toBe(200);
  const tokenized = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payment-gateway/test/tokens',
    payload: {
      number: '4242424242424242',
      exp_month: 12,
      exp_year: new Date().getFullYear() + 3,
      cvc: '123',
    },
  });
  const { token } = tokenized.json<{ token: string }>();
  expect((await call(shopper, 'POST', '/api/v1/account/cc', { token, ...address })).statusCode).toBe(200);
  await t.db.update(accounts).set({ userStatus: 'member', groupId: 4 }).where(eq(accounts.id, accountId));

  const [first, second] = await queryRows<{ id: number; title: string }>(
    t.db,
    sql`SELECT id, title FROM products WHERE product_type = 'simple' AND box_type = 'grocery'
          AND sold_as_fresh IS NULL AND restriction_tag_id IS NULL AND stock_qty >= 20 AND tc_product_type IS NULL
        ORDER BY id LIMIT 2`,
  );
  const add = (id: number) => call(shopper, 'POST', '/api/v1/carts/product', { product_id: id, qty: 2 });
  expect((await add(first!.id)).statusCode).toBe(200);
  const placed = await call(shopper, 'POST', '/api/v1/checkout', { payment_token: token });
  expect(placed.statusCode).toBe(201);
  expect((await add(second!.id)).statusCode).toBe(200);
  return { ...shopper, order: placed.json<{ order: OrderWire }>().order, inCart: second!.title };
}

/** The page's markup as the server rendered it: what comes before the first script (the loader data's stream). */
function renderedMarkup(html: string): string {
  const end = html.indexOf('<script');
  return end === -1 ? html : html.slice(0, end);
}

/** Text as React writes it into HTML. */
function escaped(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

describe.skipIf(!hasWebBuild)('signed-in pages rendered on the server', () => {
  const pages = usePagesApp(t);
  let shopper: Awaited<ReturnType<typeof memberWithAnOrder>>;

  beforeAll(async () => {
    shopper = await memberWithAnOrder();
  });

  const page = (url: string, cookie = shopper.cookie) =>
    pages.app.inject({ method: 'GET', url, headers: { cookie } });

  it('shows the orders table with the shopper’s order', async () => {
    const response = await page('/account/orders');
    expect(response.statusCode).toBe(200);
    const markup = renderedMarkup(response.body);
    expect(markup).toContain('1 order');
    expect(markup).toContain(`href="/account/order/${shopper.order.increment_id}"`);
    expect(markup).not.toContain('Loading your orders');
  });

  it('shows one order by its number', async () => {
    const response = await page(`/account/order/${shopper.order.increment_id}`);
    expect(response.statusCode).toBe(200);
    const markup = renderedMarkup(response.body);
    expect(markup).toContain(escaped(shopper.order.items[0]!.title));
    expect(markup).not.toContain('Loading your order');
  });

  it('answers 404 with the not-found page for an order that does not exist or is someone else’s', async () => {
    const missing = await page('/account/order/999999999');
    expect(missing.statusCode).toBe(404);
    expect(renderedMarkup(missing.body)).toContain(escaped("We couldn't find that page"));

    const other = await registerShopper(t.app);
    const theirs = await page(
      `/account/order/${shopper.order.increment_id}`,
      `${SESSION_COOKIE}=${other.sessionId}`,
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(escaped(shopper.order.items[0]!.title));
  });

  it('shows the Thrive Cash balance and history (issue 13)', async () => {
    await t.app.thriveCash.adjust({
      accountId: shopper.accountId,
      kind: 'goodwill',
      cents: 500,
      key: 'pages',
    });
    const response = await page('/account/shop-earn-cash');
    expect(response.statusCode).toBe(200);
    const markup = renderedMarkup(response.body);
    expect(markup).toContain('Goodwill credit');
    expect(markup).toContain('+$5.00');
    expect(markup).not.toContain('Loading your Thrive Cash');
  });

  it('shows the address book and the cards on file', async () => {
    const addresses = await page('/account/addresses');
    expect(addresses.statusCode).toBe(200);
    expect(renderedMarkup(addresses.body)).toContain(address.street1);

    const methods = await page('/account/payment-methods');
    expect(methods.statusCode).toBe(200);
    expect(renderedMarkup(methods.body)).toContain('Visa ending in 4242');
  });

  it('renders checkout with the cart, the shipping address and the card', async () => {
    const response = await page('/checkout');
    expect(response.statusCode).toBe(200);
    const markup = renderedMarkup(response.body);
    expect(markup).toContain(escaped(shopper.inCart));
    expect(markup).toContain(address.street1);
    expect(markup).toContain('Visa ending in 4242');
    expect(markup).not.toContain('Loading your cart');
  });

  it('shows the autoship page and the products to review from the shopper’s order', async () => {
    const autoship = await page('/autoship');
    expect(autoship.statusCode).toBe(200);
    expect(renderedMarkup(autoship.body)).toContain('You have no autoship yet');

    const reviews = await page('/account/reviews');
    expect(reviews.statusCode).toBe(200);
    const markup = renderedMarkup(reviews.body);
    expect(markup).toContain(escaped(shopper.order.items[0]!.title));
    expect(markup).not.toContain('Loading your reviews');
  });

  it('sends a lead from autoship home, and tells them checkout is for members', async () => {
    const lead = `${SESSION_COOKIE}=${(await registerShopper(t.app)).sessionId}`;
    const autoship = await page('/autoship', lead);
    expect(autoship.statusCode).toBe(302);
    expect(autoship.headers.location).toBe('/');

    const checkout = await page('/checkout', lead);
    expect(checkout.statusCode).toBe(200);
    expect(renderedMarkup(checkout.body)).toContain('Checkout is for members.');
  });

  it('still sends a signed-out visitor to sign in first', async () => {
    const urls = [
      '/account/orders',
      `/account/order/${shopper.order.increment_id}`,
      '/checkout',
      '/account/addresses',
      '/account/payment-methods',
      '/account/reviews',
      '/account/shop-earn-cash',
      '/autoship',
    ];
    for (const url of urls) {
      const response = await page(url, '');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/login?${new URLSearchParams({ route: url })}`);
    }
  });
});
