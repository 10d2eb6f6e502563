import { accounts, count, eq, memberships, sql } from '@pantry/db';
import type { FastifyInstance } from 'fastify';
import { createAddress } from '../modules/addresses/index.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { TestPaymentGateway } from '../modules/payments/index.ts';
import { seedDemoThriveCash } from '../modules/thrivecash/index.ts';

/**
 * Demo shoppers, one per status plus an employee (README lists them). Each has a default address and a saved test
 * Visa; their memberships go through the real services, so the gateway holds their charges and refunds.
 */

export const DEMO_PASSWORD = 'pantry-demo';

type DemoShopper = {
  email: string;
  firstname: string;
  lastname: string;
  /** Plan code to join on, or null for a lead. */
  plan: 0 | 3 | 6 | null;
  cancel?: boolean;
  employee?: boolean;
  /** The date of birth the demo shopper confirmed (is_over_21 is worked out from it); none: never confirmed. */
  dateOfBirth?: string;
};

export const DEMO_SHOPPERS: DemoShopper[] = [
  { email: 'lead@pantry.test', firstname: 'Lee', lastname: 'Reed', plan: null },
  { email: 'trial@pantry.test', firstname: 'Tia', lastname: 'Rios', plan: 0 },
  { email: 'member@pantry.test', firstname: 'Maya', lastname: 'Patel', plan: 3, dateOfBirth: '1988-04-12' },
  { email: 'monthly@pantry.test', firstname: 'Mo', lastname: 'Chen', plan: 6 },
  { email: 'canceled@pantry.test', firstname: 'Cam', lastname: 'Okafor', plan: 3, cancel: true },
  {
    email: 'employee@pantry.test',
    firstname: 'Eli',
    lastname: 'Stone',
    plan: 3,
    employee: true,
    dateOfBirth: '1979-10-03',
  },
];

const DAY_MS = 86_400_000;

/** Adds the demo shoppers when the store has no accounts yet; true when it added them. */
export async function ensureDemoAccounts(app: FastifyInstance): Promise<boolean> {
  const [existing] = await app.db.select({ n: count() }).from(accounts);
  if (Number(existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const tokenizer = new TestPaymentGateway(app.db);
  for (const [index, shopper] of DEMO_SHOPPERS.entries()) {
    const [account] = await app.db
      .insert(accounts)
      .values({
        email: shopper.email,
        passwordHash,
        firstname: shopper.firstname,
        lastname: shopper.lastname,
        telephone: `+1415555010${index}`,
        isEmployee: shopper.employee ?? false,
        groupId: shopper.employee ? 8 : 1,
        dateOfBirth: shopper.dateOfBirth ?? null,
        ageVerifiedAt: shopper.dateOfBirth ? new Date() : null,
        lifetimeSavingsCents: shopper.plan === 3 ? 18_240 : 0,
        currentYearSavingsCents: shopper.plan === 3 ? 6_125 : 0,
      })
      .onConflictDoNothing()
      .returning({ id: accounts.id });
    if (!account) continue;
    const address = {
      firstname: shopper.firstname,
      lastname: shopper.lastname,
      street1: `${100 + index} Market St`,
      street2: '',
      city: 'San Francisco',
      postcode: '94105',
      region_code: 'CA',
      telephone: `415-555-010${index}`,
    };
    await createAddress(app.db, account.id, {
      ...address,
      region_id: undefined,
      region: undefined,
      is_default: true,
    });
    const { token } = await tokenizer.tokenize({
      number: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 3,
      cvc: '123',
    });
    await app.paymentMethods.addCard(account.id, { token, billing: address, isDefault: true });
    if (shopper.plan === null) continue;
    // Members joined a while ago, so the attentive flag and savings look lived-in.
    const joined = new Date(Date.now() - (shopper.plan === 0 ? 3 : 40) * DAY_MS);
    await app.membership.join(account.id, { plan_code: shopper.plan, payment_token: token }, joined);
    if (shopper.cancel) await app.membership.cancel(account.id, { reasons: ['It costs too much'] });
    // Annual members have a Thrive Cash history: earned, pending, expiring soon and spent.
    if (shopper.plan === 3 && !shopper.cancel) await seedDemoThriveCash(app.db, account.id);
  }
  // A trial seeded "3 days ago" must not be due yet; keep the seed's clock honest for the trial conversion job.
  await app.db
    .update(memberships)
    .set({ expiresAt: sql`greatest(${memberships.expiresAt}, now() + interval '1 day')` })
    .where(eq(memberships.state, 'trial'));
  return true;
}
