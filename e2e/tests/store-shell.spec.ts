import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './test.ts';

/**
 * Issue 26, the shell: the owner's maintenance switch sends a shopper's open page to /maintenance and, once it is
 * off, back to the page they were on; and a browser whose cookies have grown past 4096 characters gets all but the
 * whitelisted ones dropped on its next request.
 */

const ADMIN = { authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` };

async function switchMaintenance(request: APIRequestContext, enabled: boolean): Promise<void> {
  const answer = await request.post('/api/admin/maintenance', {
    headers: ADMIN,
    data: { enabled, ...(enabled ? { note: 'e2e: the maintenance journey' } : {}) },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('the maintenance switch sends an open page to /maintenance and back', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto('/c/food');
  const listing = new URL(page.url()).pathname;
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();

  await switchMaintenance(request, true);
  try {
    // The next storefront call the open page makes answers the maintenance 500 (every server sees the switch
    // within MAINTENANCE_CACHE_MS, 2 s by default); adding to the cart is such a call.
    await expect
      .poll(async () => (await request.get('/api/v1/maintenance')).status(), { timeout: 10_000 })
      .toBe(500);
    await firstCard.getByRole('button', { name: /^Add/ }).first().click();
    await expect(page).toHaveURL(/\/maintenance\?from=/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: "We'll be right back" })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('from')).toContain(listing);
  } finally {
    await switchMaintenance(request, false);
  }
  // The page asks every 5 s and returns the shopper to the listing, loaded afresh.
  await expect(page).toHaveURL(new RegExp(`${listing}$`), { timeout: 20_000 });
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a cookie header over 4096 characters is cleaned to the whitelist', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/');
  const url = baseURL ?? '';
  // About 5 KB of a tag manager's leftovers, beside the visitor's id which the whitelist keeps.
  const leftovers = Array.from({ length: 10 }, (_, i) => ({
    name: `tm_leftover_${i}`,
    value: 'x'.repeat(500),
    url,
  }));
  await context.addCookies([...leftovers, { name: 'pantry_visitor', value: 'e2e-visitor-1', url }]);
  const before = (await context.cookies()).map((c) => c.name);
  expect(before.filter((name) => name.startsWith('tm_leftover_'))).toHaveLength(10);

  await page.goto('/c/food');
  const after = (await context.cookies()).map((c) => c.name);
  expect(after.filter((name) => name.startsWith('tm_leftover_'))).toEqual([]);
  expect(after).toContain('pantry_visitor');
  await expect(page.getByRole('article').first()).toBeVisible();
});
