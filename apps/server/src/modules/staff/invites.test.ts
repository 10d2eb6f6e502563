import { auditLog, eq, staffInvites } from '@pantry/db';
import { staffMessages } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import { useSmtpSink } from '../../test/smtp-sink.ts';
import { addStaff, signInStaff, staffCookieFrom } from './test-support.ts';
import { totpCode } from './totp.ts';

const sink = useSmtpSink();
const t = useTestApp(() => ({ smtpUrl: sink.url }));

async function waitForMail(to: string) {
  for (let i = 0; i < 100 && sink.to(to).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
  const [mail] = sink.to(to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

describe('an owner invites a staff member by e-mail', () => {
  it('e-mails a link; the invitee accepts, enrols with a code, gets 10 recovery codes and is signed in', async () => {
    const owner = await addStaff(t.db, 'owner', 'Olive Owner');
    const { cookie } = await signInStaff(t.app, owner);
    const email = `agent-${Date.now()}@staff.test`;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/invites',
      headers: { cookie },
      payload: { email: email.toUpperCase(), role: 'support' },
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toMatchObject({ email, role: 'support', invited_by: 'Olive Owner' });

    const mail = await waitForMail(email);
    expect(mail.subject).toContain('Support agent');
    const token = /\/admin\/invite\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expect(mail.text).toContain('http://localhost:3000/admin/invite?token=');

    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: { cookie } });
    expect(listed.json().invites).toContainEqual(expect.objectContaining({ email, role: 'support' }));

    const read = await t.app.inject({ method: 'GET', url: `/api/admin/invites/${token}` });
    expect(read.json()).toMatchObject({ email, role: 'support', expires_at: expect.any(String) });

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invites/${token}/accept`,
      payload: { name: 'Sue Port', password: 'a good long password' },
    });
    expect(accepted.statusCode).toBe(200);
    const { secret, otpauth_url } = accepted.json() as { secret: string; otpauth_url: string };
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Pantry:/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    const enrolCookie = staffCookieFrom(accepted);
    // Not used up until enrolment.
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/invites/${token}` })).statusCode).toBe(200);

    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invites/${token}/enrol`,
      headers: { cookie: enrolCookie },
      payload: { code: totpCode(secret, new Date(Date.now() + 10 * 60_000)) },
    });
    expect(wrong.statusCode).toBe(401);
    const enrolled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invites/${token}/enrol`,
      headers: { cookie: enrolCookie },
      payload: { code: totpCode(secret) },
    });
    expect(enrolled.statusCode).toBe(200);
    const body = enrolled.json() as {
      staff: { id: number };
      recovery_codes: string[];
      permissions: string[];
    };
    expect(body.staff).toMatchObject({ email, name: 'Sue Port', role: 'support' });
    expect(body.permissions).toContain('orders.refund');
    expect(body.recovery_codes).toHaveLength(10);
    expect(new Set(body.recovery_codes).size).toBe(10);
    for (const code of body.recovery_codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
    const signedIn = staffCookieFrom(enrolled);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: signedIn } })).json(),
    ).toMatchObject({ staff: { email } });

    // The invite is used up.
    const gone = await t.app.inject({ method: 'GET', url: `/api/admin/invites/${token}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ errors: staffMessages.inviteGone });

    // A recovery code signs in once, in place of the app's code.
    const recovery = body.recovery_codes[0]!;
    const useRecovery = async () => {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { email, password: 'a good long password' },
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/totp',
        headers: { cookie: staffCookieFrom(login) },
        payload: { code: recovery.toUpperCase().replace('-', ' ') },
      });
    };
    expect((await useRecovery()).statusCode).toBe(200);
    const second = await useRecovery();
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({ errors: staffMessages.wrongCode });

    // The audit log has the invitation (by the owner) and the joining (by the new staff member).
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(body.staff.id)));
    expect(entries.map((e) => [e.action, e.actorEmail])).toEqual([['staff.join', email]]);
    const [invite] = await t.db.select().from(staffInvites).where(eq(staffInvites.email, email));
    const inviteEntries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(invite!.id)));
    expect(inviteEntries.map((e) => [e.action, e.actorEmail])).toEqual([['staff.invite', owner.email]]);
  });

  it('refuses to invite an address a staff member has (409)', async () => {
    const owner = await addStaff(t.db, 'owner');
    const other = await addStaff(t.db, 'warehouse');
    const { cookie } = await signInStaff(t.app, owner);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/invites',
      headers: { cookie },
      payload: { email: other.email, role: 'support' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errors: staffMessages.alreadyStaff });
  });

  it('answers 404 for an unknown invitation, and enrolment needs the accepting browser', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invites/nope/enrol',
      payload: { code: '123456' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
