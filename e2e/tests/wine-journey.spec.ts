import type { Page } from '@playwright/test';
import { expectAccessible, isPhone } from './helpers.ts';
import { expect, test } from './test.ts';

/**
 * Issue 23 §3's journey: a new member buys wine. They join (plans → account → test card), add a wine from its
 * product page, and at checkout confirm their date of birth: a date under 21 is refused on the page, a date 21 or
 * more years back is taken, and the order is placed with the signature notice.
 */

async function join(page: Page, email: string) {
  await page.goto('/membership/payment/plans');
  await page.getByRole('radio', { name: /Annual/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/membership\/payment\/account/);
  await page.getByLabel('First name').fill('Vin');
  await page.getByLabel('Last name').fill('Newman');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('journey password 1');
  await page.getByRole('button', { name: 'Create account and continue' }).click();
  await expect(page).toHaveURL(/\/membership\/payment\/method/);
  const card = page.getByRole('form', { name: 'Add a card' });
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiration (MM/YY)').fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await card.getByLabel('Security code').fill('123');
  await card.getByLabel('Street address').fill('500 Howard St');
  await card.getByLabel('ZIP code').fill('94105');
  await expect(card.getByLabel('City')).toHaveValue('San Francisco');
  await card.getByLabel('Mobile number').fill('415-555-0199');
  await card.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText(/Visa ending in 4242/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Join Pantry' }).click();
  await expect(page).toHaveURL(/\/membership\/payment\/confirmation/);
}

/** An in-stock wine from the wine listing, as the API lists it. */
async function aWine(page: Page): Promise<{ url_key: string; title: string }> {
  const listing = await (
    await page.request.get('/api/v1/products?filter[category]=wine&page_size=48')
  ).json();
  const wine = (
    listing.products as { url_key: string; title: string; in_stock: boolean; box_type: string }[]
  ).find((p) => p.in_stock && p.box_type === 'wine');
  if (!wine) throw new Error('no wine in stock');
  return wine;
}

test('a new member buys wine: joins, adds a wine, confirms a date of birth at checkout, places the order', async ({
  page,
}) => {
  const email = `wine.${isPhone(page) ? 'phone' : 'desktop'}.${Date.now()}@example.com`;
  // A new shopper is asked once how they heard about us, on whichever page comes first: they close it.
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'How did you hear about us?' }), async () => {
    await page.getByRole('button', { name: 'No thanks, close' }).click();
  });
  await join(page, email);
  expect(await (await page.request.get('/api/v1/account')).json()).toMatchObject({
    user_status: 'member',
    is_over_21: false,
    date_of_birth: null,
  });

  const wine = await aWine(page);
  await page.goto(`/p/${wine.url_key}`);
  // A click before hydration does nothing; the shopper would click again.
  await expect(async () => {
    await page
      .getByRole('button', { name: `Add 1 ${wine.title} to cart` })
      .first()
      .click({ timeout: 2_000 });
    await expect(page.getByRole('group', { name: `Quantity of ${wine.title} in cart` }).first()).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect
    .poll(async () => (await (await page.request.get('/api/v1/carts')).json()).total_items_in_cart)
    .toBe(1);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // A new member has no shipping address yet: the form is open.
  await page.getByLabel('First name').first().fill('Vin');
  await page.getByLabel('Last name').first().fill('Newman');
  await page.getByLabel('Street address').first().fill('500 Howard St');
  await page.getByLabel('ZIP code').first().fill('94105');
  await expect(page.getByLabel('City').first()).toHaveValue('San Francisco');
  await page.getByLabel('Mobile number').first().fill('415-555-0199');
  await page.getByRole('button', { name: 'Save and use this address' }).click();
  await expect(page.getByText(/500 Howard St/).first()).toBeVisible();

  // Wine asks for a date of birth; Place order before it says so.
  const birth = page.getByLabel('Date of birth');
  await expect(birth).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Please confirm your date of birth to buy wine').first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  // Under 21 is refused on the page, and nothing is stored.
  const twentyYearsAgo = `${new Date().getFullYear() - 20}-01-15`;
  await birth.fill(twentyYearsAgo);
  await page.getByRole('button', { name: 'Confirm date of birth' }).click();
  await expect(page.getByText('Sorry, you must be 21 or older').first()).toBeVisible();
  expect((await (await page.request.get('/api/v1/account')).json()).date_of_birth).toBeNull();

  await birth.fill('1990-07-04');
  await page.getByRole('button', { name: 'Confirm date of birth' }).click();
  await expect(page.getByText('Date of birth: July 4, 1990 (confirmed, 21 or older)')).toBeVisible();
  await expect(
    page.getByText('Signature required upon delivery. Must be at least 21 yrs+.').first(),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);
  const account = await (await page.request.get('/api/v1/account')).json();
  expect(account).toMatchObject({ is_over_21: true, date_of_birth: '1990-07-04' });
  const increment = new URL(page.url()).searchParams.get('order');
  const order = await (await page.request.get(`/api/v1/account/order/${increment}`)).json();
  expect(order.order ?? order).toMatchObject({ signature_required: true });
});
