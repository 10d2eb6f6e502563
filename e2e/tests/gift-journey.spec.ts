import type { Page } from '@playwright/test';
import { expectAccessible, expectFitsScreen, isPhone, signUpMember } from './helpers.ts';
import { giftCodeIn, waitForMail } from './mailbox.ts';
import { expect, test } from './test.ts';

/**
 * Issue 13's gift journey: a member buys a gift membership for a friend on /p/gift-card and pays at checkout; the
 * friend's e-mail (delivered by SMTP) holds the code; the friend signs up, redeems it at /redeem and is a member.
 */

function tag(page: Page): string {
  return `${isPhone(page) ? 'phone' : 'desktop'}.${Date.now()}`;
}

test('member buys a gift membership → friend gets the code by e-mail → redeems → is a member', async ({
  page,
}) => {
  const id = tag(page);
  const friendEmail = `friend.${id}@example.com`;
  await signUpMember(
    page.request,
    { email: `giver.${id}@example.com`, password: 'gift journey 1', firstname: 'Gia', lastname: 'Giver' },
    { hear_about_us: 'A friend' },
  );

  await page.goto('/p/gift-card');
  const form = page.locator('form.gift-form');
  await form.getByRole('radio', { name: /^1 year membership/ }).check();
  await expect(form.getByLabel('Amount of credit ($)')).toHaveCount(0);
  await form.getByLabel("Recipient's full name").fill('Fern');
  await form.getByLabel("Recipient's email").fill(friendEmail);
  await form.getByLabel('Message (optional)').fill('A year of good food, on me!');
  await form.getByLabel('Your full name').fill('Gia Giver');
  await form.getByLabel('Your email').fill(`giver.${id}@example.com`);
  await form.getByRole('button', { name: 'Add gift to cart' }).click();
  // Spec §5: names need two words.
  await expect(form.getByText('must be first and last name.')).toBeVisible();
  await expectAccessible(page);
  await form.getByLabel("Recipient's full name").fill('Fern Friend');
  await form.getByRole('button', { name: 'Add gift to cart' }).click();
  await expect(form.getByRole('status')).toHaveText('Your gift is in your cart.');

  await page.goto('/cart');
  const gift = page.getByRole('region', { name: 'Gift' });
  await expect(gift).toContainText('For Fern Friend');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Checkout' }).first().click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);

  const code = giftCodeIn(await waitForMail(friendEmail, /sent you a Pantry gift/));

  // The friend: a new shopper (no membership) who signs up and redeems.
  await page.context().clearCookies();
  const registered = await page.request.post('/api/v1/auth/register', {
    data: { email: friendEmail, password: 'friend password 1', firstname: 'Fern', lastname: 'Friend' },
  });
  expect(registered.status()).toBe(200);
  // Answered now, so the new shopper's 'How did you hear about us?' dialog does not open over /redeem.
  expect((await page.request.put('/api/v1/account', { data: { hear_about_us: 'A friend' } })).status()).toBe(
    200,
  );
  await page.goto('/redeem');
  await expect(page.getByRole('heading', { level: 1, name: 'Redeem a gift' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Gift code').fill(code.toLowerCase());
  await page.getByLabel('Gift code').press('Enter');
  await expect(page.getByText('Your gift has been added to your account.')).toBeVisible();
  await expect(page.getByText(/Your membership runs until/)).toBeVisible();
  const account = await (await page.request.get('/api/v1/account')).json();
  expect(account).toMatchObject({ email: friendEmail, user_status: 'member' });
});

test('two gift cards in one cart: counted, shown in the panel and at checkout, no address asked, paid by card (issue 23)', async ({
  page,
}) => {
  const id = tag(page);
  await signUpMember(
    page.request,
    { email: `twogifts.${id}@example.com`, password: 'gift journey 2', firstname: 'Tao', lastname: 'Two' },
    { hear_about_us: 'A friend' },
  );
  await page.goto('/p/gift-card');
  const form = page.locator('form.gift-form');
  const panel = page.getByRole('dialog', { name: /Your cart/ });
  for (const [name, dollars] of [
    ['Rita Friend', '10'],
    ['Ona Other', '25'],
  ] as const) {
    await form.getByRole('radio', { name: /^Credit/ }).check();
    await form.getByLabel('Amount of credit ($)').fill(dollars);
    await form.getByLabel("Recipient's full name").fill(name);
    await form.getByLabel("Recipient's email").fill(`${name.split(' ')[0]!.toLowerCase()}.${id}@example.com`);
    await form.getByLabel('Your full name').fill('Tao Two');
    await form.getByLabel('Your email').fill(`twogifts.${id}@example.com`);
    await form.getByRole('button', { name: 'Add gift to cart' }).click();
    await expect(form.getByRole('status')).toHaveText('Your gift is in your cart.');
    // Adding opens the cart panel; the first gift is counted (the panel said '(0 items)').
    await expect(panel).toBeVisible();
    if (name === 'Rita Friend') {
      await expect(panel).toHaveAccessibleName('Your cart (1 item)');
      await panel.getByRole('button', { name: 'Close cart' }).click();
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    }
  }

  // The second gift joins the first (it used to replace it): both in the panel, both counted.
  await expect(panel).toHaveAccessibleName('Your cart (2 items)');
  await expect(panel.getByText('Gift card credit · $10.00')).toBeVisible();
  await expect(panel.getByText('Gift card credit · $25.00')).toBeVisible();
  await expect(panel.getByText(/For Ona Other/)).toBeVisible();
  await panel.getByRole('link', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  const review = page.getByRole('region', { name: /Review your order/ });
  await expect(review.getByText('Gift card credit · $10.00')).toBeVisible();
  await expect(review.getByText(/For Ona Other/)).toBeVisible();
  await expect(page.getByText(/Grocery box/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Shipping address/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Delivery/ })).toHaveCount(0);
  // A recipient's long e-mail wraps: the page fits a phone, so Place order sits whole on its screen and a tap on it
  // lands (the review's gift lines once widened the page by 17 px; docs/decisions/web.md).
  await expectFitsScreen(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);
  await expect(page.getByText('Paid with').locator('xpath=following-sibling::dd[1]')).toHaveText(
    'Visa ending in 4242 $35.00',
  );
  await expectFitsScreen(page);
  await page.goto(`/account/order/${new URL(page.url()).searchParams.get('order')}`);
  await expect(page.getByRole('region', { name: 'Gifts' })).toContainText('Ona Other');
  await expectFitsScreen(page);
});

test('the demo member’s gift card balance pays before the card, and the order shows it', async ({ page }) => {
  // One demo member, one balance, one e2e server for both projects: the desktop run spends it.
  test.skip(isPhone(page), 'the desktop run spends the demo member’s gift card balance');
  const login = await page.request.post('/api/v1/auth/login', {
    data: { email: 'member@pantry.test', password: 'pantry-demo' },
  });
  expect(login.status()).toBe(200);
  const before = (await (await page.request.get('/api/v1/account/giftcard')).json()).gift_card_balance;
  expect(before).toBeGreaterThan(5);
  const listing = await (
    await page.request.get('/api/v1/products?filter[category]=food&page_size=48')
  ).json();
  const cheap = (listing.products as { id: number; price: number; in_stock: boolean; product_type: string }[])
    .filter((p) => p.in_stock && p.product_type === 'simple' && p.price < 5)
    .sort((a, b) => a.price - b.price)[0];
  expect(cheap).toBeDefined();
  const added = await page.request.post('/api/v1/carts/product', { data: { product_id: cheap!.id, qty: 1 } });
  expect(added.status()).toBe(200);
  const cart = await added.json();
  const applied = -(cart.totals as { type: string; value: number }[]).find((t) => t.type === 'aw_giftcard')!
    .value;
  expect(cart.giftcards).toEqual([{ code: 'balance', amount: applied }]);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Gift card').first()).toBeVisible();
  if (cart.grand_total === 0) {
    // Covered in full: no card is asked for (issue 23).
    await expect(page.getByText(/covers this order, so no card is needed\./)).toBeVisible();
    await expect(page.getByRole('radio', { name: /Visa ending in/ })).toHaveCount(0);
  }
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);
  // 'Paid with' names the gift card balance and its amount (it was blank).
  await expect(page.getByText('Paid with').locator('xpath=following-sibling::dd[1]')).toContainText(
    `Gift card balance $${applied.toFixed(2)}`,
  );
  const increment = new URL(page.url()).searchParams.get('order') as string;
  await page.goto(`/account/order/${increment}`);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText(
    `Gift card balance$${applied.toFixed(2)}`,
  );
  const after = (await (await page.request.get('/api/v1/account/giftcard')).json()).gift_card_balance;
  expect(after).toBeCloseTo(before - applied, 2);
});

test('the account hub shows the gift card balance (issue 23)', async ({ page }) => {
  const login = await page.request.post('/api/v1/auth/login', {
    data: { email: 'member@pantry.test', password: 'pantry-demo' },
  });
  expect(login.status()).toBe(200);
  const balance = (await (await page.request.get('/api/v1/account/giftcard')).json())
    .gift_card_balance as number;
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Gift card' });
  await expect(card).toContainText(`$${balance.toFixed(2)}`);
  await expect(card.getByRole('link', { name: 'Redeem a gift' })).toBeVisible();
});
