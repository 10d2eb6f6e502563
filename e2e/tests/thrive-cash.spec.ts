import type { Page } from '@playwright/test';
import { closeHowDidYouHearWhenAsked, expectAccessible } from './helpers.ts';
import { expect, test } from './test.ts';

/**
 * Issue 13, Thrive Cash as the demo member sees it: the balance and history page (axe clean, by keyboard), the
 * deals that earn it, the cart's earn line, applying the balance by keyboard, and the order that spent it.
 */

/** Each project spends a demo history of its own: the Annual member on desktop, the employee (also Annual) on phones. */
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

test('the member sees their Thrive Cash, earns on a deal, applies it at checkout and the order shows it', async ({
  page,
}) => {
  await signInDemoMember(page);
  await page.goto('/account/shop-earn-cash');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop and Earn Thrive Cash' })).toBeVisible();
  const before = (await (await page.request.get('/api/v1/account/thrivecash')).json()) as {
    raf_balance: number;
    pending_balance: number;
  };
  expect(before.raf_balance).toBeGreaterThan(0);
  expect(before.pending_balance).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Expiring soon' })).toBeVisible();
  await expect(page.locator('.tc-expiring')).toContainText('Expires');
  await expect(page.getByRole('table', { name: 'Thrive Cash history' })).toContainText('Product review');
  await expect(page.locator('.tc-products li').first()).toContainText('Thrive Cash');
  await expectAccessible(page);
  // By keyboard: the deals link is reachable and opens the deals.
  const deals = page.getByRole('link', { name: 'Shop all Thrive Cash deals' });
  // A press that lands while the account page is still settling is lost now and then on a busy machine (noted on
  // issue 13); the shopper presses again.
  await expect(async () => {
    await deals.press('Enter');
    await expect(page).toHaveURL(/\/deals\/thrivecash/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(/\d+% Thrive Cash|\$\d+(\.\d\d)? Thrive Cash/).first()).toBeVisible();

  const product = page.locator('.tc-products a').first();
  await page.goto('/account/shop-earn-cash');
  const href = (await product.getAttribute('href')) as string;
  const title = (await product.textContent()) as string;
  await page.goto(href);
  await expect(async () => {
    await page
      .getByRole('button', { name: `Add 1 ${title} to cart` })
      .first()
      .click({ timeout: 2_000 });
    await expect(page.getByRole('group', { name: `Quantity of ${title} in cart` }).first()).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  // The add reaches the server 750 ms later; wait for it before leaving the page.
  await expect
    .poll(async () => (await (await page.request.get('/api/v1/carts')).json()).total_items_in_cart)
    .toBeGreaterThan(0);

  await page.goto('/cart');
  // What the cart earns is said as credit to come, not listed among the charges (issue 23).
  await expect(page.getByText(/You'll earn \$\d+\.\d\d in Thrive Cash/).first()).toBeVisible();
  await expect(page.locator('.cart-totals').first()).not.toContainText('Thrive Cash earned');
  const apply = page.getByRole('checkbox', { name: /Apply Thrive Cash/ }).first();
  await apply.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Thrive Cash applied').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Checkout' }).first().click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('Thrive Cash applied').first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Apply Thrive Cash/ }).first()).toBeChecked();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);
  const increment = new URL(page.url()).searchParams.get('order') as string;
  const order = (await (await page.request.get(`/api/v1/account/order/${increment}`)).json()) as {
    totals?: { type: string; value: number }[];
    order?: { totals: { type: string; value: number }[] };
  };
  const totals = order.totals ?? order.order?.totals ?? [];
  expect(totals.some((t) => t.type === 'awraf' && t.value < 0)).toBe(true);
  const after = (await (await page.request.get('/api/v1/account/thrivecash')).json()) as {
    raf_balance: number;
  };
  expect(after.raf_balance).toBeLessThan(before.raf_balance);
  // 'Paid with' and the order's Payment card name Thrive Cash with its amount (they were blank, issue 23).
  const applied = -(totals.find((t) => t.type === 'awraf')?.value ?? 0);
  await page.goto(`/checkout/success?order=${increment}`);
  await expect(page.getByText('Paid with').locator('xpath=following-sibling::dd[1]')).toContainText(
    `Thrive Cash $${applied.toFixed(2)}`,
  );
  await page.goto(`/account/order/${increment}`);
  await expect(page.getByText('Thrive Cash applied').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText(
    `Thrive Cash$${applied.toFixed(2)}`,
  );
  await expectAccessible(page);

  // The history shows that spend as one row, however many credits it drew on (issue 23: one row per lot).
  await page.goto('/account/shop-earn-cash');
  const spends = page
    .getByRole('table', { name: 'Thrive Cash history' })
    .getByRole('row')
    .filter({ hasText: `Order #${increment}` })
    .filter({ hasText: 'Spent' });
  await expect(spends).toHaveCount(1);
  await expect(spends).toContainText(`−$${applied.toFixed(2)}`);
});
