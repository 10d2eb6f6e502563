import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './helpers.ts';
import { expect, test } from './test.ts';

/**
 * Issue 12, §4 'Checkout with a new card' and 'EBT is advertised but cannot be set up', as a new shopper tries them:
 * a lead at /checkout is told checkout is for members; a SNAP shopper adds an EBT card from the balance page, sees
 * its balance, types a new card at checkout and pays with both (EBT for the eligible food, the card for the rest),
 * and the balance goes down by what EBT paid.
 */

const address = {
  firstname: 'Sam',
  lastname: 'Snap',
  street1: '1 Market St',
  street2: '',
  city: 'San Francisco',
  postcode: '94105',
  region_code: 'CA',
  telephone: '415-555-0143',
};

/** The fields this journey reads from the store's answers (a token, a saved card). */
type Answer = { token: string; card: { id: number } };

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<Answer> {
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Answer;
}

async function register(request: APIRequestContext, label: string) {
  const email = `ebt.${label}.${Date.now()}@example.com`;
  await ok(
    await request.post('/api/v1/auth/register', {
      data: { email, password: 'journey password 1', firstname: 'Sam', lastname: 'Snap' },
    }),
  );
  await ok(await request.post('/api/v1/account/address', { data: address }));
}

/** A member with an address and no card left on file (joined with a Visa, then removed it). */
async function memberWithoutCard(request: APIRequestContext, label: string) {
  await register(request, label);
  const { token } = await ok(
    await request.post('/api/v1/payment-gateway/test/tokens', {
      data: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
    }),
  );
  const { card } = await ok(await request.post('/api/v1/account/cc', { data: { token, ...address } }));
  await ok(await request.post('/api/v1/membership', { data: { plan_code: 3, payment_token: token } }));
  await ok(await request.delete(`/api/v1/account/cc/${card.id}`));
}

type Listed = {
  id: number;
  in_stock: boolean;
  product_type: string;
  box_type: string;
  sold_as_fresh: string | null;
  tc_product_type: string | null;
  ebt_eligibility: number;
  restriction_tag: unknown;
};

/** A plain in-stock grocery product of the category, SNAP-eligible or not. */
async function productIn(request: APIRequestContext, category: string, ebt: boolean): Promise<number> {
  const page = await (await request.get(`/api/v1/products?filter[category]=${category}&page_size=48`)).json();
  const product = (page.products as Listed[]).find(
    (p) =>
      p.in_stock &&
      p.product_type === 'simple' &&
      p.box_type === 'grocery' &&
      !p.sold_as_fresh &&
      !p.tc_product_type &&
      !p.restriction_tag &&
      Boolean(p.ebt_eligibility) === ebt,
  );
  if (!product) throw new Error(`no ${ebt ? 'SNAP-eligible' : 'other'} grocery product in ${category}`);
  return product.id;
}

/** A new shopper is asked once how they heard about us, whenever it opens: closed as a shopper would. */
async function dismissHowDidYouHear(page: Page) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'How did you hear about us?' }), async () => {
    await page.getByRole('button', { name: 'No thanks, close' }).click();
  });
}

test('a lead who opens checkout is told checkout is for members and shown the way to join', async ({
  page,
}) => {
  await dismissHowDidYouHear(page);
  await register(page.request, `lead-${test.info().project.name}`);
  const response = await page.goto('/checkout');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout is for members' })).toBeVisible();
  await expect(page.getByText('Checkout is for members. Please start your membership first.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'See membership plans' }).click();
  await expect(page).toHaveURL(/\/membership\/payment\/plans/);
});

test('SNAP shopper: adds an EBT card, sees its balance, pays with EBT and a card typed at checkout', async ({
  page,
}) => {
  // Three pages of setup and a checkout: longer than one page's journey on a shared two-core machine.
  test.setTimeout(120_000);
  await dismissHowDidYouHear(page);
  await memberWithoutCard(page.request, test.info().project.name);
  const year = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

  // The balance page with no card offers to add one; the payment methods page opens the EBT form.
  await page.goto('/account/ebt_balance');
  await expect(page.getByText('No EBT card on file')).toBeVisible();
  await page.getByRole('link', { name: 'Add an EBT card' }).click();
  await expect(page).toHaveURL(/\/account\/payment-methods\?add=ebt/);
  const ebtForm = page.getByRole('form', { name: 'Add an EBT card' });
  await ebtForm.getByLabel('EBT card number').fill('5077 0000 0000 0007');
  await ebtForm.getByLabel('Expiration (MM/YY)').fill(`12/${year}`);
  await expectAccessible(page);
  await ebtForm.getByRole('button', { name: 'Save EBT card' }).click();
  await expect(page.getByText(/EBT card ending in 0007/).first()).toBeVisible();

  await page.getByRole('link', { name: 'Check your EBT balance' }).click();
  await expect(page.getByText('Your EBT balance is $125.00')).toBeVisible();
  await expectAccessible(page);

  // One SNAP-eligible item and one that is not.
  const food = await productIn(page.request, 'food', true);
  const other = await productIn(page.request, 'household', false);
  for (const product_id of [food, other]) {
    await ok(await page.request.post('/api/v1/carts/product', { data: { product_id, qty: 1 } }));
  }

  await page.goto('/checkout');
  const cardForm = page.getByRole('form', { name: 'Add a card' });
  await expect(cardForm).toBeVisible();
  await expect(cardForm.getByRole('button', { name: 'Save card' })).toHaveCount(0);
  // The expiry and the security code sit on one line: both read in one go, as the page may still be moving.
  await expect(page.getByText(/Grocery shipping: arrives/).first()).toBeVisible();
  const tops = await cardForm.evaluate((form) => {
    const top = (name: string) => form.querySelector(`input[name="${name}"]`)?.getBoundingClientRect();
    return { expiry: top('cc-exp'), cvc: top('cvc') };
  });
  if (!tops.expiry || !tops.cvc) throw new Error('card fields not laid out');
  if (tops.cvc.x > tops.expiry.x) expect(Math.abs(tops.cvc.top - tops.expiry.top)).toBeLessThanOrEqual(1);
  await cardForm.getByLabel('Card number').fill('4242 4242 4242 4242');
  await cardForm.getByLabel('Expiration (MM/YY)').fill(`12/${year}`);
  await cardForm.getByLabel('Security code').fill('123');
  await page.getByRole('checkbox', { name: /Pay for SNAP-eligible items with EBT/ }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page)
    .toHaveURL(/\/checkout\/success\?order=\d+/)
    .catch(async (failure: Error) => {
      const refusal = await page.locator('.form-error:not(.is-empty)').allTextContents();
      throw new Error(
        `Place order did not finish: ${refusal.join(' ') || 'nothing said'}\n${failure.message}`,
      );
    });

  // EBT paid for the eligible item: the balance went down, and the typed card is now on file.
  const after = await (await page.request.get('/api/v1/account/ebt_balance')).json();
  expect(after.balance).toBeLessThan(125);
  expect(after.balance).toBeGreaterThan(0);
  const { cards } = await (await page.request.get('/api/v1/account/cc')).json();
  expect(cards.map((card: { cc_label: string }) => card.cc_label)).toContain('Visa ending in 4242');
  await page.goto('/account/ebt_balance');
  await expect(page.getByText(`Your EBT balance is $${after.balance.toFixed(2)}`)).toBeVisible();
});
