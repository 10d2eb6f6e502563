import type { Page } from '@playwright/test';
import {
  closeHowDidYouHearWhenAsked,
  closeUpgradeOfferWhenAsked,
  expectAccessible,
  expectFitsScreen,
} from './helpers.ts';
import { expect, test } from './test.ts';

/**
 * Issue 24: the demo member's Recommended (server-rendered cards from their order history), 'Never show me this',
 * the never-items page, shopping preferences and Deals for you, each axe clean and no wider than a phone.
 */

async function signIn(page: Page) {
  const email = test.info().project.name === 'phone' ? 'employee@pantry.test' : 'monthly@pantry.test';
  // Demo accounts may not have answered yet; whichever test signs in first in a browser is asked.
  await closeHowDidYouHearWhenAsked(page);
  await closeUpgradeOfferWhenAsked(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('pantry-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('a shopper sees Recommended, hides one product for good, and sets how they shop', async ({ page }) => {
  await signIn(page);
  // Server-rendered: the first HTML already holds the cards.
  const html = await (await page.request.get('/account/recommended')).text();
  expect(html).toContain('Recommended for you');
  expect(html).toContain('class="card');
  await page.goto('/account/recommended');
  const cards = page.getByRole('list', { name: 'Recommended for you' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expectAccessible(page);
  await expectFitsScreen(page);
  const title = (await cards.first().locator('.card-title').textContent())?.trim() ?? '';
  await cards
    .first()
    .getByRole('button', { name: /Never show me this/ })
    .click();
  await expect(page.getByText(`We won't suggest ${title} again.`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recommended for you' })).not.toContainText(title);

  await page.goto('/account/shopping-preferences/never-items');
  await expect(page.getByRole('list', { name: 'Never-items' })).toContainText(title);
  await expectAccessible(page);
  await expectFitsScreen(page);
  await page
    .getByRole('button', { name: new RegExp(`Remove ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .click();
  await expect(page.getByText('You have no never-items.')).toBeVisible();

  await page.goto('/how-i-shop');
  await page.getByRole('checkbox', { name: 'Vegan', exact: true }).check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('status')).toContainText('Saved');
  await expectAccessible(page);
  await expectFitsScreen(page);

  await page.goto('/account/deals-for-you');
  await expect(page.getByRole('heading', { level: 1, name: 'Deals for you' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Deals for you' }).getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);
  await expectFitsScreen(page);
});

test('a visitor sees member favorites at /list/recommended', async ({ page }) => {
  await page.goto('/list/recommended');
  await expect(page.getByRole('heading', { level: 1, name: 'Member favorites' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Member favorites' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Never show me this/ })).toHaveCount(0);
  await expectAccessible(page);
  await expectFitsScreen(page);
});
