import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, type SubscribableProduct, signUpMember, subscribableProducts } from './helpers.ts';

/**
 * Issue 14's journey: a member subscribes two products from their cards → sees them under scheduled items in the
 * cart with the cutoff → changes the frequency on /autoship/settings → an operator-triggered run turns them into an
 * order visible in /account/orders.
 */

const ADMIN = { authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` };

/** Three products the food listing's first page shows whose cards offer autoship. */
async function subscribable(request: APIRequestContext): Promise<SubscribableProduct[]> {
  const picks = (await subscribableProducts(request)).filter(
    // Without a sale, an autoship product's autoship price is below its price (the demo catalog's 5-10%).
    (p) => p.temporary_price_reduction.length === 0,
  );
  if (picks.length < 3) throw new Error('fewer than three subscribable products on the food listing');
  return picks.slice(0, 3);
}

async function subscribeFromCard(page: Page, title: string) {
  const card = page.locator('article', { has: page.getByRole('link', { name: title, exact: true }) }).first();
  const form = page.getByRole('form', { name: `Subscribe to ${title}` });
  // A click that lands before the page has hydrated does nothing; the shopper would click again.
  await expect(async () => {
    await card.getByRole('button', { name: /^(Subscribe|Turn on Recurring)/ }).click({ timeout: 2_000 });
    await expect(form).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await form.getByLabel('Every').selectOption('4');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(card.getByText('Every 4 weeks | Qty: 1')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Manage' })).toBeVisible();
}

test('a member subscribes from cards, sees the next shipment in the cart, changes settings, and the run places it', async ({
  page,
}) => {
  const email = `autoship.${Date.now()}@example.com`;
  await signUpMember(
    page.request,
    { email, password: 'journey password 1', firstname: 'Ada', lastname: 'Autoship' },
    { hear_about_us: 'A friend' },
  );
  const [first, second, third] = await subscribable(page.request);

  await page.goto('/c/food');
  await subscribeFromCard(page, first!.title);
  await subscribeFromCard(page, second!.title);

  // Now on autoship, the member sees the product page's autoship price under its price (§4).
  await page.goto(`/p/${first!.url_key}`);
  await expect(page.locator('.pdp-info').getByText(/^Autoship \$\d+\.\d{2} Save \d+%$/)).toBeVisible();

  await page.goto('/cart');
  const scheduled = page.getByRole('region', { name: 'Scheduled items' });
  await expect(scheduled).toBeVisible();
  await expect(scheduled.getByText(first!.title)).toBeVisible();
  await expect(scheduled.getByText(second!.title)).toBeVisible();
  await expect(scheduled.getByText(/changes close .+, 5 p\.m\. PT/)).toBeVisible();
  await expectAccessible(page);

  // A one-time cart line moves to the next shipment (§4 moves).
  const added = await page.request.post('/api/v1/carts/product', { data: { product_id: third!.id, qty: 1 } });
  expect(added.status()).toBe(200);
  await page.reload();
  await page.getByRole('button', { name: `Move ${third!.title} to your next shipment` }).click();
  // The shopper picks how often it comes (the schedule's frequency for new items first).
  const moveForm = page.getByRole('form', { name: `Deliver ${third!.title} on autoship` });
  await expect(moveForm.getByLabel('Every')).toHaveValue('4');
  await moveForm.getByLabel('Every').selectOption('2');
  await moveForm.getByRole('button', { name: 'Move' }).click();
  const moved = scheduled.getByRole('listitem').filter({ hasText: third!.title });
  await expect(moved).toContainText('Every 2 weeks | Qty: 1');

  await page.goto('/autoship/settings');
  await page.getByLabel('Frequency for new items').selectOption('2');
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await expectAccessible(page);
  const schedule = (await (await page.request.get('/api/v1/autoship/schedule/first')).json()).schedule;
  expect(schedule.frequency).toBe(2);

  await page.goto('/autoship');
  await expect(page.getByRole('heading', { name: /^Next shipment: / })).toBeVisible();
  await expectAccessible(page);

  const asOf = new Date(new Date(schedule.cutoff).getTime() + 60_000).toISOString();
  const ran = await page.request.post('/api/admin/autoship/run', { headers: ADMIN, data: { as_of: asOf } });
  expect(ran.status(), await ran.text()).toBe(200);
  expect((await ran.json()).placed).toBeGreaterThanOrEqual(1);

  await page.goto('/account/orders');
  await expect(page.getByText('1 order')).toBeVisible();

  // The third product leaves the autoship; the order's 'Subscribe all' puts it back at a frequency of the
  // shopper's choosing, and has nothing left to offer after.
  const items = (await (await page.request.get('/api/v1/autoship/items')).json()).items as {
    item_id: number;
    product_id: number;
  }[];
  const thirdItem = items.find((item) => item.product_id === third!.id)!;
  const removed = await page.request.put(`/api/v1/autoship/item/${thirdItem.item_id}`, {
    form: { status: 'cancelled' },
  });
  expect(removed.status()).toBe(200);
  const orderLink = page.getByRole('link', { name: /^Order #\d+/ }).first();
  await page.goto((await orderLink.getAttribute('href'))!);
  await page.getByRole('button', { name: 'Subscribe all' }).click();
  const all = page.getByRole('form', { name: 'Subscribe all' });
  await expect(all).toContainText('Put 1 product on autoship at one frequency.');
  await all.getByLabel('Every').selectOption('6');
  await all.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Subscribed' })).toHaveText(
    'Subscribed 1 product, every 6 weeks.',
  );
  await expect(page.getByRole('button', { name: 'Subscribe all' })).toHaveCount(0);
  await expectAccessible(page);
});
