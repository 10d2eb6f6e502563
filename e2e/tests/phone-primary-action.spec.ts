import type { Locator, Page } from '@playwright/test';
import { isPhone, signUpMember, subscribableProducts } from './helpers.ts';
import { expect, test } from './test.ts';

/**
 * Issue 23: on a phone, Add, Checkout and Place order sat 200–640 px below the fold. Each now stays at the bottom of
 * the screen on load; it is one focus stop the keyboard reaches in order, and at the end of the page it covers
 * nothing (the footer ends above it).
 */

/** The action: fully on screen on load, alone (no second copy for the keyboard or a screen reader). */
async function expectOnScreen(action: Locator) {
  await expect(action).toHaveCount(1);
  await expect(action).toBeInViewport({ ratio: 1 });
}

/** Tab reaches it, in the page's order: back one stop and forward again lands on it. */
async function expectKeyboardReaches(page: Page, action: Locator) {
  await action.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(action).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(action).toBeFocused();
  await expect(action).toBeInViewport({ ratio: 1 });
}

/** Scrolled to the end, the footer ends above the bar: the page keeps room for it. */
async function expectEndUncovered(page: Page) {
  const gap = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const bar = document.querySelector('.phone-action-bar')!.getBoundingClientRect();
    const footer = document.querySelector('.site-footer')!.getBoundingClientRect();
    return { barTop: bar.top, footerBottom: footer.bottom };
  });
  expect(gap.footerBottom).toBeLessThanOrEqual(gap.barTop + 0.5);
}

test('on a phone, Add, Checkout and Place order are on screen when each page opens', async ({ page }) => {
  test.skip(!isPhone(page), 'the bar is for phone widths');
  await signUpMember(
    page.request,
    {
      email: `phone.${Date.now()}@example.com`,
      password: 'journey password 1',
      firstname: 'Fo',
      lastname: 'Ne',
    },
    { hear_about_us: 'A friend' },
  );
  const [product] = await subscribableProducts(page.request);
  if (!product) throw new Error('no product in stock on the food listing');

  await page.goto(`/p/${product.url_key}`);
  const title = product.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // 'Add 2 …' when the product's minimum is 2.
  const add = page.getByRole('button', { name: new RegExp(`^Add \\d+ ${title} to cart$`) });
  await expectOnScreen(add);
  await expectKeyboardReaches(page, add);
  await expectEndUncovered(page);
  const counter = page.getByRole('group', { name: `Quantity of ${product.title} in cart` }).first();
  // A tap that lands before the page has hydrated does nothing; the shopper would tap again.
  await expect(async () => {
    await add.click({ timeout: 2_000 });
    await expect(counter).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(counter).toBeInViewport({ ratio: 1 });

  await page.goto('/cart');
  const checkout = page.getByRole('link', { name: 'Checkout', exact: true });
  await expectOnScreen(checkout);
  await expectKeyboardReaches(page, checkout);
  await expectEndUncovered(page);

  await page.goto('/checkout');
  const place = page.getByRole('button', { name: 'Place order' });
  await expect(place).toBeEnabled();
  await expectOnScreen(place);
  await expectKeyboardReaches(page, place);
  await expectEndUncovered(page);
});

test('from tablets up, the actions stay where the page puts them', async ({ page }) => {
  test.skip(isPhone(page), 'the desktop project');
  const [product] = await subscribableProducts(page.request);
  if (!product) throw new Error('no product in stock on the food listing');
  await page.goto(`/p/${product.url_key}`);
  const bar = page.locator('.pdp-buy .phone-action-bar');
  await expect(bar).toHaveCSS('position', 'static');
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(bar).toHaveCSS('position', 'static');
  await page.setViewportSize({ width: 767, height: 1024 });
  await expect(bar).toHaveCSS('position', 'fixed');
});
