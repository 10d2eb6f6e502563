import type { APIRequestContext, Page } from '@playwright/test';
import { isPhone, searchFor, signUpMember } from './helpers.ts';
import { expect, test } from './test.ts';

/**
 * Issue 26: a visitor views a product, searches, adds it from the results, signs in and buys it. The browser sends
 * its events to /api/v1/collect, and what the store kept for this visitor (read through the operator's
 * /api/admin/analytics/events) gives each funnel step (view, add, checkout, order) and the search once.
 */

const ADMIN = { authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` };
const PASSWORD = 'funnel password 1';

type StoredEvent = {
  event: string;
  type: string;
  path: string;
  page_type: string;
  account_id: number | null;
  properties: Record<string, unknown>;
};

/** An in-stock grocery product sold one at a time, so one click adds one. */
async function groceryProduct(request: APIRequestContext) {
  const answer = await (await request.get('/api/v1/products?filter[category]=food&page_size=48')).json();
  const product = (
    answer.products as {
      id: number;
      url_key: string;
      title: string;
      in_stock: boolean;
      product_type: string;
      box_type: string;
      sold_as_fresh: string | null;
      min_order_qty: number;
      is_map_enabled: boolean;
    }[]
  ).find(
    (p) =>
      p.in_stock &&
      p.product_type === 'simple' &&
      p.box_type === 'grocery' &&
      !p.sold_as_fresh &&
      p.min_order_qty <= 1 &&
      !p.is_map_enabled,
  );
  if (!product) throw new Error('no plain grocery product in food');
  return product;
}

/** The next call to /collect that carries `event`. */
function collected(page: Page, event: string) {
  return page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/v1/collect') && (request.postData() ?? '').includes(`"event":"${event}"`),
  );
}

async function storedEvents(page: Page, visitor: string): Promise<StoredEvent[]> {
  const answer = await page.request.get(`/api/admin/analytics/events?visitor_id=${visitor}`, {
    headers: ADMIN,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).events;
}

test('a visitor views, searches, adds and buys: the stored events give each funnel step once', async ({
  page,
  request,
}) => {
  const email = `funnel.${isPhone(page) ? 'phone' : 'desktop'}.${Date.now()}@example.com`;
  await signUpMember(
    request,
    { email, password: PASSWORD, firstname: 'Finn', lastname: 'Funnel' },
    {
      hear_about_us: 'A friend',
    },
  );
  const product = await groceryProduct(page.request);

  // Views the product, as a visitor: the page view and Product Viewed leave once the account is known.
  const viewed = collected(page, 'Product Viewed');
  await page.goto(`/p/${product.url_key}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await viewed;

  // Searches for it, and adds it from the results.
  const searched = collected(page, 'Search Performed');
  await searchFor(page, product.title);
  await searched;
  const card = page
    .getByRole('region', { name: 'Products' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: product.title, exact: true }) })
    .first();
  const added = collected(page, 'Product Added');
  await expect(async () => {
    await card.getByRole('button', { name: `Add ${product.title} to cart` }).click({ timeout: 2_000 });
    await expect(card.getByRole('button', { name: `Add one more ${product.title}` })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await added;

  // Signs in (the visitor's cart joins the account's) and buys.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const started = collected(page, 'Checkout Started');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await started;
  const ordered = collected(page, 'Order Completed');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);
  await ordered;
  const increment = new URL(page.url()).searchParams.get('order') as string;

  const visitor = (await page.evaluate(() => localStorage.getItem('pantry_visitor_id'))) ?? '';
  expect(visitor).toMatch(/^[0-9a-f-]{36}$/);
  await expect
    .poll(async () => (await storedEvents(page, visitor)).map((e) => e.event))
    .toContain('Order Completed');
  const events = await storedEvents(page, visitor);
  const only = (name: string) => {
    const found = events.filter((e) => e.event === name);
    expect(
      found.map((e) => e.event),
      name,
    ).toEqual([name]);
    return found[0] as StoredEvent;
  };

  const view = only('Product Viewed');
  expect(view).toMatchObject({ page_type: 'product', account_id: null });
  expect(view.properties).toMatchObject({ product_id: product.id, name: product.title.toLowerCase() });

  const search = only('Search Performed');
  expect(search).toMatchObject({ page_type: 'search', path: '/search/results' });
  expect(search.properties).toMatchObject({ query: product.title.toLowerCase(), result_type: 'direct' });
  expect(search.properties.results).toBeGreaterThan(0);

  const add = only('Product Added');
  expect(add.properties).toMatchObject({ product_id: product.id, quantity: 1, box_type: 'grocery' });

  const checkout = only('Checkout Started');
  expect(checkout.account_id).not.toBeNull();
  expect(checkout.properties).toMatchObject({ order_type: 'main cart', currency: 'usd' });
  expect(checkout.properties.products).toEqual([
    expect.objectContaining({ product_id: product.id, quantity: 1 }),
  ]);

  const order = only('Order Completed');
  expect(order).toMatchObject({ path: '/checkout', account_id: checkout.account_id });
  expect(order.properties).toMatchObject({ order_id: increment.toLowerCase(), order_type: 'main cart' });
  expect(order.properties.products).toEqual([expect.objectContaining({ product_id: product.id })]);

  // Every page was a page view, and the browser identified itself (releasing the held events) on each load.
  expect(events.filter((e) => e.type === 'page').length).toBeGreaterThanOrEqual(4);
  expect(events.some((e) => e.event === 'Identify')).toBe(true);
  expect(events.find((e) => e.event === 'Login')?.properties).toMatchObject({ user_status: 'member' });
});
