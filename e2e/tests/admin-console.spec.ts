import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectAccessible, expectFitsScreen } from './helpers.ts';
import { waitForMail } from './mailbox.ts';
import { DEMO_STAFF, freshStaffCode } from './staff.ts';
import { expect, test, waitForApp } from './test.ts';
import { totpCode } from './totp.ts';

/**
 * Issue 25's foundation: the owner signs in with the demo TOTP secret (README: Demo accounts), invites a support
 * agent, the agent accepts from the e-mailed link and enrols an authenticator, and the owner reads both in the
 * audit log. Every console page is checked with axe and from the keyboard; the agent meets the 403 page on Staff.
 * The console is for desktop and tablet widths, so it runs in the desktop project (a tablet check resizes it).
 */

const OWNER = DEMO_STAFF.owner;

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'the console is for desktop and tablet widths');
});

/** Opens a console page in a page of another context (no waiting `goto` there) and waits for it to run. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForApp(page);
  return response;
}

async function signInAsOwner(page: Page) {
  await open(page, '/admin/login');
  // Keyboard only: the e-mail field is the first thing after the skip link and the store's name.
  await page.getByLabel('E-mail').focus();
  await page.keyboard.type(OWNER.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(OWNER.password);
  await page.keyboard.press('Enter');
  const code = page.getByLabel('Six-digit code');
  await expect(code).toBeFocused();
  await page.keyboard.type(await freshStaffCode(OWNER.email));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * From the top of a freshly loaded page: Tab reaches the skip link first, which moves focus to the page, and the
 * console's menu follows the store's name in order.
 */
async function expectKeyboardFrame(page: Page, menu: string[]) {
  await page.reload();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#console-main')).toBeFocused();
  await page.getByRole('link', { name: /Pantry\s*Console/ }).focus();
  for (const label of menu) {
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: label }),
    ).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeFocused();
}

/** The invitation link in the e-mail (quoted-printable may wrap it and write '=' as =3D). */
async function inviteLinkFor(email: string): Promise<string> {
  const message = await waitForMail(email, /invited/i);
  const text = message.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const link = /https?:\/\/[^\s"<>]+\/admin\/invite\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error('no invitation link in the e-mail');
  return link;
}

async function newPage(browser: Browser) {
  const context = await browser.newContext(test.info().project.use);
  return { context, page: await context.newPage() };
}

async function expectRedirectToSignIn(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(302);
  expect(response.headers().location, path).toMatch(/^\/admin\/login(\?route=.*)?$/);
}

test('a signed-out visitor to any console page is sent to the staff sign-in by a real redirect', async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  try {
    await expectRedirectToSignIn(request, '/admin');
    await expectRedirectToSignIn(request, '/admin/staff');
    await expectRedirectToSignIn(request, '/admin/audit?q=staff');
    const login = await request.get('/admin/login');
    expect(login.status()).toBe(200);
    expect(login.headers()['cache-control']).toBe('no-store');
  } finally {
    await request.dispose();
  }
});

