import type { Page } from '@playwright/test';
import { expectAccessible, expectFitsScreen } from './helpers.ts';
import { DEMO_STAFF, signInStaff } from './staff.ts';
import { expect, test, waitForApp } from './test.ts';

/**
 * Issue 25, Long work: a merchandiser raises every price of a category by 10% from the catalog list; the change
 * runs as a task whose progress bar the page follows to the end, and the store then shows the new price. Axe on
 * the price form, the task and the tasks page.
 */

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'the console is for desktop and tablet widths');
});

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

type Row = { id: number; category: string; price: number };
type Detail = { url_key: string; map_enabled: boolean; price_reduction: unknown; is_available: boolean };

/** A product whose store page shows its plain price (no MAP, no reduction), and its category's name. */
async function plainProduct(page: Page) {
  const list = (await (await page.request.get('/api/admin/catalog/products')).json()) as { products: Row[] };
  for (const row of list.products) {
    const detail = (await (await page.request.get(`/api/admin/catalog/products/${row.id}`)).json()) as Detail;
    if (!detail.map_enabled && !detail.price_reduction && detail.is_available) return { ...row, ...detail };
  }
  throw new Error('no plain product on the first page');
}

const tenPercentUp = (dollars: number) => Math.floor((Math.round(dollars * 100) * 11_000 + 5_000) / 10_000);
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('a merchandiser raises a category’s prices by 10% and watches the task reach done; the store shows the new price', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInStaff(page, DEMO_STAFF.merchandiser);
  const product = await plainProduct(page);

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Catalog' }).click();
  await page.getByLabel('Search products').fill(product.category);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?q=/);
  const all = page.getByRole('link', { name: /^Change prices of all \d+ matching$/ });
  const count = Number((await all.textContent())!.match(/\d+/)![0]);
  await all.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Change prices' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(
    `All ${count} products matching “${product.category}”.`,
  );
  await expectAccessible(page);
  await page.getByLabel('Percent', { exact: true }).fill('10');
  await page.getByRole('button', { name: `Change ${count} prices` }).click();

  await expect(page).toHaveURL(/\/admin\/tasks\/\d+$/);
  const progress = page.getByRole('progressbar', { name: /Prices \+10% on .* products: progress/ });
  await expect(progress).toBeVisible();
  // The worker runs every 5 seconds; the page reads the task again each second until it is done.
  await expect(page.getByRole('status')).toHaveText('Done.', { timeout: 30_000 });
  await expect(progress).toHaveAttribute('value', String(count));
  await expectAccessible(page);

  await page.getByRole('link', { name: '← Tasks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Tasks, newest first' }).getByRole('row').nth(1);
  await expect(row).toContainText('Prices +10%');
  await expect(row).toContainText('Done');
  await expectAccessible(page);
  await expectFitsScreen(page);

  await open(page, `/p/${product.url_key}`);
  await expect(page.getByText(money(tenPercentUp(product.price))).first()).toBeVisible();
});
