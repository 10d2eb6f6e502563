import { expect, test } from './test.ts';

/**
 * Issue 22, a render that fails, fails, as a shopper sees it: never a blank page. The e2e server runs with the
 * test-only TEST_RENDER_FAULTS, so `?render-fault=<place>` plants a component that throws there
 * (apps/web/app/lib/render-fault.tsx); the statuses, headers and logs are the API tests' (render-failures.test.ts).
 */

const OOPS = { name: 'Oops!' };

test('a page whose body throws on the server shows the error screen, with a 500', async ({ page }) => {
  const response = await page.goto('/c/food?render-fault=page');
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', OOPS)).toBeVisible();
  await expect(page.getByText('Something went wrong, we apologize.')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a render that throws in the browser after hydration shows the route’s error screen, not a blank page', async ({
  page,
}) => {
  await page.goto('/c/food');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A client-side navigation: the listing renders in the browser and throws there.
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter.navigate('/c/food?render-fault=page'),
  );
  await expect(page.getByRole('heading', OOPS)).toBeVisible();
  // The store's frame is still there around it: the shopper can search or go home.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Homepage' })).toBeVisible();
});

test.describe('an account page that streams', () => {
  // A shopper's browser: headless Chromium's own User-Agent reads as a crawler, which gets whole pages.
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });

  test('a streamed section that fails after the page was sent shows the route’s error screen', async ({
    page,
  }) => {
    const email = `render-fault-${Date.now()}@example.com`;
    const registered = await page.request.post('/api/v1/auth/register', {
      data: { email, password: 'a long enough password 1', firstname: 'Rhea', lastname: 'Fault' },
    });
    expect(registered.status()).toBe(200);
    const response = await page.goto('/account?render-fault=late-section');
    // The page's first part went out with its 200 before the section failed.
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', OOPS)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
