import type { Page } from '@playwright/test';
import { expectAccessible } from './helpers.ts';
import { DEMO_STAFF, signInStaff } from './staff.ts';
import { expect, test } from './test.ts';

/**
 * Issue 26, sponsored products: a merchandiser places a product first on a search in /admin/sponsored; a shopper's
 * search shows it first, marked 'Sponsored'; seen, scrolled past and back, and clicked, the card counts one
 * impression and one click for that page view in the placement report. Axe on the page with its form open.
 */

type Figures = { object_tracking_id: string; slot_key: string; impressions: number; clicks: number };

async function figuresFor(page: Page, term: string): Promise<Figures | undefined> {
  const report = await (await page.request.get('/api/admin/sponsored/report')).json();
  return (report.placements as Figures[]).find((placement) => placement.slot_key === term);
}

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'the console is for desktop and tablet widths');
});

test('a product placed on a search shows first on it, marked Sponsored', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const term = 'granola';
  const found = await (await page.request.get('/api/v1/products?q=coffee&page_size=1')).json();
  const product = found.products[0] as { id: number; title: string };

  await signInStaff(page, DEMO_STAFF.merchandiser);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Sponsored' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sponsored' })).toBeVisible();
  await page.getByRole('button', { name: 'New placement' }).click();
  const form = page.getByRole('form', { name: 'New placement' });
  await form.getByLabel('Slot').selectOption('search');
  await form.getByLabel('Category, search term or brand').fill(term);
  await form.getByLabel('Product id').fill(String(product.id));
  await form.getByLabel('Position (1 is first)').fill('1');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Create placement' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('table', { name: 'Sponsored placements' })).toContainText(term);

  const context = await browser.newContext(test.info().project.use);
  const shopper = await context.newPage();
  await shopper.goto(`/search/results?q=${term}`);
  const card = shopper.getByRole('article').first();
  await expect(card).toContainText(product.title);
  await expect(card.getByRole('list', { name: 'Product highlights' })).toContainText('Sponsored');

  // Seen twice in one page view (scrolled away and back), then clicked: one impression, one click.
  await shopper.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await shopper.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(async () => (await figuresFor(page, term))?.impressions, { timeout: 10_000 }).toBe(1);
  await card.getByRole('heading').getByRole('link').click();
  await expect(shopper).toHaveURL(/\/p\//);
  await expect.poll(async () => (await figuresFor(page, term))?.clicks, { timeout: 10_000 }).toBe(1);
  expect((await figuresFor(page, term))?.impressions).toBe(1);
  await context.close();
});
