import { test as base, expect, type Page } from '@playwright/test';

/**
 * Playwright's `test` with a page whose `goto` and `reload` wait until the store's app is running (root.tsx sets
 * `<html data-hydrated>`). Catalog pages paint before their JavaScript loads (issue 12), and a click on a button
 * that only works once React runs would otherwise be lost, as a quick shopper's would.
 */
export async function waitForApp(page: Page): Promise<void> {
  // Only the store's pages (React Router's context is in their HTML); not the API docs or a JSON answer.
  const storePage = await page.evaluate(() => '__reactRouterContext' in window);
  if (storePage) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      if (response?.headers()['content-type']?.startsWith('text/html')) await waitForApp(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      if (response?.headers()['content-type']?.startsWith('text/html')) await waitForApp(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
