import { describe, expect, it } from 'vitest';
import { withSession } from '../test/accounts.ts';
import { useTestApp } from '../test/helper.ts';
import { DEMO_PASSWORD, DEMO_SHOPPERS, ensureDemoAccounts } from './demo-accounts.ts';

const ctx = useTestApp();

async function signIn(email: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response;
}

describe('demo shoppers', () => {
  it('are added once, one per status plus an employee, each with an address and a saved card', async () => {
    expect(await ensureDemoAccounts(ctx.app)).toBe(true);
    expect(await ensureDemoAccounts(ctx.app)).toBe(false);
    const seen: Record<string, { user_status: string; group_id: number }> = {};
    for (const shopper of DEMO_SHOPPERS) {
      const login = await signIn(shopper.email);
      const cookie = withSession(login.cookies.find((c) => c.name === 'pantry_session')?.value);
      seen[shopper.email] = login.json();
      const addresses = await ctx.app.inject({ url: '/api/v1/account/address', headers: cookie });
      expect(addresses.json().addresses).toHaveLength(1);
      const cards = await ctx.app.inject({ url: '/api/v1/account/cc?all=1', headers: cookie });
      expect(cards.json().cards[0]).toMatchObject({ last4: '4242', is_default: true });
    }
    expect(seen['lead@pantry.test']).toMatchObject({ user_status: 'lead', group_id: 1 });
    expect(seen['trial@pantry.test']).toMatchObject({ user_status: 'trial', group_id: 4 });
    expect(seen['member@pantry.test']).toMatchObject({
      user_status: 'member',
      group_id: 4,
      is_attentive: true,
    });
    expect(seen['monthly@pantry.test']).toMatchObject({
      user_status: 'member',
      subscription: { membership_status: 'Monthly' },
    });
    expect(seen['canceled@pantry.test']).toMatchObject({ user_status: 'canceled', group_id: 5 });
    expect(seen['employee@pantry.test']).toMatchObject({
      user_status: 'member',
      group_id: 8,
      is_thrive_employee: true,
    });
  });

  it('the trial is not converted by the job until it is due', async () => {
    const result = await ctx.app.membershipRenewals.convertDueTrials();
    expect(result).toEqual({ converted: 0, failed: 0 });
  });
});