test('the owner invites a support agent, who joins with an authenticator, and the audit log shows both', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsOwner(page);
  await expect(page.getByRole('heading', { level: 1, name: /Hello/ })).toBeVisible();
  await expect(page.getByText('Owner', { exact: true }).first()).toBeVisible();
  const areas = page
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: 'Staff' }) })
    .last();
  await expect(areas.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expectAccessible(page);
  await expectKeyboardFrame(page, [
    'Dashboard',
    'Orders',
    'Members',
    'Autoship',
    'Catalog',
    'Promotions',
    'Sponsored',
    'Reviews',
    'Gift cards',
    'Reports',
    'Tasks',
    'Staff',
    'Audit log',
    'Maintenance',
  ]);

  // The owner invites a support agent by e-mail.
  const agent = {
    email: `agent-${Date.now()}@pantry.test`,
    name: 'Avery Agent',
    password: 'agent-pass-2026',
  };
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Olivia Owner/ })).toBeVisible();
  await expectAccessible(page);
  // From the keyboard: the e-mail, the role (Support agent is the default), then Send invitation.
  await page.getByLabel('E-mail').focus();
  await page.keyboard.type(agent.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Role', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Role', { exact: true })).toHaveValue('support');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send invitation' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Invitation sent to ${agent.email}.`)).toBeVisible();
  const waiting = page.getByRole('table', { name: 'Invitations waiting' });
  await expect(waiting.getByRole('row', { name: new RegExp(agent.email) })).toContainText('Support agent');

  // The agent opens the e-mailed link in a browser of their own.
  const link = await inviteLinkFor(agent.email);
  const { context, page: agentPage } = await newPage(browser);
  try {
    const invite = await open(agentPage, link);
    expect(invite?.status()).toBe(200);
    await expect(agentPage.getByText(`${agent.email} · Support agent`)).toBeVisible();
    await expectAccessible(agentPage);
    await agentPage.getByLabel('Your name').focus();
    await agentPage.keyboard.type(agent.name);
    await agentPage.keyboard.press('Tab');
    await agentPage.keyboard.type(agent.password);
    await agentPage.keyboard.press('Enter');

    const secret = await agentPage.locator('[data-secret]').getAttribute('data-secret');
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await expectAccessible(agentPage);
    await agentPage.getByLabel('Six-digit code').focus();
    await agentPage.keyboard.type(totpCode(secret ?? ''));
    await agentPage.keyboard.press('Enter');

    const codes = agentPage.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
    await expectAccessible(agentPage);
    // Focus waits on the codes' heading; Copy and the way on follow it.
    await agentPage.keyboard.press('Tab');
    await expect(agentPage.getByRole('button', { name: 'Copy the codes' })).toBeFocused();
    await agentPage.keyboard.press('Enter');
    await expect(agentPage.getByRole('status')).toHaveText(/Copied the ten codes|did not allow copying/);
    await agentPage.keyboard.press('Tab');
    await expect(agentPage.getByRole('link', { name: /open the console/ })).toBeFocused();
    await agentPage.keyboard.press('Enter');
    await expect(agentPage.getByRole('heading', { level: 1, name: `Hello, ${agent.name}` })).toBeVisible();
    const menu = agentPage.getByRole('navigation', { name: 'Console' });
    await expect(menu.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

    // Staff is the owner's: the agent's browser gets the 403 page, with a real 403.
    const refused = await open(agentPage, '/admin/staff');
    expect(refused?.status()).toBe(403);
    await expect(
      agentPage.getByRole('heading', { level: 1, name: 'You can’t open this page' }),
    ).toBeVisible();
    await expect(agentPage.getByText('Your role does not allow this.')).toBeVisible();
    await expectAccessible(agentPage);
    await agentPage.getByRole('link', { name: 'Back to the dashboard' }).focus();
    await agentPage.keyboard.press('Enter');
    await expect(agentPage).toHaveURL(/\/admin$/);
  } finally {
    await context.close();
  }

  // The owner finds the invitation and the acceptance in the audit log, newest first.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expectAccessible(page);
  // The search matches actions, subjects and who acted: the staff changes, and of those the ones about the agent
  // (the owner's invitation names them in its 'after', their joining is theirs).
  await page.getByLabel('Search').fill('staff.');
  await page.getByLabel('Search').press('Enter');
  await expect(page).toHaveURL(/\/admin\/audit\?q=staff\./);
  const rows = page
    .getByRole('table', { name: /Audit log/ })
    .getByRole('row')
    .filter({ hasNot: page.locator('th[scope=col]') })
    .filter({ hasText: agent.email });
  await expect(rows).toHaveCount(2);
  // Newest first: the agent joining comes above the owner's invitation.
  await expect(rows.nth(0)).toContainText('staff.join');
  await expect(rows.nth(0)).toContainText(agent.name);
  await expect(rows.nth(1)).toContainText('staff.invite');
  await expect(rows.nth(1)).toContainText('Olivia Owner');
  await expectAccessible(page);
  await expectFitsScreen(page);

  // The owner makes the agent Warehouse, then disables them; the log shows the role's before and after.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
  await page.getByLabel(`Role for ${agent.name}`).selectOption('warehouse');
  await page.getByLabel(`Role for ${agent.name}`).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Save the role of ${agent.name}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${agent.name} is now Warehouse.`)).toBeVisible();
  await page.getByRole('button', { name: `Disable ${agent.name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${agent.name} is disabled.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(agent.name) })).toContainText('Disabled');
  await open(page, `/admin/audit?action=staff.update`);
  const update = page
    .getByRole('table', { name: /Audit log/ })
    .getByRole('row')
    .filter({ hasText: 'role' })
    .first();
  const roleChange = update.locator('dd', { has: page.locator('del', { hasText: /^support$/ }) });
  await expect(roleChange.locator('ins')).toHaveText('warehouse');

  // Tablet width: the frame and the tables fit, and the menu is still there.
  await page.setViewportSize({ width: 820, height: 1180 });
  await expectFitsScreen(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expectFitsScreen(page);
  await expectAccessible(page);

  // Sign out ends the session: the console is behind the sign-in again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await open(page, '/admin/audit');
  await expect(page).toHaveURL(/\/admin\/login\?route=%2Fadmin%2Faudit$/);
  await expectAccessible(page);
});

test('the storefront pages carry none of the console’s code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
  });
  for (const path of ['/', '/c/food', '/search/results?q=peanut%20butter']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(0);
  // Class names and words only the console's files hold.
  expect(scripts.filter((text) => /console-bar|Staff sign-in|Keep your recovery codes/.test(text))).toEqual(
    [],
  );
});
