import type { Page } from '@playwright/test';
import { expectAccessible, isPhone, signUpMember } from './helpers.ts';
import { waitForMail } from './mailbox.ts';
import { expect, test } from './test.ts';

/**
 * Issue 13's gift journey: a member buys a gift membership for a friend on /p/gift-card and pays at checkout; the
 * friend's e-mail (delivered by SMTP) holds the code; the friend signs up, redeems it at /redeem and is a member.
 */

function tag(page: Page): string {
  return `${isPhone(page) ? 'phone' : 'desktop'}.${Date.now()}`;
}

/** The code in the gift e-mail's text part (quoted-printable may wrap the line). */
function codeIn(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '');
  const code = /Your gift code: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(text)?.[1];
  if (!code) throw new Error('no gift code in the e-mail');
  return code;
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

  const mail = await waitForMail(friendEmail, /sent you a Pantry gift/);
  const code = codeIn(mail.raw);

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

test('the demo member’s gift card balance pays before the card, and the order shows it', async ({ page }) => {
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
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);
  const increment = new URL(page.url()).searchParams.get('order') as string;
  await page.goto(`/account/order/${increment}`);
  await expect(page.getByText('Gift card').first()).toBeVisible();
  const after = (await (await page.request.get('/api/v1/account/giftcard')).json()).gift_card_balance;
  expect(after).toBeCloseTo(before - applied, 2);
});
