import { signUpMember, subscribableProducts } from './helpers.ts';
import { expect, test } from './test.ts';

/**
 * Issue 14's account lifecycle on the pages: a member with no autoship sees how to start; once subscribed, they turn
 * recurring off on /autoship/settings (the product page then reads 'Recurring turned off') and back on from the
 * overview. The demo member's repeat purchases fill /autoship/personalized.
 */

test('a member turns recurring off and back on', async ({ page }) => {
  await signUpMember(
    page.request,
    {
      email: `recurring.${Date.now()}@example.com`,
      password: 'journey password 1',
      firstname: 'Rae',
      lastname: 'Cur',
    },
    { hear_about_us: 'A friend' },
  );
  await page.goto('/autoship/settings');
  await expect(page.getByRole('heading', { name: 'You have no autoship yet' })).toBeVisible();

  const [product] = await subscribableProducts(page.request);
  if (!product) throw new Error('no subscribable product on the food listing');
  const subscribed = await page.request.post('/api/v1/autoship/items', {
    form: { product_id: product.id, qty: 1, frequency: 4 },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(200);

  await page.goto('/autoship/settings');
  await page.getByRole('button', { name: 'Turn off recurring' }).click();
  await page
    .getByRole('group', { name: 'Turn off recurring?' })
    .getByRole('button', { name: 'Yes, turn off' })
    .click();
  await expect(
    page.getByText('Recurring is turned off: nothing ships until you turn it back on.'),
  ).toBeVisible();

  await page.goto(`/p/${product.url_key}`);
  await expect(
    page.locator('.pdp-info').getByRole('button', { name: 'Recurring turned off' }),
  ).toBeDisabled();

  await page.goto('/autoship');
  await page.getByRole('button', { name: 'Turn on recurring' }).click();
  await expect(page.getByRole('heading', { name: /^Next shipment: / })).toBeVisible();
  await page.goto(`/p/${product.url_key}`);
  await expect(page.locator('.pdp-info').getByText('Every 4 weeks | Qty: 1')).toBeVisible();
});

test("the demo member's repeat purchases are suggested on /autoship/personalized", async ({ page }) => {
  const login = await page.request.post('/api/v1/auth/login', {
    data: { email: 'member@pantry.test', password: 'pantry-demo' },
  });
  expect(login.status()).toBe(200);
  await page.goto('/autoship/personalized');
  await expect(page.locator('.autoship-items > li').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe all' })).toBeVisible();
});
