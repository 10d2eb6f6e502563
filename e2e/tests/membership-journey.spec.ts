import type { Page } from '@playwright/test';
import { expectAccessible, isPhone } from './helpers.ts';
import { codeInSubject, waitForMail } from './mailbox.ts';
import { expect, test } from './test.ts';

/**
 * Issue 3's journey: a visitor chooses a plan, creates an account, adds the test card and becomes a member; signs
 * out; signs in again with a one-time code read from the mailbox (delivered by SMTP); and edits their phone.
 */

function uniqueEmail(page: Page): string {
  return `journey.${isPhone(page) ? 'phone' : 'desktop'}.${Date.now()}@example.com`;
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
}

test('visitor → plans → account → test card → member → sign out → code sign-in → edit phone', async ({
  page,
}) => {
  const email = uniqueEmail(page);

  await page.goto('/membership/payment/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your membership' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: /Annual/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/membership\/payment\/account/);
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Journey');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('journey password 1');
  await page.getByRole('button', { name: 'Create account and continue' }).click();

  await expect(page).toHaveURL(/\/membership\/payment\/method/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add your payment method' })).toBeVisible();
  const card = page.getByRole('form', { name: 'Add a card' });
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiration (MM/YY)').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await card.getByLabel('Security code').fill('123');
  await card.getByLabel('Street address').fill('500 Howard St');
  await card.getByLabel('ZIP code').fill('94105');
  // The ZIP lookup fills the city and state.
  await expect(card.getByLabel('City')).toHaveValue('San Francisco');
  await card.getByLabel('Mobile number').fill('415-555-0199');
  await card.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText(/Visa ending in 4242/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Join Pantry' }).click();

  await expect(page).toHaveURL(/\/membership\/payment\/confirmation/);
  await expect(page.getByText('$59.95').first()).toBeVisible();
  const account = await page.request.get('/api/v1/account');
  expect(await account.json()).toMatchObject({ email, user_status: 'member', group_id: 4 });

  // Sign out from the header's account menu.
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect((await (await page.request.get('/api/v1/account')).json()).logged_in).toBe(0);

  // Sign in with a one-time code from the mailbox.
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Email me a code' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  const mail = await waitForMail(email, /sign-in code/);
  await page.getByLabel('6-digit code').fill(codeInSubject(mail));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  expect(await (await page.request.get('/api/v1/account')).json()).toMatchObject({ email, logged_in: 1 });

  // Edit the phone: signing in by code already proved the e-mail, so no second code is asked.
  // A new shopper is asked once (per browser) how they heard about us, on the first page after signing in.
  const askHowHeard = page.getByRole('dialog', { name: 'How did you hear about us?' });
  await expect(askHowHeard).toBeVisible();
  await page.getByRole('button', { name: 'No thanks, close' }).click();
  await expect(askHowHeard).toBeHidden();
  await page.goto('/account/edit');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('Mobile number').fill('(415) 555-0123');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();
  expect((await (await page.request.get('/api/v1/account')).json()).telephone).toBe('+14155550123');
  await expectAccessible(page);
});

test('sign-in pages and the account hub pass axe', async ({ page }) => {
  for (const path of ['/login', '/forgot-password', '/trial/billing']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
  await page.goto('/login');
  await page.getByLabel('Email').fill('member@pantry.test');
  await page.getByLabel('Password').fill('pantry-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  for (const path of [
    '/account',
    '/account/addresses',
    '/account/payment-methods',
    '/cancellation/initial',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
  // A member is sent away from guest-only pages.
  await page.goto('/membership/payment/plans');
  await expect(page).toHaveURL(/\/account$/);
});

test('a visitor on an account page goes to sign in and comes back', async ({ page }) => {
  await page.goto('/account/edit');
  await expect(page).toHaveURL(/\/login\?route=%2Faccount%2Fedit/);
  await page.getByLabel('Email').fill('lead@pantry.test');
  await page.getByLabel('Password').fill('pantry-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/edit$/);
});
