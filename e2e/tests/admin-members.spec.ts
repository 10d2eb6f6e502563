import { expectAccessible, expectFitsScreen, signUpMember } from './helpers.ts';
import { DEMO_STAFF, signInStaff } from './staff.ts';
import { expect, test } from './test.ts';

/**
 * Issue 25, the console's Members area: the demo support agent signs in with the demo TOTP secret (README: Demo
 * accounts), finds a new member by e-mail, reads their page, and adjusts their Thrive Cash with a reason after
 * confirming what it will do; the member sees it in their own Thrive Cash; then the owner signs in and finds the
 * agent's adjustment in the audit log, with who made it and the balance before → after. Desktop project.
 */

const SUPPORT = DEMO_STAFF.support;

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'the console is for desktop and tablet widths');
});

test('a support agent adjusts a member’s Thrive Cash with a reason, and the owner sees it in the audit log', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `members.${Date.now()}@example.com`;
  await signUpMember(
    page.request,
    { email, password: 'members journey 1', firstname: 'Mina', lastname: 'Member' },
    { hear_about_us: 'A friend' },
  );
  const { id } = (await (await page.request.get('/api/v1/account')).json()) as { id: number };

  // The support agent, in a browser of their own.
  const context = await browser.newContext(test.info().project.use);
  const agent = await context.newPage();
  try {
    await signInStaff(agent, SUPPORT);
    await agent.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Members' }).click();
    await expect(agent.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    await agent.getByLabel('E-mail, name or account number').fill(email);
    await agent.getByLabel('E-mail, name or account number').press('Enter');
    await expect(agent).toHaveURL(/\/admin\/members\?q=/);
    const found = agent.getByRole('table', { name: /Shoppers/ }).getByRole('link', { name: 'Mina Member' });
    await expect(found).toHaveCount(1);
    await expectAccessible(agent);

    await found.focus();
    await agent.keyboard.press('Enter');
    await expect(agent).toHaveURL(new RegExp(`/admin/members/${id}$`));
    await expect(agent.getByRole('heading', { level: 1, name: 'Mina Member' })).toBeVisible();
    await expect(agent.getByTestId('membership-facts')).toContainText('Annual');
    await expect(agent.getByTestId('thrive-cash-available')).toHaveText('$0.00');
    await expectAccessible(agent);

    // Adjust: a goodwill credit with its reason, shown in words before it is sent.
    const adjust = agent.getByRole('region', { name: 'Adjust Thrive Cash' });
    await adjust.getByLabel('Kind').selectOption('goodwill');
    await adjust.getByLabel('Amount in dollars').fill('7.50');
    await adjust.getByLabel('Reason').fill('Box arrived late');
    await adjust.getByLabel('Reason').press('Enter');
    await expect(
      adjust.getByText('Add $7.50 of Thrive Cash (Box arrived late)? Available goes from $0.00 to $7.50.'),
    ).toBeFocused();
    await expectAccessible(agent);
    await adjust.getByRole('button', { name: 'Confirm adjustment' }).focus();
    await agent.keyboard.press('Enter');
    await expect(adjust.getByRole('status')).toHaveText('Thrive Cash adjusted by $7.50.');
    await expect(agent.getByTestId('thrive-cash-available')).toHaveText('$7.50');
    await expect(
      agent.getByRole('table', { name: /Thrive Cash ledger/ }).getByRole('row', { name: /Box arrived late/ }),
    ).toContainText('$7.50');
    await expectAccessible(agent);

    // The member page fits a tablet held upright.
    await agent.setViewportSize({ width: 820, height: 1180 });
    await expectFitsScreen(agent);
  } finally {
    await context.close();
  }

  // The member's own Thrive Cash has it, with the reason.
  const own = (await (await page.request.get('/api/v1/account/thrivecash')).json()) as {
    raf_balance: number;
    history: { amount: number; note: string | null }[];
  };
  expect(own.raf_balance).toBe(7.5);
  expect(own.history[0]).toMatchObject({ amount: 7.5, note: 'Box arrived late' });

  // The owner reads the agent's adjustment in the audit log: who, and the balance before → after.
  const ownerContext = await browser.newContext(test.info().project.use);
  const owner = await ownerContext.newPage();
  try {
    await signInStaff(owner, DEMO_STAFF.owner);
    await owner.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    await owner.getByLabel('Action').fill('thrivecash.adjust');
    await owner.getByLabel('Who (e-mail)').fill(SUPPORT.email);
    await owner.getByLabel('Who (e-mail)').press('Enter');
    await expect(owner).toHaveURL(/action=thrivecash\.adjust/);
    const entry = owner
      .getByRole('table', { name: /Audit log/ })
      .getByRole('row')
      .filter({ hasText: `account ${id}` });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(SUPPORT.name);
    await expect(entry).toContainText(SUPPORT.email);
    await expect(entry).toContainText('Box arrived late');
    const available = entry.locator('dd', { has: owner.locator('del', { hasText: /^\$0\.00$/ }) }).first();
    await expect(available.locator('ins')).toHaveText('$7.50');
    await expectAccessible(owner);
  } finally {
    await ownerContext.close();
  }
});
