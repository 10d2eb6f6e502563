import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expectAccessible, expectFitsScreen, sellOutPlainItem, signUpMember } from './helpers.ts';
import { waitForMail } from './mailbox.ts';
import { DEMO_STAFF, signInStaff } from './staff.ts';
import { expect, test, waitForApp } from './test.ts';

/**
 * Issue 25, the console's Catalog area: a merchandiser checks a CSV file (a dry run naming the bad row), imports it,
 * and changes the new product's price, which the storefront's product page shows at once; a warehouse user restocks
 * an item a shopper is waiting for, and the back-in-stock e-mail arrives at the mail sink. Axe on every page.
 */

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'the console is for desktop and tablet widths');
});

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForApp(page);
  return response;
}

/** A brand and a category the store has, read from the export (the merchandiser's own session). */
async function knownKeys(page: Page): Promise<{ brand: string; category: string }> {
  const exported = await page.request.get('/api/admin/catalog/export.csv');
  expect(exported.status()).toBe(200);
  const [first] = parse(await exported.text(), { columns: true, to: 1 }) as Record<string, string>[];
  return { brand: first!.brand!, category: first!.category! };
}

test('a merchandiser checks and imports a CSV, then changes the new product’s price, which the store shows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInStaff(page, DEMO_STAFF.merchandiser);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Catalog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Products, by title' }).getByRole('row')).toHaveCount(26);
  await expectAccessible(page);

  const { brand, category } = await knownKeys(page);
  const sku = `E2E-${Date.now()}`;
  const title = `Journey Granola ${sku}`;
  const csv = [
    'sku,title,brand,category,price,msrp,map_price,map_enabled,autoship_price,min_qty,max_qty,is_available,short_description,description',
    `${sku},${title},${brand},${category},6.49,7.99,,no,,,,yes,Crunchy oats.,`,
    `${sku}-BAD,Bad Granola,${brand},${category},cheap,7.99,,no,,,,yes,,`,
  ].join('\n');

  await page.getByRole('link', { name: 'Import or export CSV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
  await expect(page.getByRole('heading', { name: 'Dry run: nothing was written' })).toBeVisible();
  await expect(page.getByText('1 of 2 rows can be imported; 1 problems.')).toBeVisible();
  const bad = page.getByRole('table', { name: 'Rows that cannot be imported' }).getByRole('row').nth(1);
  await expect(bad).toContainText('3');
  await expect(bad).toContainText('price');
  await expect(bad).toContainText("'cheap' is not a price");
  await expectAccessible(page);
  const before = await page.request.get(`/api/admin/catalog/products?q=${sku}`);
  expect((await before.json()).total).toBe(0);

  await page.getByRole('button', { name: 'Import 1 rows' }).click();
  await expect(page.getByText(/1 of 1 rows written: 1 new, 0 changed\. Done\./)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Rows imported' })).toHaveAttribute('value', '100');

  // The new product in the list, found from the keyboard, then its edit form: a rule's message first, then the
  // new price saved.
  await open(page, '/admin/catalog');
  await page.getByLabel('Search products').focus();
  await page.keyboard.type(sku);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${sku}`));
  const found = page.getByRole('link', { name: title });
  await expect(found).toBeVisible();
  await found.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectAccessible(page);
  await expectFitsScreen(page);
  await page.getByLabel('Price', { exact: true }).fill('9.99');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('The MSRP cannot be below the price.')).toBeVisible();
  await expect(page.getByLabel('MSRP')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Price', { exact: true }).fill('5.25');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Saved. The store shows the change now.')).toBeVisible();

  const urlKey = (await page.getByRole('link', { name: /^\/p\// }).textContent())!.slice(3);
  await open(page, `/p/${urlKey}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('$5.25').first()).toBeVisible();

  // A tablet's width: the list and the form still fit.
  await page.setViewportSize({ width: 820, height: 1100 });
  await open(page, `/admin/catalog?q=${sku}`);
  await expectFitsScreen(page);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('button', { name: 'Save product' })).toBeVisible();
  await expectFitsScreen(page);
});

test('a warehouse user restocks an item a shopper waits for, and the reminder e-mail arrives', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `restock-${Date.now()}@example.com`;
  await signUpMember(
    request,
    { email, password: 'correct horse battery', firstname: 'Wren', lastname: 'Waiter' },
    { hear_about_us: 'A friend' },
  );
  const item = await sellOutPlainItem(request, { listingPage: 4 });
  const reminded = await request.post('/api/v1/account/reminders', { data: { product: item.id } });
  expect(reminded.status(), await reminded.text()).toBe(200);

  await signInStaff(page, DEMO_STAFF.warehouse);
  await open(page, `/admin/catalog/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  // The warehouse counts stock but does not change products: the form is there, read-only, without Save.
  await expect(page.getByText('Your role can read this product but not change it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save product' })).toHaveCount(0);
  await expectAccessible(page);
  const units = page.getByLabel('Units on hand');
  await expect(units).toHaveValue('0');
  await units.fill('24');
  await units.press('Enter');
  await expect(page.getByText('Stock is 24. Shoppers waiting for it are being e-mailed.')).toBeVisible();

  const mail = await waitForMail(email, /^Back in stock: /);
  expect(mail.subject).toBe(`Back in stock: ${item.title}`);
});
