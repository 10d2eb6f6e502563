import type { APIRequestContext, Page } from '@playwright/test';
import { isPhone, searchFor, signUpMember } from './helpers.ts';
import { expect, test } from './test.ts';

/**
 * Issue 10 (headers): the store runs under its Content-Security-Policy. Each page is opened as a shopper
 * would, with a click that only works once React has hydrated, while every policy violation is recorded
 * (Chromium's console message and the page's securitypolicyviolation event).
 */

const PASSWORD = 'policy password 1';

/** Records violations across navigations; the list fills as the pages report them. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      report(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI} ${event.sample}`);
    });
  });
  return violations;
}

/** A member with an address and the test Visa, who has answered 'How did you hear about us?'. */
async function newMember(request: APIRequestContext, label: string): Promise<string> {
  const email = `policy.${label}.${Date.now()}@example.com`;
  const shopper = { email, password: PASSWORD, firstname: 'Pia', lastname: 'Policy' };
  return signUpMember(request, shopper, { hear_about_us: 'A friend' });
}

/** Adds one of the product on its page (its Add button names the quantity); a click before hydration does nothing, so it is tried again. */
async function addToCart(page: Page, title: string) {
  const counter = page.getByRole('group', { name: `Quantity of ${title} in cart` }).first();
  await expect(async () => {
    await page
      .getByRole('button', { name: `Add 1 ${title} to cart` })
      .first()
      .click({ timeout: 2_000 });
    await expect(counter).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('home, listing, product, search, cart, sign-in and checkout run under the policy and hydrate', async ({
  page,
  request,
}) => {
  const violations = await watchPolicy(page);
  const email = await newMember(request, isPhone(page) ? 'phone' : 'desktop');

  // Home: the cart button opens the panel (JavaScript) instead of following its link to /cart.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /^Cart, 0 items$/ }).click();
  await expect(page.getByRole('dialog', { name: /Your cart/ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Close cart' }).click();

  // A listing: a diet filter changes the URL through the router.
  await page.goto('/c/food');
  if (isPhone(page)) await page.getByRole('button', { name: /^Filters/ }).click();
  const vegan = page.getByRole('checkbox', { name: /^Vegan/ });
  if (!(await vegan.isVisible())) await page.getByRole('button', { name: /^Show all \d+ Diets$/ }).click();
  await vegan.check();
  await expect(page).toHaveURL(/filter%5Bdiets%5D=vegan|filter\[diets\]=vegan/);
  if (isPhone(page)) await page.getByRole('button', { name: /^Show \d/ }).click();

  // A product page: Add shows the quantity counter.
  const card = page.getByRole('region', { name: 'Products' }).getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await addToCart(page, title);

  // Search, through the header's box.
  await searchFor(page, 'organc creamy peanut buter');
  await expect(
    page
      .getByRole('region', { name: 'Products' })
      .getByRole('link', { name: /Peanut Butter/ })
      .first(),
  ).toBeVisible();

  // The cart page lists what the browser fetched from /api/v1/carts.
  await expect
    .poll(async () => (await (await page.request.get('/api/v1/carts')).json()).total_items_in_cart)
    .toBe(1);
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();

  // Sign-in: the form posts through JavaScript and the router leaves /login.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  // Checkout: the saved address comes from the API once the page runs.
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('1 Market St').first()).toBeVisible();

  expect(violations).toEqual([]);

  // The watch works: an inline script without the nonce is refused and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});

test('the OpenAPI page runs under its policy', async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Pantry API/ })).toBeVisible();
  // Opening an operation is Swagger UI's JavaScript.
  await page
    .getByRole('button', { name: /GET \/api\/v1\/navigation/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Try it out' })).toBeVisible();
  expect(violations).toEqual([]);
});
