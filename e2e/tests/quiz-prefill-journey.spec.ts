import type { Page } from '@playwright/test';
import { expectAccessible, signUpMember } from './helpers.ts';
import { expect, test } from './test.ts';

/**
 * Issue 24's quiz journey: a member takes the quickstart quiz by keyboard (each page axe-clean), turns the cart
 * prefill on at the summary and sees their cart prefilled once; a reload of the picks page adds nothing again, and
 * removing a prefilled line offers skip or never again (a never-item).
 */

type Line = { product_id: number; line_item_qty: number; is_cart_prefilled_item: boolean };

async function cartLines(page: Page): Promise<Line[]> {
  const cart = await (await page.request.get('/api/v1/carts')).json();
  return cart.boxes.flatMap((box: { items: Line[] }) => box.items);
}

/** Picks an answer with the keyboard (focus, Space) and continues. */
async function answer(page: Page, title: string, labels: string[]) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  for (const label of labels) {
    await page.getByLabel(label, { exact: true }).focus();
    await page.keyboard.press('Space');
  }
  await page.getByRole('button', { name: 'Continue' }).press('Enter');
}

test('a member takes the quickstart quiz and sees the cart prefilled once; a reload does not prefill it again', async ({
  page,
}) => {
  test.slow();
  await signUpMember(
    page.request,
    {
      email: `quiz-${Date.now()}-${test.info().project.name}@example.com`,
      password: 'correct horse battery',
      firstname: 'Quinn',
      lastname: 'Izzard',
    },
    { hear_about_us: 'A friend' },
  );

  await page.goto('/quiz');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Start Quickstart' }).click();
  await expect(page).toHaveURL(/\/quiz\/quickstart$/);
  await page.getByRole('link', { name: 'Start the quiz' }).click();
  await expect(page).toHaveURL(/\/quiz\/quickstart\/household-members$/);
  await expect(page.getByText('Let’s get you started')).toBeVisible();
  await expectAccessible(page);
  await answer(page, 'How many people do you shop for?', ['Just me']);
  await answer(page, 'Does anyone in your household follow a diet?', ['Vegan']);
  await answer(page, 'Shall we add fresh produce and dairy, delivered cold?', ['Not this time']);
  await answer(page, 'What do you buy most often?', ['Pantry staples', 'Breakfast']);
  await expect(page).toHaveURL(/\/quiz\/quickstart\/snacks$/);
  await answer(page, 'How often do you reach for a snack?', ['Every day']);
  await answer(page, 'Which snacks do you like?', ['Nut butters and spreads']);
  await expect(page).toHaveURL(/\/quiz\/quickstart\/shopping-lists$/);
  await expectAccessible(page);
  await answer(page, 'What is always on your shopping list?', ['Sparkling water']);

  await expect(page).toHaveURL(/\/quiz\/quickstart\/summary$/);
  await expect(page.getByText('Just me')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Fill my cart with picks from my answers').check();
  await page.getByRole('button', { name: 'See my picks' }).click();
  await expect(page).toHaveURL(/\/quiz\/address$/);
  await expect(page.getByText('1 Market St')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Continue to my picks' }).click();

  await expect(page).toHaveURL(/\/quiz\/picks$/);
  // 'Just me' asks for a basket of 6.
  await expect(page.getByText('We added 6 products to your cart. Remove any you don’t want.')).toBeVisible();
  await expect(page.locator('.quiz-picks li')).toHaveCount(6);
  await expectAccessible(page);
  const prefilled = await cartLines(page);
  expect(prefilled).toHaveLength(6);
  expect(prefilled.every((line) => line.is_cart_prefilled_item)).toBe(true);

  await page.reload();
  await expect(page.getByText('Your picks are already in your cart.')).toBeVisible();
  await expect(page.locator('.quiz-picks li')).toHaveCount(6);
  expect(await cartLines(page)).toEqual(prefilled);

  await page.goto('/cart');
  const remove = page.getByRole('button', { name: /^Remove .* from cart$/ }).first();
  await remove.click();
  await expect(page.getByRole('button', { name: 'Never show me this' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Skip this time' }).first().click();
  await expect.poll(async () => (await cartLines(page)).length).toBe(5);

  // Never again: the line goes and the product joins the never-items, which no prefill or recommendation shows.
  const next = (await cartLines(page))[0] as Line;
  await page
    .getByRole('button', { name: /^Remove .* from cart$/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Never show me this' }).first().click();
  await expect(page.getByText(/We won’t suggest .* again\./)).toBeVisible();
  await expect.poll(async () => (await cartLines(page)).length).toBe(4);
  const never = await (await page.request.get('/api/v1/account/neverlist')).json();
  expect(never.items).toContain(next.product_id);
});

test('the quiz pages are server-rendered with real statuses and pass axe for a visitor', async ({ page }) => {
  const html = await page.request.get('/quiz/quickstart/household-members');
  expect(html.status()).toBe(200);
  expect(await html.text()).toContain('How many people do you shop for?');
  expect((await page.request.get('/quiz/quickstart/no-such-question')).status()).toBe(404);
  expect((await page.request.get('/quiz/no-such-quiz')).status()).toBe(404);
  const address = await page.request.get('/quiz/address', { maxRedirects: 0 });
  expect(address.status()).toBe(302);
  expect(address.headers().location).toContain('/login?route=%2Fquiz%2Faddress');

  for (const path of ['/quiz/vNextQuizv1', '/quiz/gift', '/quiz/picks']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
  await page.goto('/quiz/vNextQuizv1/values');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Which values matter most to you?' }),
  ).toBeVisible();
  await expectAccessible(page);
});
