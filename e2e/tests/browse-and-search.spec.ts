import { expectAccessible, isPhone, resultCount, searchFor } from './helpers.ts';
import { expect, test } from './test.ts';

test('a shopper browses a category, filters by a diet, opens a product and searches', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Home → a category from the header navigation.
  await page
    .getByRole('navigation', { name: 'Shop by category' })
    .getByRole('link', { name: 'Food', exact: true })
    .click();
  await expect(page).toHaveURL(/\/c\/food$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Food' })).toBeVisible();
  const allFood = await resultCount(page);
  expect(allFood).toBeGreaterThan(100);

  // Filter by a diet: the count and the URL change.
  if (isPhone(page)) await page.getByRole('button', { name: /^Filters/ }).click();
  const vegan = page.getByRole('checkbox', { name: /^Vegan/ });
  // Long groups show eight options first; a shopper opens the rest.
  if (!(await vegan.isVisible())) await page.getByRole('button', { name: /^Show all \d+ Diets$/ }).click();
  await vegan.check();
  await expect(page).toHaveURL(/filter%5Bdiets%5D=vegan|filter\[diets\]=vegan/);
  if (isPhone(page)) await page.getByRole('button', { name: /^Show \d/ }).click();
  await expect.poll(() => resultCount(page)).toBeLessThan(allFood);
  const veganFood = await resultCount(page);
  expect(veganFood).toBeGreaterThan(0);
  await expect(
    page.getByRole('list', { name: 'Active filters' }).getByRole('link', { name: /Vegan/ }),
  ).toBeVisible();

  // Back restores the unfiltered listing.
  await page.goBack();
  await expect(page).toHaveURL(/\/c\/food$/);
  await expect.poll(() => resultCount(page)).toBe(allFood);

  // Forward again, then a product page from the filtered listing.
  await page.goForward();
  await expect.poll(() => resultCount(page)).toBe(veganFood);
  const firstCard = page.getByRole('region', { name: 'Products' }).getByRole('article').first();
  const title = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
  await firstCard.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/p\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // A misspelled product name still finds the product.
  await searchFor(page, 'organc creamy peanut buter');
  await expect(
    page
      .getByRole('region', { name: 'Products' })
      .getByRole('link', { name: /Organic Creamy Peanut Butter/ })
      .first(),
  ).toBeVisible();

  // Nonsense finds nothing, and says so in the spec's words.
  await searchFor(page, 'zzqxv');
  await expect(page.getByText('No products found, please try again')).toBeVisible();

  // A search that finds nothing offers the catalog's spelling, which does find something.
  await searchFor(page, 'mlk');
  await expect(page.getByText('No products found, please try again')).toBeVisible();
  await page.getByRole('link', { name: 'milk', exact: true }).click();
  await expect(page).toHaveURL(/q=milk$/);
  await expect.poll(() => resultCount(page)).toBeGreaterThan(0);
});

test('search forgives one typo in a four-letter word and two in a seven-letter one, and nonsense finds nothing (issue 23 §8)', async ({
  page,
}) => {
  await page.goto('/');
  const products = page.getByRole('region', { name: 'Products' });
  // 'mngo': one letter short of 'mango' (Meilisearch's default forgave nothing under 5 letters).
  await searchFor(page, 'mngo sparkling water');
  await expect(products.getByRole('link', { name: /^Mango Sparkling Water/ }).first()).toBeVisible();
  // 'kmobcha': two typos in 'kombucha'.
  await searchFor(page, 'kmobcha');
  await expect(products.getByRole('link', { name: /Kombucha/ }).first()).toBeVisible();
  await searchFor(page, 'qzxj');
  await expect(page.getByText('No products found, please try again')).toBeVisible();
});

test('listing state lives in the URL: a shared link opens the same filtered, sorted page', async ({
  page,
}) => {
  await page.goto('/c/food?filter[diets]=vegan&sort=price_asc');
  if (isPhone(page)) await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('checkbox', { name: /^Vegan/ })).toBeChecked();
  const prices = await page.locator('.listing-results .price-now').allTextContents();
  const numbers = prices.map((p) => Number(p.replace(/[^0-9.]/g, ''))).filter((n) => n > 0);
  expect(numbers.length).toBeGreaterThan(3);
  expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
});

test('an unknown category answers 404 with a not-found page', async ({ page }) => {
  const response = await page.goto('/c/404');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('link', { name: 'Return to Homepage' })).toBeVisible();
});

test('server-rendered pages carry their products for a crawler without JavaScript', async ({ request }) => {
  const html = await (await request.get('/c/food')).text();
  expect(html).toMatch(/<title>[^<]*Food[^<]*<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  expect((html.match(/href="\/p\//g) ?? []).length).toBeGreaterThan(10);
});

for (const path of [
  '/',
  '/c/food',
  '/diets/vegan',
  '/search/results?q=peanut',
  '/search/results?q=mlk',
  '/p/gift-card',
  '/c/404',
  '/maintenance',
]) {
  test(`no serious accessibility violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expectAccessible(page);
  });
}

test('a product page from a listing passes axe-core too', async ({ page }) => {
  await page.goto('/c/food');
  await page
    .getByRole('region', { name: 'Products' })
    .getByRole('article')
    .first()
    .getByRole('heading')
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/p\//);
  await expectAccessible(page);
});
