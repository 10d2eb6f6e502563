import type { Page } from '@playwright/test';
import { closeHowDidYouHearWhenAsked, expectAccessible, expectFitsScreen } from './helpers.ts';
import { expect, test } from './test.ts';

/**
 * Issue 24, Buy It Again, Recently Viewed and Your impact as a demo member sees them: each page renders the
 * member's own data on the server, passes axe and fits a phone; the 'Buy It Again' badge marks what they bought, and
 * opening a product page puts it first in Recently Viewed.
 */

async function signInDemoMember(page: Page) {
  const email = test.info().project.name === 'phone' ? 'employee@pantry.test' : 'member@pantry.test';
  // Demo accounts may not have answered yet; whichever test signs in first in a browser is asked.
  await closeHowDidYouHearWhenAsked(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('pantry-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('Buy It Again, Recently Viewed and Your impact show the member their own history', async ({ page }) => {
  await signInDemoMember(page);

  // Buy It Again: rendered on the server (the HTML holds the cards), badged once the purchased ids come.
  const html = await (await page.request.get('/account/purchased')).text();
  expect(html).toContain('Buy It Again');
  await page.goto('/account/purchased');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy It Again' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Products you bought' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText('Buy It Again');
  await expectAccessible(page);
  await expectFitsScreen(page);

  // A product page the member opens goes first in Recently Viewed.
  const title = (await cards.first().getByRole('heading').textContent())?.trim() ?? '';
  const viewed = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/account/recently-viewed') && r.request().method() === 'POST',
  );
  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect((await viewed).status()).toBe(200);
  await page.goto('/account/recently-viewed');
  await expect(page.getByRole('heading', { level: 1, name: 'Recently Viewed' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Products you viewed' }).getByRole('article').first().getByRole('heading'),
  ).toHaveText(title);
  await expectAccessible(page);
  await expectFitsScreen(page);

  // Your impact: figures from the member's orders, reached from the account's settings (the tabs are the spec's five).
  await page.goto('/account');
  await page.getByRole('link', { name: /^Your impact/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your impact' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saved since your first order' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What you chose' })).toBeVisible();
  await expectAccessible(page);
  await expectFitsScreen(page);

  // My aisle: favorites, Buy It Again and new picks on one page, reached from the account.
  await page.goto('/account');
  await page.getByRole('link', { name: /^My aisle/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My aisle' })).toBeVisible();
  for (const shelf of ['Favorites', 'Buy It Again', 'New for you']) {
    await expect(page.getByRole('heading', { level: 2, name: shelf })).toBeVisible();
  }
  const again = page.getByRole('list', { name: 'Buy It Again' }).getByRole('article');
  await expect(again.first()).toContainText('Buy It Again');
  // New picks are things the member has not bought: none carries the badge.
  const picks = page.getByRole('list', { name: 'New for you' }).getByRole('article');
  await expect(picks.first()).toBeVisible();
  await expect(picks.filter({ hasText: 'Buy It Again' })).toHaveCount(0);
  await expectAccessible(page);
  await expectFitsScreen(page);
});
