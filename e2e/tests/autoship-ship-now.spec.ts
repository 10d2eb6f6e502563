import { expectAccessible, signUpMember, subscribableProducts } from './helpers.ts';
import { expect, test } from './test.ts';

/**
 * Issue 23 §10: Ship now pressed twice in a row shipped two successive boxes. A member on autoship double-clicks
 * Ship now: one order is placed, the next shipment moves on by one interval (not two), and the order list and the
 * order page say the order was the autoship's, shipped now.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

type Schedule = { next_shipment_date: string };

test('Ship now pressed twice ships one box, and the order says it was shipped now', async ({ page }) => {
  await signUpMember(
    page.request,
    {
      email: `shipnow.${Date.now()}@example.com`,
      password: 'journey password 1',
      firstname: 'Noa',
      lastname: 'Now',
    },
    { hear_about_us: 'A friend' },
  );
  const [product] = await subscribableProducts(page.request);
  if (!product) throw new Error('no subscribable product on the food listing');
  const subscribed = await page.request.post('/api/v1/autoship/items', {
    form: { product_id: product.id, qty: 1, frequency: 4 },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(200);
  const schedule = async () =>
    ((await (await page.request.get('/api/v1/autoship/schedule/first')).json()).schedule as Schedule)
      .next_shipment_date;
  const before = await schedule();

  await page.goto('/autoship');
  const heading = page.getByRole('heading', { name: /^Next shipment: / });
  const shown = await heading.textContent();
  await page.getByRole('button', { name: 'Ship now' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'shipment' })).toHaveText(
    'Your next shipment is placed.',
  );
  await expect(heading).not.toHaveText(shown ?? '');
  await expectAccessible(page);

  // One box: the next shipment is one 4-week interval on, and the member has one order, of Ship now's type.
  const after = await schedule();
  expect((Date.parse(after) - Date.parse(before)) / DAY_MS).toBe(28);
  const orders = (await (await page.request.get('/api/v1/account/orders')).json()) as {
    count: number;
    orders: { increment_id: string; order_type: string }[];
  };
  expect(orders.count).toBe(1);
  expect(orders.orders[0]?.order_type).toBe('next shipment ship now');

  await page.goto('/account/orders');
  await expect(page.getByText('1 order')).toBeVisible();
  // The table from tablets up, the cards on phones: whichever shows, it labels the order.
  await expect(page.getByText('Autoship, shipped now').filter({ visible: true })).toHaveCount(1);
  await expectAccessible(page);
  // Followed by its address: on the table the link's first box is its clipped 1 px 'Order ' for screen readers,
  // which Playwright would aim at.
  const link = page.getByRole('link', { name: `Order #${orders.orders[0]!.increment_id}` }).first();
  await page.goto((await link.getAttribute('href'))!);
  await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible();
  await expect(page.getByText(/^Placed on .+ Autoship, shipped now$/)).toBeVisible();
});
