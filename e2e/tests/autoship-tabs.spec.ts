import type { Page } from '@playwright/test';
import { expectAccessible, signUpMember, subscribableProducts } from './helpers.ts';
import { expect, test } from './test.ts';

/**
 * Issue 23: the autoship pages looked unfinished. A member subscribes three products (one every 2 weeks, two every
 * 4; all join the next shipment) and skips one this time: each tab then lists what its name says. With every item
 * skipped, the empty shipment offers no Ship now; pausing the whole autoship asks first.
 */

/** Each group heading of an autoship tab with the names it lists. */
async function tab(page: Page, path: string): Promise<Record<string, string[]>> {
  await page.goto(path);
  const groups = page.locator('.autoship-group');
  await expect(groups.first()).toBeVisible();
  const shown: Record<string, string[]> = {};
  for (const group of await groups.all()) {
    const heading = (await group.getByRole('heading').textContent()) ?? '';
    shown[heading] = await group.locator('.autoship-item-text > a').allTextContents();
  }
  return shown;
}

test('each autoship tab lists what its name says, an empty shipment cannot ship now, and a pause asks first', async ({
  page,
}) => {
  await signUpMember(
    page.request,
    {
      email: `tabs.${Date.now()}@example.com`,
      password: 'journey password 1',
      firstname: 'Tab',
      lastname: 'Bee',
    },
    { hear_about_us: 'A friend' },
  );
  const [often, first, second] = await subscribableProducts(page.request);
  if (!often || !first || !second) throw new Error('fewer than three subscribable products');
  const subscribe = async (productId: number, frequency: number) => {
    const answer = await page.request.post('/api/v1/autoship/items', {
      form: { product_id: productId, qty: 1, frequency },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()).data.autoship_item.item_id as number;
  };
  const items = [await subscribe(often.id, 2), await subscribe(first.id, 4), await subscribe(second.id, 4)];
  const skip = async (itemId: number) => {
    const answer = await page.request.put(`/api/v1/autoship/item/${itemId}`, { form: { skip_once: 'true' } });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  await skip(items[0]!);

  const next = await tab(page, '/autoship/next-shipment');
  const [ships, sitsOut] = Object.keys(next);
  expect(ships).toMatch(/^Ships \w+, \w+ \d+ \(2 items\)$/);
  expect(next[ships!]?.slice().sort()).toEqual([first.title, second.title].sort());
  expect(sitsOut).toBe('Skipped this time (1 item)');
  expect(next[sitsOut!]).toEqual([often.title]);
  await expect(page.getByText(/^Skipped on \w+, \w+ \d+ · ships next \w+, \w+ \d+$/)).toBeVisible();
  await expect(page.getByText(/skipped this time\)/)).toHaveCount(0);
  await expectAccessible(page);

  const all = await tab(page, '/autoship/all-items');
  expect(Object.keys(all)).toEqual(['Active (3 items)']);
  expect(all['Active (3 items)']).toHaveLength(3);

  const schedules = await tab(page, '/autoship/schedules');
  // The skipped item waits for the shipment two weeks after the one it sits out.
  expect(Object.values(schedules).map((names) => names.length)).toEqual([2, 1]);
  expect(Object.values(schedules)[1]).toEqual([often.title]);

  const subscribed = await tab(page, '/autoship/subscribed');
  expect(subscribed['Every 2 weeks (1 item)']).toEqual([often.title]);
  expect(subscribed['Every 4 weeks (2 items)']?.slice().sort()).toEqual([first.title, second.title].sort());

  await page.goto('/autoship');
  await expect(page.locator('.autoship-totals')).toContainText('Total');
  await expect(page.getByRole('button', { name: 'Ship now' })).toBeVisible();
  // Every item skipped: nothing ships on the next date, so no totals of $0.00 and no Ship now.
  await skip(items[1]!);
  await skip(items[2]!);
  await page.goto('/autoship');
  await expect(page.getByText(/Nothing ships on this date/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ship now' })).toHaveCount(0);

  await page.goto('/autoship/settings');
  await page.getByRole('button', { name: 'Pause autoship' }).click();
  const question = page.getByRole('group', { name: 'Pause autoship?' });
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Keep it running' }).click();
  await expect(question).toHaveCount(0);
  expect((await (await page.request.get('/api/v1/account')).json()).autoship.status).toBe('active');

  await page.getByRole('button', { name: 'Pause autoship' }).click();
  await question.getByRole('button', { name: 'Yes, pause' }).click();
  await expect(page.getByText('Autoship is paused: nothing ships until you resume it.')).toBeVisible();
  expect((await (await page.request.get('/api/v1/account')).json()).autoship.status).toBe('paused');
});
