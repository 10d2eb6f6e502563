import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';

/** The number in the listing's result count ("1,234 products"). */
export async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator('.result-count').textContent()) ?? '';
  return Number(text.replace(/[^0-9]/g, ''));
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Searches through the header's search box, as a shopper types it. */
export async function searchFor(page: Page, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search products, brands and categories' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/results\?q=/);
}

/** axe-core on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * A new member signed in on `request`: registered, with a San Francisco address, the test Visa saved and an Annual
 * membership paid with it, then `account` written to the profile. Answers the e-mail.
 */
export async function signUpMember(
  request: APIRequestContext,
  shopper: { email: string; password: string; firstname: string; lastname: string },
  account: Record<string, unknown>,
): Promise<string> {
  const ok = async (response: APIResponse) => {
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { token?: string };
  };
  const { email, password, firstname, lastname } = shopper;
  await ok(await request.post('/api/v1/auth/register', { data: { email, password, firstname, lastname } }));
  const address = {
    firstname,
    lastname,
    street1: '1 Market St',
    street2: '',
    city: 'San Francisco',
    postcode: '94105',
    region_code: 'CA',
    telephone: '415-555-0142',
  };
  await ok(await request.post('/api/v1/account/address', { data: address }));
  const { token } = await ok(
    await request.post('/api/v1/payment-gateway/test/tokens', {
      data: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
    }),
  );
  await ok(await request.post('/api/v1/account/cc', { data: { token, ...address } }));
  await ok(await request.post('/api/v1/membership', { data: { plan_code: 3, payment_token: token } }));
  await ok(await request.put('/api/v1/account', { data: account }));
  return email;
}

/** A food listing product as autoship's journeys read it. */
export type SubscribableProduct = {
  id: number;
  title: string;
  in_stock: boolean;
  product_type: string;
  autoship_enabled: boolean;
  tc_product_type: string | null;
  box_type: string;
  url_key: string;
  temporary_price_reduction: unknown[];
};

/** The food listing's first page, only products whose cards offer autoship (in stock, simple, grocery, no gift). */
export async function subscribableProducts(request: APIRequestContext): Promise<SubscribableProduct[]> {
  const listing = await (await request.get('/api/v1/products?filter[category]=food&page_size=24')).json();
  return (listing.products as SubscribableProduct[]).filter(
    (p) =>
      p.in_stock &&
      p.product_type === 'simple' &&
      p.autoship_enabled &&
      !p.tc_product_type &&
      p.box_type === 'grocery',
  );
}

/** A shopper is asked once how they heard about us, whenever it opens: closed as a shopper would. */
export async function closeHowDidYouHearWhenAsked(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'How did you hear about us?' }), async () => {
    await page.getByRole('button', { name: 'No thanks, close' }).click();
  });
}

/** A monthly member with orders is offered the annual plan once per browser: closed as a shopper would. */
export async function closeUpgradeOfferWhenAsked(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Upgrade your membership' }), async () => {
    await page.getByRole('button', { name: 'Not now', exact: true }).click();
  });
}

/**
 * The page is no wider than the screen. On a phone, a page even a few pixels too wide makes the browser widen the
 * layout viewport to fit it (in proportion, so taller too), and the bar fixed to its bottom then sits partly below
 * the screen (docs/decisions/web.md).
 */
export async function expectFitsScreen(page: Page): Promise<void> {
  const { page: wide, screen } = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(wide, 'the page is wider than the screen').toBeLessThanOrEqual(screen);
}

/**
 * Six of the cheapest grocery item priced $8 or more into the shopper's cart: an order above a gift card's or Thrive
 * Cash's credit, so the card pays the rest.
 */
export async function addGroceriesOverCredit(page: Page): Promise<void> {
  const listing = await (
    await page.request.get('/api/v1/products?filter[category]=food&page_size=48')
  ).json();
  const product = (
    listing.products as { id: number; price: number; in_stock: boolean; product_type: string }[]
  )
    .filter((p) => p.in_stock && p.product_type === 'simple' && p.price >= 8)
    .sort((a, b) => a.price - b.price)[0];
  expect(product).toBeDefined();
  const added = await page.request.post('/api/v1/carts/product', {
    data: { product_id: product!.id, qty: 6 },
  });
  expect(added.status(), await added.text()).toBe(200);
}

/** A plain item of the store's listing, as the sold-out journeys read it. */
export type PlainItem = {
  id: number;
  title: string;
  url_key: string;
  in_stock: boolean;
  product_type: string;
  tc_product_type: string | null;
  product_badges: { badge_text: string }[];
};

/**
 * The n-th plain in-stock item (no 'Back Soon' badge) of a listing page, sold out for this run through the operator API (ADMIN_TOKEN).
 * Journeys that run at once on one server take different pages or positions, so each sells out its own.
 */
export async function sellOutPlainItem(
  request: APIRequestContext,
  { listingPage, n = 0 }: { listingPage: number; n?: number },
): Promise<PlainItem> {
  const answer = await request.get(`/api/v1/products?page_size=48&cur_page=${listingPage}`);
  expect(answer.status()).toBe(200);
  const listed = ((await answer.json()).products as PlainItem[]).filter(
    (p) =>
      p.in_stock &&
      p.product_type === 'simple' &&
      !p.tc_product_type &&
      !p.product_badges.some((b) => b.badge_text === 'Back Soon'),
  );
  const item = listed[n];
  if (!item) throw new Error('no plain item to sell out');
  const sold = await request.post(`/api/admin/products/${item.id}/stock`, {
    headers: { authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
    data: { qty: 0 },
  });
  expect(sold.status(), await sold.text()).toBe(200);
  return item;
}
