import type { APIResponse, Page } from '@playwright/test';
import { expectAccessible, signUpMember, subscribableProducts } from './helpers.ts';
import { giftCodeIn, waitForMail } from './mailbox.ts';
import { DEMO_STAFF, signInStaff } from './staff.ts';
import { expect, test, waitForApp } from './test.ts';

/**
 * Issue 25, the console's queues: a member reviews two products they bought and buys a gift card for a friend; the
 * demo support agent approves both reviews at once from /admin/reviews (the product pages then list them), looks
 * the gift up by the friend's e-mail at /admin/gift-cards and voids it (the storefront then refuses the code), and
 * opens /admin/autoship. Axe is clean on each console page. Desktop project.
 */

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'the console is for desktop and tablet widths');
});

// biome-ignore lint/suspicious/noExplicitAny: the test reads JSON answers field by field
async function ok(response: APIResponse): Promise<any> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

/** The member buys two in-stock grocery products (API checkout) and reviews each; the reviews to look for. */
async function reviewTwoProducts(page: Page, stamp: number) {
  const [first, second] = await subscribableProducts(page.request);
  expect(second).toBeDefined();
  const products = [first!, second!];
  for (const product of products) {
    await ok(await page.request.post('/api/v1/carts/product', { data: { product_id: product.id, qty: 1 } }));
  }
  const cards = await ok(await page.request.get('/api/v1/account/cc?all=1'));
  await ok(
    await page.request.post('/api/v1/checkout', {
      headers: { 'idempotency-key': `queues-${stamp}` },
      data: { payment_token: cards.cards[0].token },
    }),
  );
  return Promise.all(
    products.map(async (product, index) => {
      const title = `Queue review ${index + 1} ${stamp}`;
      await ok(
        await page.request.post(`/api/v1/products/${product.id}/reviews`, {
          data: { rating: 5, title, text: 'Arrived fresh and tasted as it should.' },
        }),
      );
      return { title, urlKey: product.url_key };
    }),
  );
}

/** The member buys a $20 gift card for a friend through the gift form and checkout; the code the friend is sent. */
async function giftForFriend(page: Page, friend: string): Promise<string> {
  await page.goto('/p/gift-card');
  const form = page.locator('form.gift-form');
  await form.getByRole('radio', { name: /^Credit/ }).check();
  await form.getByLabel('Amount of credit ($)').fill('20');
  await form.getByLabel("Recipient's full name").fill('Fay Friend');
  await form.getByLabel("Recipient's email").fill(friend);
  await form.getByLabel('Your full name').fill('Quinn Queue');
  await form.getByLabel('Your email').fill(friend.replace('friend', 'giver'));
  await form.getByRole('button', { name: 'Add gift to cart' }).click();
  await expect(form.getByRole('status')).toHaveText('Your gift is in your cart.');
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);
  return giftCodeIn(await waitForMail(friend, /sent you a Pantry gift/));
}

async function openArea(agent: Page, label: string) {
  await agent.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: label }).click();
  await expect(agent.getByRole('heading', { level: 1, name: label })).toBeVisible();
  await waitForApp(agent);
}

test('a support agent approves two reviews at once and voids a gift code; the storefront follows', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `queues.${stamp}@example.com`;
  const friend = `friend.${stamp}@example.com`;
  await signUpMember(
    page.request,
    { email, password: 'queues journey 1', firstname: 'Quinn', lastname: 'Queue' },
    { hear_about_us: 'A friend' },
  );
  const reviews = await reviewTwoProducts(page, stamp);
  const code = await giftForFriend(page, friend);

  const context = await browser.newContext(test.info().project.use);
  const agent = await context.newPage();
  try {
    await signInStaff(agent, DEMO_STAFF.support);

    await openArea(agent, 'Reviews');
    for (const review of reviews) {
      await agent.getByRole('checkbox', { name: `Select “${review.title}” by Quinn Q.` }).check();
    }
    await expect(agent.getByRole('heading', { name: 'Selected: 2' })).toBeVisible();
    await expectAccessible(agent);
    await agent.getByRole('button', { name: 'Approve selected' }).click();
    await expect(agent.getByRole('status').filter({ hasText: 'Approved' })).toHaveText('Approved 2 reviews.');
    await expect(
      agent.getByRole('checkbox', { name: `Select “${reviews[0]!.title}” by Quinn Q.` }),
    ).toHaveCount(0);

    await openArea(agent, 'Autoship');
    await expect(agent.getByRole('heading', { level: 2, name: 'Run history' })).toBeVisible();
    await expectAccessible(agent);

    await openArea(agent, 'Gift cards');
    await agent.getByLabel('Code, last four characters, e-mail or order number').fill(friend);
    await agent.getByLabel('Code, last four characters, e-mail or order number').press('Enter');
    const lastFour = code.slice(-4);
    await agent.getByRole('link', { name: `•••• ${lastFour}` }).click();
    await expect(agent.getByRole('heading', { level: 1, name: `Gift code •••• ${lastFour}` })).toBeVisible();
    await waitForApp(agent);
    await expectAccessible(agent);
    await agent.getByRole('button', { name: 'Void code…' }).click();
    await agent.getByRole('button', { name: 'Yes, void it' }).click();
    await expect(agent.getByRole('status').filter({ hasText: 'void' })).toHaveText('The code is void.');
    await expect(agent.getByText('Voided', { exact: false }).first()).toBeVisible();
    await agent.goto(`/admin/gift-cards?q=${encodeURIComponent(friend)}`);
    await expect(agent.getByRole('row', { name: new RegExp(lastFour) })).toContainText('Void');
    await expectAccessible(agent);
  } finally {
    await context.close();
  }

  // The product pages list the approved reviews (catalog pages are cached up to 15 s).
  for (const review of reviews) {
    await expect(async () => {
      await page.goto(`/p/${review.urlKey}`);
      await expect(page.getByRole('article', { name: review.title })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 40_000 });
  }

  // The voided code is refused at /redeem.
  await page.goto('/redeem');
  await waitForApp(page);
  await page.getByLabel('Gift code').fill(code);
  await page.getByLabel('Gift code').press('Enter');
  await expect(page.getByText('That gift code is no longer valid.')).toBeVisible();
});
