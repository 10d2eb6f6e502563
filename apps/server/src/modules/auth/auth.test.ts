import { accounts, eq, oneTimeCodes, sessions } from '@pantry/db';
import { accountMessages } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { afterAnswerSettled } from '../../lib/after-answer.ts';
import {
  codeIn,
  latestMail,
  registerShopper,
  sessionCookieFrom,
  TEST_PASSWORD,
  uniqueEmail,
  withSession,
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';

const ctx = useTestApp();
const form = { 'content-type': 'application/x-www-form-urlencoded' };

function post(
  url: string,
  body: Record<string, string>,
  options: { cookie?: string; ip?: string; origin?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: {
      ...form,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
    payload: new URLSearchParams(body).toString(),
    remoteAddress: options.ip ?? '10.0.0.1',
  });
}

describe('POST /auth/register', () => {
  it('creates a lead, signs in with an HttpOnly SameSite=Lax session cookie, and answers the account', async () => {
    const email = uniqueEmail();
    const response = await post('/api/v1/auth/register', {
      email: ` ${email.toUpperCase()} `,
      password: TEST_PASSWORD,
      firstname: 'Ada',
      lastname: 'Lovelace',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      email,
      user_status: 'lead',
      group_id: 1,
      logged_in: 1,
      is_active: false,
    });
    const cookie = response.cookies.find((c) => c.name === 'pantry_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const [stored] = await ctx.db.select().from(accounts).where(eq(accounts.email, email));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored?.passwordHash).not.toContain(TEST_PASSWORD);
  });

  it.each([
    [{ email: '', password: TEST_PASSWORD, firstname: 'A', lastname: 'B' }, accountMessages.required],
    [
      { email: 'not-an-email', password: TEST_PASSWORD, firstname: 'A', lastname: 'B' },
      accountMessages.invalidEmail,
    ],
    [
      { email: 'short@example.com', password: 'short', firstname: 'A', lastname: 'B' },
      accountMessages.invalidPassword,
    ],
    [
      { email: 'long@example.com', password: 'x'.repeat(256), firstname: 'A', lastname: 'B' },
      accountMessages.invalidPassword,
    ],
    [
      { email: 'nofirst@example.com', password: TEST_PASSWORD, firstname: ' ', lastname: 'B' },
      accountMessages.required,
    ],
  ])('refuses %o with the spec message', async (body, message) => {
    const response = await post('/api/v1/auth/register', body, { ip: '10.0.1.1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: message });
  });

  it('refuses an e-mail that already has an account', async () => {
    const { email } = await registerShopper(ctx.app);
    const response = await post(
      '/api/v1/auth/register',
      { email, password: TEST_PASSWORD, firstname: 'A', lastname: 'B' },
      { ip: '10.0.1.2' },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toBe(accountMessages.emailExists);
  });

  it('blocks a client for 24 hours after 10 failed registrations', async () => {
    const ip = '10.0.1.3';
    for (let i = 0; i < 10; i++) {
      const refused = await post('/api/v1/auth/register', { email: 'bad', password: TEST_PASSWORD }, { ip });
      expect(refused.statusCode).toBe(400);
    }
    const blocked = await post(
      '/api/v1/auth/register',
      { email: uniqueEmail(), password: TEST_PASSWORD, firstname: 'A', lastname: 'B' },
      { ip },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors).toBe(accountMessages.tooManyRegistrationAttempts);
  });
});

describe('POST /auth/login', () => {
  it('signs in with the right password (JSON body too)', async () => {
    const { email } = await registerShopper(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, email, logged_in: 1 });
    const me = await ctx.app.inject({
      url: '/api/v1/account',
      headers: withSession(sessionCookieFrom(response)),
    });
    expect(me.json()).toMatchObject({ email, logged_in: 1, user_status: 'lead' });
  });

  it("says 'Couldn't find your account' for an unknown e-mail", async () => {
    const response = await post('/api/v1/auth/login', { email: uniqueEmail(), password: TEST_PASSWORD });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors).toBe("Couldn't find your account");
  });

  it('says wrong password, then locks the account after five in a row', async () => {
    const { email } = await registerShopper(ctx.app);
    for (let i = 0; i < 4; i++) {
      const wrong = await post(
        '/api/v1/auth/login',
        { email, password: 'wrong password' },
        { ip: '10.0.2.1' },
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toBe('Wrong password, try again or use forgot password');
    }
    const fifth = await post('/api/v1/auth/login', { email, password: 'wrong password' }, { ip: '10.0.2.1' });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().errors).toBe(accountMessages.accountLocked);
    // Locked: even the right password waits for the lock to end.
    const locked = await post('/api/v1/auth/login', { email, password: TEST_PASSWORD }, { ip: '10.0.2.2' });
    expect(locked.statusCode).toBe(423);
    await ctx.db
      .update(accounts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(accounts.email, email));
    const after = await post('/api/v1/auth/login', { email, password: TEST_PASSWORD }, { ip: '10.0.2.2' });
    expect(after.statusCode).toBe(200);
  });

  it('blocks a client for 24 hours after 20 failed logins', async () => {
    const ip = '10.0.2.9';
    for (let i = 0; i < 20; i++)
      await post('/api/v1/auth/login', { email: uniqueEmail(), password: 'x'.repeat(8) }, { ip });
    const { email } = await registerShopper(ctx.app);
    const blocked = await post('/api/v1/auth/login', { email, password: TEST_PASSWORD }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors).toBe(accountMessages.tooManyLoginAttempts);
  });

  it('refuses a banned account with the support address', async () => {
    const { email } = await registerShopper(ctx.app);
    await ctx.db.update(accounts).set({ isBanned: true }).where(eq(accounts.email, email));
    const response = await post('/api/v1/auth/login', { email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toMatch(/blocked.*contact help@pantry\.local/);
  });
});

describe('sessions', () => {
  it('gives a visitor a session and answers the account silently as a visitor', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/account' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      user_status: 'visitor',
      logged_in: 0,
      group_id: 1,
    });
    const id = sessionCookieFrom(response);
    expect(id).toBeTruthy();
    const again = await ctx.app.inject({ url: '/api/v1/account', headers: withSession(id) });
    expect(sessionCookieFrom(again)).toBeUndefined();
  });

  it('sign-out ends the session on the server', async () => {
    const { sessionId } = await registerShopper(ctx.app);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: withSession(sessionId),
    });
    expect(out.json()).toEqual({ success: true });
    const stale = await ctx.app.inject({ url: '/api/v1/account', headers: withSession(sessionId) });
    expect(stale.json().logged_in).toBe(0);
  });

  it('stores only a hash of the session id', async () => {
    const { sessionId, accountId } = await registerShopper(ctx.app);
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.accountId, accountId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idHash).not.toBe(sessionId);
  });

  it('signing in replaces the visitor session id (no fixation)', async () => {
    const visit = await ctx.app.inject({ url: '/api/v1/account' });
    const visitorId = sessionCookieFrom(visit);
    const { email } = await registerShopper(ctx.app);
    const login = await post(
      '/api/v1/auth/login',
      { email, password: TEST_PASSWORD },
      { cookie: `pantry_session=${visitorId}` },
    );
    expect(sessionCookieFrom(login)).not.toBe(visitorId);
    const old = await ctx.app.inject({ url: '/api/v1/account', headers: withSession(visitorId) });
    expect(old.json().logged_in).toBe(0);
  });

  it('refuses an unsafe request from another origin with 403, and allows our own', async () => {
    const body = { email: uniqueEmail(), password: TEST_PASSWORD };
    const foreign = await post('/api/v1/auth/login', body, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ success: false, code: 'forbidden' });
    const ours = await post('/api/v1/auth/login', body, { origin: 'http://localhost:3000' });
    expect(ours.statusCode).toBe(404);
  });
});

