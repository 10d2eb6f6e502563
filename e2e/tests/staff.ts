import type { Page } from '@playwright/test';
import { expect, waitForApp } from './test.ts';
import { freshTotpCode } from './totp.ts';

/**
 * The demo staff (apps/server/src/modules/staff/demo.ts; README: Demo accounts) and their sign-in, shared by every
 * console journey. The spec files run one after another in one worker against one server, and the server refuses
 * a code its staff account has used already (replay), so the codes used are kept here once per worker, by e-mail,
 * rather than once per spec file: two sign-ins of one account within 30 seconds, even in two files, get two codes.
 */

export const DEMO_STAFF_PASSWORD = 'pantry-demo';
/** Base32, the one TOTP secret every demo staff member has. */
export const DEMO_TOTP_SECRET = 'PANTRYDEMOSTAFFTOTPSECRETKEY2345';

export type DemoStaff = { email: string; name: string; password: string };

export const DEMO_STAFF = {
  owner: { email: 'owner@pantry.test', name: 'Olivia Owner', password: DEMO_STAFF_PASSWORD },
  merchandiser: { email: 'merchandiser@pantry.test', name: 'Marco Merchant', password: DEMO_STAFF_PASSWORD },
  support: { email: 'support@pantry.test', name: 'Sam Support', password: DEMO_STAFF_PASSWORD },
  warehouse: { email: 'warehouse@pantry.test', name: 'Wade Warehouse', password: DEMO_STAFF_PASSWORD },
} as const satisfies Record<string, DemoStaff>;

/** The server's answer to a wrong or already used code (packages/domain staffMessages.wrongCode). */
const WRONG_CODE = 'That code is not right.';
const SIGNED_IN = /\/admin$/;

/** Codes used in this worker, by staff e-mail. */
const usedCodes = new Map<string, Set<string>>();

/** A code of this staff account not used yet in this worker (waiting for the next 30-second step if need be). */
export async function freshStaffCode(email: string, secret: string = DEMO_TOTP_SECRET): Promise<string> {
  const key = email.toLowerCase();
  let used = usedCodes.get(key);
  if (!used) {
    used = new Set<string>();
    usedCodes.set(key, used);
  }
  return freshTotpCode(secret, used);
}

/** Whether the code just sent was refused (true) or signed the staff member in (false). */
async function codeRefused(page: Page): Promise<boolean> {
  const refused = page.getByText(WRONG_CODE);
  await expect
    .poll(async () => SIGNED_IN.test(page.url()) || (await refused.isVisible()), { timeout: 15_000 })
    .toBe(true);
  return !SIGNED_IN.test(page.url());
}

/**
 * Signs a demo staff member in at /admin/login and ends on /admin. A refused code means the server saw it already
 * (a worker restarted after a failure forgets the codes it used), so the next fresh code is tried once.
 */
export async function signInStaff(page: Page, who: DemoStaff): Promise<void> {
  await page.goto('/admin/login');
  await waitForApp(page);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByLabel('Password').press('Enter');
  const code = page.getByLabel('Six-digit code');
  await expect(code).toBeFocused();
  await page.keyboard.type(await freshStaffCode(who.email));
  await page.keyboard.press('Enter');
  if (await codeRefused(page)) {
    await code.fill(await freshStaffCode(who.email));
    await code.press('Enter');
  }
  await expect(page).toHaveURL(SIGNED_IN);
}
