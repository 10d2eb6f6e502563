import { eq, staff, staffSessions } from '@pantry/db';
import { staffMessages } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { addStaff, STAFF_TEST_PASSWORD, signInStaff, staffCookieFrom } from './test-support.ts';
import { totpCode } from './totp.ts';

const t = useTestApp();

function login(email: string, password = STAFF_TEST_PASSWORD) {
  return t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password } });
}

function totp(cookie: string, code: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/totp',
    headers: { cookie },
    payload: { code },
  });
}

function me(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
}

describe('staff sign-in with a second factor', () => {
  it('signs in with the password then a TOTP code, and answers who and what they may do', async () => {
    const member = await addStaff(t.db, 'warehouse');
    const first = await login(member.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ step: 'totp' });
    const pending = staffCookieFrom(first);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/);
    expect(String(first.headers['set-cookie'])).toMatch(/SameSite=Strict/);
    // The password alone is not a sign-in.
    expect((await me(pending)).statusCode).toBe(401);

    const second = await totp(pending, totpCode(member.secret));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      staff: { id: member.id, email: member.email, role: 'warehouse', disabled: false },
      permissions: ['orders.read', 'orders.move', 'catalog.read', 'stock.write'],
    });
    const full = staffCookieFrom(second);
    expect(full).not.toBe(pending);
    const who = await me(full);
    expect(who.statusCode).toBe(200);
    expect(who.json().staff.last_sign_in_at).toEqual(expect.any(String));
    // The pending session's id is worth nothing now.
    expect((await totp(pending, totpCode(member.secret))).statusCode).toBe(401);
  });

  it('refuses a wrong password, an unknown e-mail and a disabled staff member alike', async () => {
    const member = await addStaff(t.db, 'support');
    for (const response of [
      await login(member.email, 'not the password'),
      await login('nobody@staff.test'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errors: staffMessages.wrongPassword });
    }
    await t.db.update(staff).set({ disabled: true }).where(eq(staff.id, member.id));
    expect((await login(member.email)).json()).toMatchObject({ errors: staffMessages.wrongPassword });
  });

  it('refuses a wrong code, and a code already used in its window (no replay)', async () => {
    const member = await addStaff(t.db, 'merchandiser');
    const pending = staffCookieFrom(await login(member.email));
    const wrong = await totp(pending, totpCode(member.secret, new Date(Date.now() + 5 * 60_000)));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ errors: staffMessages.wrongCode });
    const code = totpCode(member.secret);
    expect((await totp(pending, code)).statusCode).toBe(200);

    const again = staffCookieFrom(await login(member.email));
    const replay = await totp(again, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ errors: staffMessages.wrongCode });
    // An older code of the window is refused too; the next step's code is new and works.
    expect((await totp(again, totpCode(member.secret, new Date(Date.now() - 30_000)))).statusCode).toBe(401);
    expect((await totp(again, totpCode(member.secret, new Date(Date.now() + 30_000)))).statusCode).toBe(200);
  });

  it('ends the pending session after five wrong codes: the password must be typed again', async () => {
    const member = await addStaff(t.db, 'support');
    const pending = staffCookieFrom(await login(member.email));
    for (let i = 0; i < 5; i++) expect((await totp(pending, '000000')).statusCode).toBe(401);
    const after = await totp(pending, totpCode(member.secret));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ errors: staffMessages.signInRequired });
  });

  it('signs out: the session ends on the server', async () => {
    const member = await addStaff(t.db, 'owner');
    const { cookie } = await signInStaff(t.app, member);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    const left = await t.db.select().from(staffSessions).where(eq(staffSessions.staffId, member.id));
    expect(left).toHaveLength(0);
  });

  it('does not take a shopper’s session for a staff one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/staff' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errors: staffMessages.signInRequired, code: 'unauthorized' });
  });
});
