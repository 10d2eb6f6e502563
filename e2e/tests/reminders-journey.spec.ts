import { expect, test } from '@playwright/test';
import { expectAccessible, sellOutPlainItem, signUpMember } from './helpers.ts';
import { waitForMail } from './mailbox.ts';

/**
 * Issue 24's reminders: a member who is not signed in presses 'Remind me when in stock' on an out-of-stock item,
 * signs in and comes back to the item with the reminder set ('Reminder Set', disabled, also after a reload); the
 * account lists it with its expiry; an operator restocks the item through the admin API and the back-in-stock
 * e-mail arrives by SMTP, after which the account says it was e-mailed. Axe is clean on each page.
 */

const ADMIN = { authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` };
const PASSWORD = 'correct horse battery';

test('a member sets a reminder on an out-of-stock item, an operator restocks it, and the e-mail arrives', async ({
  page,
  request,
}) => {
  test.slow();
  const project = test.info().project.name;
  const email = `reminded-${Date.now()}-${project}@example.com`;
  // A separate request context: the browser stays a visitor until it signs in.
  await signUpMember(
    request,
    { email, password: PASSWORD, firstname: 'Remy', lastname: 'Minder' },
    { hear_about_us: 'A friend' },
  );
  // The n-th plain item of a food listing page, so the two projects (one server) each take their own.
  const item = await sellOutPlainItem(request, { listingPage: 3, n: project === 'phone' ? 1 : 0 });

  // The catalog's shared page is rendered afresh for this URL (the first visit with this query).
  await page.goto(`/p/${item.url_key}?from=reminders-${project}`);
  const remind = page.getByRole('link', { name: `Remind me when in stock for ${item.title}` }).first();
  await expect(remind).toBeVisible();
  await remind.click();
  await expect(page).toHaveURL(/\/login\?route=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back on the item, signed in: the reminder was made, and the wish left the address.
  await expect(page).toHaveURL(new RegExp(`/p/${item.url_key}\\?from=reminders-${project}$`));
  const set = page.getByRole('button', { name: `Reminder Set for ${item.title}` }).first();
  await expect(set).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('button', { name: `Reminder Set for ${item.title}` }).first()).toBeDisabled();
  await expectAccessible(page);

  // The account lists it, with its expiry, 90 days on.
  await page.goto('/account');
  await page.getByRole('link', { name: /^Reminders/ }).click();
  await expect(page).toHaveURL(/\/account\/reminders$/);
  const entry = page.getByRole('listitem').filter({ hasText: item.title });
  await expect(entry).toContainText(/Waiting for stock · Expires on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expectAccessible(page);

  // The operator restocks; the dispatcher e-mails the reminder through SMTP.
  const restocked = await request.post(`/api/admin/products/${item.id}/stock`, {
    headers: ADMIN,
    data: { qty: 30 },
  });
  expect(restocked.status(), await restocked.text()).toBe(200);
  const mail = await waitForMail(email, /^Back in stock: /);
  expect(mail.raw.replace(/=\r?\n/g, '')).toContain(`/p/${item.url_key}`);

  await expect
    .poll(async () => {
      await page.reload();
      return (await entry.textContent()) ?? '';
    })
    .toContain('Back in stock: we e-mailed you');
});
