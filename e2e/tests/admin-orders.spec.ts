import type { Page } from '@playwright/test';
import { addGroceriesOverCredit, expectAccessible, expectFitsScreen, signUpMember } from './helpers.ts';
import { giftCodeIn, waitForMail } from './mailbox.ts';
import { DEMO_STAFF, signInStaff } from './staff.ts';
import { expect, test } from './test.ts';

/**
 * Issue 25, the console's Orders area: a member pays an order with a $25 gift card balance and the card for the
 * rest; the demo support agent signs in with the demo TOTP secret (README: Demo accounts), finds the order by its
 * number, refunds the card's part plus $5, sees the split before confirming (card first, then gift card), and the
 * order page shows it; the member's gift card balance has the $5 back. Desktop project, with a tablet-width check.
 */

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'the console is for desktop and tablet widths');
});

/** The member buys a $25 gift card for themselves and redeems the e-mailed code. */
async function giveGiftCardBalance(page: Page, email: string) {
  await page.goto('/p/gift-card');
  const form = page.locator('form.gift-form');
  await form.getByRole('radio', { name: /^Credit/ }).check();
  await form.getByLabel('Amount of credit ($)').fill('25');
  await form.getByLabel("Recipient's full name").fill('Rae Refund');
  await form.getByLabel("Recipient's email").fill(email);
  await form.getByLabel('Your full name').fill('Rae Refund');
  await form.getByLabel('Your email').fill(email);
  await form.getByRole('button', { name: 'Add gift to cart' }).click();
  await expect(form.getByRole('status')).toHaveText('Your gift is in your cart.');
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);
  const code = giftCodeIn(await waitForMail(email, /sent you a Pantry gift/));
  await page.goto('/redeem');
  await page.getByLabel('Gift code').fill(code);
  await page.getByLabel('Gift code').press('Enter');
  await expect(page.getByText('Your gift has been added to your account.')).toBeVisible();
}

/** Groceries above the balance, so the gift card pays $25 and the card the rest; answers the order number. */
async function placeGroceryOrder(page: Page): Promise<string> {
  await addGroceriesOverCredit(page);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);
  return new URL(page.url()).searchParams.get('order') as string;
}

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

test('a support agent refunds part of an order paid by card and gift card, and the refund splits right', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `refund.${Date.now()}@example.com`;
  await signUpMember(
    page.request,
    { email, password: 'refund journey 1', firstname: 'Rae', lastname: 'Refund' },
    { hear_about_us: 'A friend' },
  );
  await giveGiftCardBalance(page, email);
  const number = await placeGroceryOrder(page);
  const order = (await (await page.request.get(`/api/v1/account/order/${number}`)).json()) as {
    payments: { amount: number }[];
  };
  const card = order.payments[0]!.amount;
  const balanceBefore = (await (await page.request.get('/api/v1/account/giftcard')).json())
    .gift_card_balance as number;

  // The support agent, in a browser of their own.
  const context = await browser.newContext(test.info().project.use);
  const agent = await context.newPage();
  try {
    await signInStaff(agent, DEMO_STAFF.support);
    await agent.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders' }).click();
    await expect(agent.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await agent.getByLabel('Order number').fill(number);
    await agent.getByLabel('Order number').press('Enter');
    await expect(agent).toHaveURL(new RegExp(`number=${number}`));
    await expectAccessible(agent);
    await agent.getByRole('link', { name: `#${number}` }).click();
    await expect(
      agent.getByRole('heading', { level: 1, name: new RegExp(`Order #${number}`) }),
    ).toBeVisible();
    const payments = agent.getByRole('region', { name: 'Payments' });
    await expect(payments.getByRole('row', { name: /Gift card balance/ })).toContainText(money(25));
    await expect(payments.getByRole('row', { name: /Visa/ })).toContainText(money(card));
    await expectAccessible(agent);

    // Refund the card's part and $5 more: the split shows before anything is sent, card first.
    const amount = Math.round((card + 5) * 100) / 100;
    await agent.getByLabel('Amount in dollars').fill(amount.toFixed(2));
    await agent.getByLabel('Reason (optional)').fill('Damaged in transit');
    await agent.getByLabel('Reason (optional)').press('Enter');
    const split = agent.getByTestId('refund-split');
    await expect(split.getByRole('listitem')).toHaveText([
      new RegExp(`Visa.*: \\${money(card)}$`),
      `Gift card balance: ${money(5)}`,
    ]);
    await expectAccessible(agent);
    const confirm = agent.getByRole('button', { name: `Confirm refund of ${money(amount)}` });
    await confirm.focus();
    await agent.keyboard.press('Enter');
    await expect(agent.getByRole('status').filter({ hasText: 'Refunded' })).toHaveText(
      `Refunded ${money(amount)}.`,
    );
    await expect(payments.getByRole('row', { name: /Gift card balance/ })).toContainText(money(5));
    await expect(payments.getByRole('row', { name: /Visa/ })).toContainText(`${money(card)}${money(card)}`);
    await expect(agent.getByTestId('refundable')).toHaveText(money(20));
    await expect(payments.getByRole('listitem').first()).toContainText('Damaged in transit');

    // The console fits a tablet held upright.
    await agent.setViewportSize({ width: 820, height: 1180 });
    await expectFitsScreen(agent);
  } finally {
    await context.close();
  }

  // The member's gift card balance has the gift card's part back, and the refund e-mail says where it went.
  const balanceAfter = (await (await page.request.get('/api/v1/account/giftcard')).json())
    .gift_card_balance as number;
  expect(Math.round((balanceAfter - balanceBefore) * 100)).toBe(500);
  const mail = await waitForMail(email, /Your refund/);
  expect(mail.raw.replace(/=\r?\n/g, '')).toContain('Gift card balance: $5.00');
});
