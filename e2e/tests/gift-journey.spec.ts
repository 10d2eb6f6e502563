import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, isPhone, signUpMember } from './helpers.ts';
import { waitForMail } from './mailbox.ts';

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
  await page.goto('/redeem');
  await expect(page.getByRole('heading', { level: 1, name: 'Redeem a gift' })).toBeVisible();
  await expectAccessible(page);
  // Typed until the page has hydrated (a submit before that reloads the page, empty).
  await expect(async () => {
    await page.getByLabel('Gift code').fill(code.toLowerCase());
    await page.getByLabel('Gift code').press('Enter');
    await expect(page.getByText('Your gift has been added to your account.')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText(/Your membership runs until/)).toBeVisible();
  const account = await (await page.request.get('/api/v1/account')).json();
  expect(account).toMatchObject({ email: friendEmail, user_status: 'member' });
});