describe('sign-in by one-time code', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const unknown = uniqueEmail('nobody');
    const response = await post('/api/v1/auth/otp', { email: unknown });
    expect(response.statusCode).toBe(200);
    const { email } = await registerShopper(ctx.app);
    const known = await post('/api/v1/auth/otp', { email });
    expect(known.json()).toEqual(response.json());
    expect(await latestMail(ctx.db, unknown)).toBeUndefined();
    expect(codeIn((await latestMail(ctx.db, email))?.text)).toMatch(/^\d{6}$/);
  });

  it('signs in with the e-mailed code, once', async () => {
    const { email } = await registerShopper(ctx.app);
    await post('/api/v1/auth/otp', { email });
    const otpCode = codeIn((await latestMail(ctx.db, email))?.text);
    const ok = await post('/api/v1/auth/otp/verify', { email, otpCode });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, email, logged_in: 1 });
    const reused = await post('/api/v1/auth/otp/verify', { email, otpCode });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors).toBe(accountMessages.codeInvalid);
  });

  it('refuses an expired code', async () => {
    const { email, accountId } = await registerShopper(ctx.app);
    await post('/api/v1/auth/otp', { email });
    const otpCode = codeIn((await latestMail(ctx.db, email))?.text);
    await ctx.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.accountId, accountId));
    const response = await post('/api/v1/auth/otp/verify', { email, otpCode });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toBe(accountMessages.codeExpired);
  });

  it('voids a code after 5 wrong tries', async () => {
    const { email } = await registerShopper(ctx.app);
    await post('/api/v1/auth/otp', { email });
    const otpCode = codeIn((await latestMail(ctx.db, email))?.text);
    const wrong = otpCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await post('/api/v1/auth/otp/verify', { email, otpCode: wrong });
    const right = await post('/api/v1/auth/otp/verify', { email, otpCode });
    expect(right.statusCode).toBe(400);
    expect(right.json().verify_success).toBe(false);
  });

  it("asks for the code with 'OTP is required.'", async () => {
    const response = await post('/api/v1/auth/otp/verify', { email: uniqueEmail(), otpCode: '' });
    expect(response.json().errors).toBe('OTP is required.');
  });

  it('stores codes only as hashes', async () => {
    const { email, accountId } = await registerShopper(ctx.app);
    await post('/api/v1/auth/otp', { email });
    const otpCode = codeIn((await latestMail(ctx.db, email))?.text);
    const rows = await ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.accountId, accountId));
    expect(JSON.stringify(rows)).not.toContain(otpCode);
  });
});

describe('code flood', () => {
  it('sends at most 5 sign-in codes in 10 minutes, answering the same', async () => {
    const { email, accountId } = await registerShopper(ctx.app);
    const answers = new Set<string>();
    for (let i = 0; i < 7; i++) answers.add((await post('/api/v1/auth/otp', { email })).body);
    expect(answers.size).toBe(1);
    await afterAnswerSettled();
    const rows = await ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.accountId, accountId));
    expect(rows).toHaveLength(5);
  });
});
