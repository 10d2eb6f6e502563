import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The number in the listing's result count ("1,234 products"). */
export async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator('.result-count').textContent()) ?? '';
  return Number(text.replace(/[^0-9]/g, ''));
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Searches through the header's search box, as a shopper types it. */
export async function searchFor(page: Page, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search products, brands and categories' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/results\?q=/);
}

/** axe-core on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
