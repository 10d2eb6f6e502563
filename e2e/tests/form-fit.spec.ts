import type { Page } from '@playwright/test';
import { isPhone } from './helpers.ts';
import { expect, test } from './test.ts';

/**
 * Issue 23: the create-account form spilled 80 px out of its card at 768–1366 px wide (two name inputs side by side
 * kept their default width). Every part of each sign-up form must lie inside its card, at phone to desktop widths.
 */

const WIDTHS = [375, 600, 768, 900, 1024, 1280, 1366, 1440];
const FORMS = [
  { name: 'Create account on /login', url: '/login?mode=register', ready: 'First name' },
  { name: "joining's account step", url: '/membership/payment/account?plan=3', ready: 'First name' },
];

/** The form's parts whose box leaves its card's, as 'tag.class: N px past the right edge'. */
async function outsideTheCard(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const card = document.querySelector('.form-card:has(form)')!;
    const edge = card.getBoundingClientRect();
    const out: string[] = [];
    for (const part of Array.from(card.querySelectorAll<HTMLElement>('form *'))) {
      const box = part.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const past = Math.max(box.right - edge.right, edge.left - box.left);
      if (past > 0.5)
        out.push(`${part.tagName.toLowerCase()}.${part.className}: ${Math.round(past)} px outside`);
    }
    return out;
  });
}

for (const form of FORMS) {
  test(`${form.name} fits its card from 375 to 1440 px wide`, async ({ page }) => {
    test.skip(isPhone(page), 'the widths are set here, phones included');
    await page.goto(form.url);
    await expect(page.getByLabel(form.ready)).toBeVisible();
    const found: Record<number, string[]> = {};
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const outside = await outsideTheCard(page);
      if (outside.length) found[width] = outside;
    }
    expect(found).toEqual({});
  });
}
