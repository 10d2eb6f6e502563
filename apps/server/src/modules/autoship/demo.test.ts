import { accounts, autoshipSchedules, eq, inArray } from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, ensureDemoAccounts } from '../../seed/demo-accounts.ts';
import { withSession } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { ensureDemoOrders } from '../orders/index.ts';
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

describe('demo repeat purchases (/autoship/personalized)', () => {
  it("give the demo member autoship picks they haven't subscribed", async () => {
    await ensureDemoAccounts(t.app);
    await ensureDemoOrders(t.app);
    await ensureDemoAutoship(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'member@pantry.test', password: DEMO_PASSWORD },
    });
    const member = withSession(login.cookies.find((cookie) => cookie.name === 'pantry_session')?.value);
    const picks = await t.app.inject({ url: '/api/v1/autoship/recommend/product/0', headers: member });
    expect(picks.statusCode).toBe(200);
    const items = picks.json().items as { id: number; autoship_enabled: boolean; in_stock: boolean }[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.every((p) => p.autoship_enabled && p.in_stock)).toBe(true);
    const subscribed = (await t.app.inject({ url: '/api/v1/autoship/items', headers: member })).json()
      .items as {
      product_id: number;
    }[];
    expect(subscribed.length).toBeGreaterThan(0);
    expect(items.some((p) => subscribed.some((s) => s.product_id === p.id))).toBe(false);
  });
});
