import { accounts, staff } from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { DEMO_STAFF, DEMO_TOTP_SECRET, ensureDemoStaff } from './demo.ts';
import { staffCookieFrom } from './test-support.ts';
import { totpCode } from './totp.ts';

const t = useTestApp();

describe('the demo staff', () => {
  it('are added only to the demo store, one per role, and sign in with the README’s password and secret', async () => {
    expect(await ensureDemoStaff(t.db)).toBe(false);
    await t.db.insert(accounts).values({ email: 'member@pantry.test', firstname: 'Maya', lastname: 'Patel' });
    expect(await ensureDemoStaff(t.db)).toBe(true);
    expect(await ensureDemoStaff(t.db)).toBe(false);
    const rows = await t.db.select().from(staff);
    expect(rows.map((r) => r.role).sort()).toEqual(['merchandiser', 'owner', 'support', 'warehouse']);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: DEMO_STAFF[0]!.email, password: 'pantry-demo' },
    });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp',
      headers: { cookie: staffCookieFrom(login) },
      payload: { code: totpCode(DEMO_TOTP_SECRET) },
    });
    expect(signedIn.json()).toMatchObject({ staff: { email: 'owner@pantry.test', role: 'owner' } });
  });
});
