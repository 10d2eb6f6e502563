import type { Page } from '@playwright/test';
import { expectAccessible, isPhone } from './helpers.ts';
import { expect, test } from './test.ts';

// Issue 12 §4: what a shopper noticed on catalog pages, tried in the browser.

const PEANUT_BUTTER = '/p/organic-creamy-peanut-butter-16-oz';
const GESTURE_OIL = '/p/california-extra-virgin-olive-oil-16-9-fl-oz';

test('a keyboard shopper skips to the results of a category page in a few Tabs', async ({ page }) => {
  await page.goto('/c/food');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Skip to main content');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Skip to results');
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveAttribute('id', 'results');
  await page.keyboard.press('Tab');
  // The first stop after the results heading is inside the first product card.
  await expect(page.locator('.product-grid > li').first().locator(':focus')).toHaveCount(1);
});

test('the category bar shows that it scrolls, and a card’s brand is a plain link that is not cut off', async ({
  page,
}) => {
  await page.goto('/c/food');
  const bar = page.locator('.category-nav-list');
  if (isPhone(page)) {
    expect(await bar.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // The scroll shadow: covers that move with the content over shadows fixed at the edges.
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundAttachment)).toBe(
      'local, local, scroll, scroll',
    );
  }
  for (const brand of await page.locator('.card-brand').all()) {
    const box = await brand.evaluate((el) => ({
      position: getComputedStyle(el).position,
      cut: el.scrollWidth > el.clientWidth + 1,
      events: getComputedStyle(el).pointerEvents,
    }));
    expect(box).toEqual({ position: 'static', cut: false, events: 'auto' });
  }
});

test('peanut butter on sale reads $0.25/oz; the product page adds a chosen quantity and shows its label', async ({
  page,
}) => {
  await page.goto(PEANUT_BUTTER);
  await expect(page.locator('.pdp-unit')).toHaveText('16 oz · $0.25/oz');
  await page.getByRole('button', { name: 'One more' }).click();
  await page.getByRole('button', { name: 'One more' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/v1/carts') && r.request().method() !== 'GET',
  );
  await page.getByRole('button', { name: /^Add 3 Organic Creamy Peanut Butter/ }).click();
  await expect(page.getByRole('group', { name: /in cart$/ }).locator('output')).toHaveText('3');
  expect((await saved).ok()).toBe(true);
  // The cart on the server holds the 3 jars: after a reload the counter still reads 3.
  await page.reload();
  await expect(page.getByRole('group', { name: /in cart$/ }).locator('output')).toHaveText('3');

  await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  await expect(page.getByText('Contains: Peanuts.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Nutrition Facts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Country of origin' })).toBeVisible();
  await page.locator('.pdp-info .badges').getByRole('link', { name: 'Vegan' }).click();
  await expect(page).toHaveURL(/\/diets\/vegan$/);
  await expectAccessible(page);
});

async function registerLead(page: Page) {
  const origin = new URL(page.url()).origin;
  const answer = await page.request.post('/api/v1/auth/register', {
    headers: { origin },
    data: {
      email: `lead-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`,
      password: 'Sunny-Acres-2026!',
      firstname: 'Lena',
      lastname: 'Lead',
    },
  });
  expect(answer.status()).toBe(200);
}

test('a hidden MAP price hides its unit price, and a signed-in lead sees the price instead of “Register”', async ({
  page,
}) => {
  await page.goto(GESTURE_OIL);
  await expect(page.getByText('Advertised price: $14.99')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register for best price' })).toBeVisible();
  await expect(page.locator('.pdp-info')).not.toContainText('/fl oz');
  await expect(page.locator('.pdp-info')).not.toContainText('$12.99');

  await registerLead(page);
  await page.reload();
  await expect(page.locator('.pdp-info .price-now')).toContainText('$12.99');
  await expect(page.locator('.pdp-unit')).toHaveText('16.9 fl oz · $0.77/fl oz');
  await expect(page.getByText('Register for best price')).toHaveCount(0);
});
