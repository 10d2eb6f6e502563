import { readFile } from 'node:fs/promises';
import { expectAccessible, expectFitsScreen } from './helpers.ts';
import { DEMO_STAFF, signInStaff } from './staff.ts';
import { expect, test } from './test.ts';

/**
 * Issue 25, the console's Reports area: the demo owner signs in with the demo TOTP secret (README: Demo accounts),
 * opens Reports from the menu, then Sales by day, sees today's demo orders in its table, downloads its CSV and
 * reads the CSV's header; both pages are axe-clean, and the report fits a tablet held upright. Desktop project.
 */

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'the console is for desktop and tablet widths');
});

/** The store's calendar day (San Francisco) of an instant, as the report names its days. */
const storeDay = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date(at));

test('the owner reads sales by day, with today’s demo orders, and downloads it as CSV', async ({ page }) => {
  test.setTimeout(120_000);
  await signInStaff(page, DEMO_STAFF.owner);
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Sales by day' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/sales-by-day$/);
  const table = page.getByRole('table', { name: /^Sales by day, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/ });
  await expect(table).toBeVisible();
  // The demo's newest orders were placed about an hour before the store started: today, or just before midnight.
  const now = Date.now();
  const days = [...new Set([storeDay(now - 3 * 3_600_000), storeDay(now)])];
  let orders = 0;
  for (const day of days) {
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: day, exact: true }) });
    await expect(row).toHaveCount(1);
    orders += Number(await row.getByRole('cell').first().textContent());
  }
  expect(orders).toBeGreaterThan(0);
  await expect(page.getByLabel('From')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByLabel('To')).toHaveValue(storeDay(now));
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^pantry-sales-by-day-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await readFile((await download.path()) as string, 'utf8');
  expect(csv.split('\n')[0]).toBe('day,orders,sales,refunds,net');
  expect(csv.trim().split('\n')).toHaveLength(31);

  // Days the report refuses: the form stays, with the reason.
  await page.getByLabel('From').fill('2026-03-02');
  await page.getByLabel('To').fill('2026-03-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('alert')).toHaveText('The start date is after the end date.');

  // A tablet held upright still shows the whole report page.
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto('/admin/reports/thrive-cash-liability');
  await expect(page.getByRole('table', { name: /^Thrive Cash liability, as of / })).toBeVisible();
  await expectFitsScreen(page);
  await expectAccessible(page);
});
