import type { Page } from '@playwright/test';
import { addGroceriesOverCredit, expectAccessible, isPhone, signUpMember } from './helpers.ts';
import { giftCodeIn, waitForMail } from './mailbox.ts';
import { expect, test } from './test.ts';

/**
 * Issue 13: a member applies Thrive Cash and a gift card balance at checkout and sees both in the order. The
 * member gets Thrive Cash from an operator (goodwill) and a gift card balance by buying a $25 gift card for
 * themselves and redeeming the e-mailed code; then Thrive Cash pays first, the gift card next, the card the rest.
 */

const ADMIN = { authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` };

async function buyGiftCardForSelf(page: Page, email: string): Promise<string> {
  await page.goto('/p/gift-card');
  const form = page.locator('form.gift-form');
  await form.getByRole('radio', { name: /^Credit/ }).check();
  await form.getByLabel('Amount of credit ($)').fill('25');
  await form.getByLabel("Recipient's full name").fill('Sol Saver');
  await form.getByLabel("Recipient's email").fill(email);
  await form.getByLabel('Your full name').fill('Sol Saver');
  await form.getByLabel('Your email').fill(email);
  await form.getByRole('button', { name: 'Add gift to cart' }).click();
  await expect(form.getByRole('status')).toHaveText('Your gift is in your cart.');
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);
  return giftCodeIn(await waitForMail(email, /sent you a Pantry gift/));
}

test('a member applies Thrive Cash and a gift card balance at checkout and sees both on the order', async ({
  page,
}) => {
  const email = `saver.${isPhone(page) ? 'phone' : 'desktop'}.${Date.now()}@example.com`;
  await signUpMember(
    page.request,
    { email, password: 'store credit 1', firstname: 'Sol', lastname: 'Saver' },
    { hear_about_us: 'A friend' },
  );
  const { id } = (await (await page.request.get('/api/v1/account')).json()) as { id: number };
  const goodwill = await page.request.post('/api/admin/thrive-cash/adjustments', {
    headers: ADMIN,
    data: { account_id: id, kind: 'goodwill', amount: 3, note: 'e2e' },
  });
  expect(goodwill.status(), await goodwill.text()).toBe(200);

  const code = await buyGiftCardForSelf(page, email);
  await page.goto('/redeem');
  await page.getByLabel('Gift code').fill(code);
  await page.getByLabel('Gift code').press('Enter');
  await expect(page.getByText('Your gift has been added to your account.')).toBeVisible();

  // A grocery order above both credits, so the card pays the rest.
  await addGroceriesOverCredit(page);

  await page.goto('/cart');
  // The choice is the server's: the box shows it ticked once the cart answers.
  const apply = page.getByRole('checkbox', { name: /Apply Thrive Cash/ }).first();
  await apply.click();
  await expect(apply).toBeChecked();
  await expect(page.getByText('Thrive Cash applied').first()).toBeVisible();
  await expect(page.getByText('Gift card').first()).toBeVisible();
  await page.getByRole('link', { name: 'Checkout' }).first().click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);

  const increment = new URL(page.url()).searchParams.get('order') as string;
  const order = (await (await page.request.get(`/api/v1/account/order/${increment}`)).json()) as {
    totals?: { type: string; value: number }[];
    order?: { totals: { type: string; value: number }[] };
  };
  const totals = order.totals ?? order.order?.totals ?? [];
  expect(totals.find((t) => t.type === 'awraf')?.value).toBe(-3);
  expect(totals.find((t) => t.type === 'aw_giftcard')?.value).toBe(-25);
  await page.goto(`/account/order/${increment}`);
  await expect(page.getByText('Thrive Cash applied').first()).toBeVisible();
  await expect(page.getByText('Gift card').first()).toBeVisible();
  await expectAccessible(page);
});
