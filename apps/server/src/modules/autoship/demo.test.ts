import { accounts, autoshipSchedules, eq, inArray } from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { ensureDemoAccounts } from '../../seed/demo-accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { ensureDemoAutoship } from './demo.ts';

const t = useTestApp();

describe('demo autoship (issue 14)', () => {
  it('gives demo members an active, a paused and a failed schedule, once', async () => {
    await ensureDemoAccounts(t.app);
    expect(await ensureDemoAutoship(t.app)).toBe(3);
    expect(await ensureDemoAutoship(t.app)).toBe(0);
    const rows = await t.db
      .select({
        email: accounts.email,
        autoship: accounts.autoshipStatus,
        schedule: autoshipSchedules.status,
      })
      .from(autoshipSchedules)
      .innerJoin(accounts, eq(accounts.id, autoshipSchedules.accountId))
      .where(inArray(accounts.email, ['member@pantry.test', 'monthly@pantry.test', 'employee@pantry.test']));
    const by = Object.fromEntries(rows.map((r) => [r.email, [r.autoship, r.schedule]]));
    expect(by).toEqual({
      'member@pantry.test': ['active', 'active'],
      'monthly@pantry.test': ['paused', 'active'],
      'employee@pantry.test': ['active', 'failed_charge_1'],
    });
  });
});
