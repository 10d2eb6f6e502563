import type { APIResponse, Page } from '@playwright/test';
import { expectAccessible, expectFitsScreen, signUpMember } from './helpers.ts';
import { expect, test } from './test.ts';

/**
 * Issue 24's favorites and lists: a member hearts two products (one on its card in a listing, one on its page),
 * finds them on /list/favorites, makes a list, puts both on it from their favorites, shares it (another browser, signed
 * out, opens the link and sees it read-only with Add buttons), and adds it all to the cart. Axe is clean and the
 * pages fit a phone.
 */

type Listed = {
  id: number;
  title: string;
  url_key: string;
  in_stock: boolean;
  product_type: string;
  tc_product_type: string | null;
};

// biome-ignore lint/suspicious/noExplicitAny: the test reads JSON answers field by field
async function ok(response: APIResponse): Promise<any> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

/** Two in-stock, plain food products of the first listing page, with titles no other card there shares. */
async function twoProducts(page: Page): Promise<[Listed, Listed]> {
  const listing = (await ok(await page.request.get('/api/v1/products?filter[category]=food&page_size=24')))
    .products as Listed[];
  const unique = listing.filter(
    (p) =>
      p.in_stock &&
      p.product_type === 'simple' &&
      !p.tc_product_type &&
      listing.filter((q) => q.title === p.title).length === 1,
  );
  const [first, second] = unique;
  if (!first || !second) throw new Error('no two plain food products in stock');
  return [first, second];
}

test('a member favorites two items, builds a list, shares it, and adds it all to the cart', async ({
  page,
  browser,
}) => {
  test.slow();
  const project = test.info().project.name;
  await signUpMember(
    page.request,
    {
      email: `lister-${Date.now()}-${project}@example.com`,
      password: 'correct horse battery',
      firstname: 'Lia',
      lastname: 'Lister',
    },
    { hear_about_us: 'A friend' },
  );
  const [one, two] = await twoProducts(page);

  // A heart on a listing card and one on a product page, each filled at once.
  await page.goto('/c/food');
  const cardHeart = page.getByRole('button', { name: `Favorite ${one.title}` });
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
  await cardHeart.click();
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(cardHeart).toHaveAttribute('data-status', 'READY');
  await page.goto(`/p/${two.url_key}`);
  const pageHeart = page.locator('.pdp-title-row').getByRole('button', { name: `Favorite ${two.title}` });
  await pageHeart.click();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(pageHeart).toHaveAttribute('data-status', 'READY');

  await page.goto('/list/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  const favorites = page.getByRole('list', { name: 'Your favorites' });
  await expect(favorites.getByRole('link', { name: one.title, exact: true })).toBeVisible();
  await expect(favorites.getByRole('link', { name: two.title, exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectFitsScreen(page);

  // A new list, and both favorites on it from their pages.
  await page.goto('/account/lists/my-lists');
  await page.getByLabel('New list name').fill('Weekly shop');
  await page.getByRole('button', { name: 'Make list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly shop' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/lists\/my-lists\/\d+$/);
  for (const product of [one, two]) {
    await page.getByRole('button', { name: `Add ${product.title} to Weekly shop` }).click();
    await expect(page.getByRole('button', { name: `Remove ${product.title} from this list` })).toBeVisible();
  }
  await expect(page.getByText('2 items', { exact: true })).toBeVisible();
  await expect(page.getByText('Every favorite is on this list.', { exact: false })).toBeVisible();
  // The list is kept on the server: a reload shows it as it is.
  await page.reload();
  await expect(page.getByRole('button', { name: `Remove ${two.title} from this list` })).toBeVisible();

  const listUrl = page.url();
  // Shared by link: another browser, signed out, reads it and cannot change it.
  await page.getByRole('button', { name: 'Share list' }).click();
  const link = page.getByLabel('Share link');
  await expect(link).toHaveValue(/\/list\/customer\?token=[A-Za-z0-9_-]{22}$/);
  await expectAccessible(page);
  await expectFitsScreen(page);
  const shareUrl = await link.inputValue();
  const stranger = await browser.newContext(test.info().project.use);
  try {
    const other = await stranger.newPage();
    const response = await other.goto(shareUrl);
    expect(response?.status()).toBe(200);
    await expect(other.getByRole('heading', { level: 1, name: 'Weekly shop' })).toBeVisible();
    const shared = other.getByRole('list', { name: 'Weekly shop' });
    await expect(shared.getByRole('link', { name: one.title, exact: true })).toBeVisible();
    await expect(shared.getByRole('link', { name: two.title, exact: true })).toBeVisible();
    await expect(
      other.getByRole('button', { name: /Remove|Rename|Delete list|Share list|Add all to cart/ }),
    ).toHaveCount(0);
    await expect(shared.getByRole('button', { name: new RegExp(`Add.*${one.title}`) }).first()).toBeVisible();
    await other.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expectAccessible(other);
    await expectFitsScreen(other);
  } finally {
    await stranger.close();
  }

  // Add all to cart: both lines arrive, in one go.
  await page.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 2 items to your cart.' })).toBeVisible();
  const cart = await ok(await page.request.get('/api/v1/carts'));
  const inCart = cart.boxes.flatMap((box: { items: { product_id: number }[] }) =>
    box.items.map((i) => i.product_id),
  );
  expect(inCart).toEqual(expect.arrayContaining([one.id, two.id]));

  // The account's other list pages: the shared lists and saved for later, keyboard- and phone-fit.
  await page.goto('/account/sharing');
  await expect(page.getByRole('link', { name: 'Weekly shop', exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectFitsScreen(page);
  await page.goto('/account/lists/my-lists');
  await expect(page.getByRole('link', { name: 'Weekly shop', exact: true })).toBeVisible();
  await expect(page.getByText('2 items · Shared')).toBeVisible();
  await expectAccessible(page);
  await expectFitsScreen(page);
  await ok(
    await page.request.post('/api/v1/carts/bulk_update', {
      data: { bulkProductsPayload: { products: [{ product_id: one.id, qty: 0, save_for_later: true }] } },
    }),
  );
  await page.goto('/account/lists/saved');
  await expect(page.getByRole('heading', { level: 2, name: /Saved for later/ })).toBeVisible();
  await expect(page.getByRole('button', { name: `Move ${one.title} to cart` })).toBeVisible();
  await expectAccessible(page);
  await expectFitsScreen(page);
  await page.goto(listUrl);

  // Turning the link off makes it answer 404.
  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByRole('button', { name: 'Share list' })).toBeVisible();
  expect((await page.request.get(shareUrl)).status()).toBe(404);
});
