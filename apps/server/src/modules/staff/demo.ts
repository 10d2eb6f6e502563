import { accounts, count, type Database, eq, staff } from '@pantry/db';
import type { StaffRole } from '@pantry/domain';
import { hashPassword } from '../auth/index.ts';

/**
 * Demo staff, one per role (README: Demo accounts). They share the demo password and one fixed TOTP secret, printed
 * in the README, so a person (with any authenticator app) and the browser tests can compute their codes. Only the
 * demo store has them: a store without the demo catalog gets its first owner from `npm run staff -- create-owner`.
 */

export const DEMO_STAFF_PASSWORD = 'pantry-demo';
/** Base32 (RFC 4648), 20 bytes. Never a real store's: demo staff exist only on the demo catalog. */
export const DEMO_TOTP_SECRET = 'PANTRYDEMOSTAFFTOTPSECRETKEY2345';

export const DEMO_STAFF: { email: string; name: string; role: StaffRole }[] = [
  { email: 'owner@pantry.test', name: 'Olivia Owner', role: 'owner' },
  { email: 'merchandiser@pantry.test', name: 'Marco Merchant', role: 'merchandiser' },
  { email: 'support@pantry.test', name: 'Sam Support', role: 'support' },
  { email: 'warehouse@pantry.test', name: 'Wade Warehouse', role: 'warehouse' },
];

/**
 * Adds the demo staff to the demo store (its demo shopper member@pantry.test is there) when it has no staff yet;
 * true when it added them. A real store, even one started with SEED_PRODUCTS left on, never gets a known password.
 */
export async function ensureDemoStaff(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(staff);
  if (Number(existing?.n ?? 0) > 0) return false;
  const [demoShopper] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, 'member@pantry.test'));
  if (!demoShopper) return false;
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  await db
    .insert(staff)
    .values(DEMO_STAFF.map((member) => ({ ...member, passwordHash, totpSecret: DEMO_TOTP_SECRET })))
    .onConflictDoNothing();
  return true;
}
