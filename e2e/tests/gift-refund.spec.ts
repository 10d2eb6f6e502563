import { expectAccessible, isPhone, signUpMember } from './helpers.ts';
import { giftCodeIn, waitForMail } from './mailbox.ts';
import { expect, test } from './test.ts';

/**
 * Issue 23 §2: a gift could be paid for twice (the buyer refunded, the friend keeping the balance). A member buys a
 * $10 gift card for a friend, the friend redeems it, and the store cancels the order: the order page says the gift
 * was spent and not refunded. The operator then claws the balance back: the page says it was taken back and
 * refunded, and the payment shows the refund.
 */

const ADMIN = { authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` };

test('a canceled order’s redeemed gift is not refunded, and the order page says so, then what a claw-back refunded', async ({
  page,
  request: friend,
}) => {
  const id = `${isPhone(page) ? 'phone' : 'desktop'}.${Date.now()}`;
  const friendEmail = `rita.${id}@example.com`;
  await signUpMember(
    page.request,
    { email: `buyer.${id}@example.com`, password: 'gift refund 1', firstname: 'Bea', lastname: 'Buyer' },
    { hear_about_us: 'A friend' },
  );
  await page.goto('/p/gift-card');
  const form = page.locator('form.gift-form');
  await form.getByRole('radio', { name: /^Credit/ }).check();
  await form.getByLabel('Amount of credit ($)').fill('10');
  await form.getByLabel("Recipient's full name").fill('Rita Friend');
  await form.getByLabel("Recipient's email").fill(friendEmail);
  await form.getByLabel('Your full name').fill('Bea Buyer');
  await form.getByLabel('Your email').fill(`buyer.${id}@example.com`);
  await form.getByRole('button', { name: 'Add gift to cart' }).click();
  await expect(form.getByRole('status')).toHaveText('Your gift is in your cart.');
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);
  const increment = new URL(page.url()).searchParams.get('order') as string;

  // The friend, in a session of their own, signs up and redeems the e-mailed code.
  const code = giftCodeIn(await waitForMail(friendEmail, /sent you a Pantry gift/));
  const registered = await friend.post('/api/v1/auth/register', {
    data: { email: friendEmail, password: 'friend password 1', firstname: 'Rita', lastname: 'Friend' },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const redeemed = await friend.post('/api/v1/account/giftcard/redeem', { data: { code } });
  expect(redeemed.status(), await redeemed.text()).toBe(200);

  const canceled = await page.request.post(`/api/admin/orders/${increment}/status`, {
    headers: ADMIN,
    data: { status: 'canceled' },
  });
  expect(canceled.status(), await canceled.text()).toBe(200);
  await page.goto(`/account/order/${increment}`);
  const gift = page.getByRole('region', { name: 'Gift' });
  await expect(gift).toContainText(
    'Rita Friend had already redeemed it: a redeemed gift is spent, so it was not refunded.',
  );
  await expectAccessible(page);

  // Refunded anyway: the friend's unspent balance is taken back first, and only that is refunded.
  const clawed = await page.request.post(`/api/admin/orders/${increment}/gift-clawback`, { headers: ADMIN });
  expect(clawed.status(), await clawed.text()).toBe(200);
  await page.reload();
  await expect(gift).toContainText(
    'Rita Friend had already redeemed it: $10.00 was taken back from their balance and refunded.',
  );
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Refunded $10.00');
  const balance = await (await friend.get('/api/v1/account/giftcard')).json();
  expect(balance.gift_card_balance).toBe(0);
});
