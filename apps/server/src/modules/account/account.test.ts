import { accountFeedback, accounts, eq } from '@pantry/db';
import { accountMessages } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import {
  codeIn,
  latestMail,
  linkParam,
  registerShopper,
  sessionCookieFrom,
  TEST_PASSWORD,
  uniqueEmail,
  withSession,
} from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';

const ctx = useTestApp();
const form = { 'content-type': 'application/x-www-form-urlencoded' };

function send(
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  sessionId: string | undefined,
  body?: Record<string, string>,
) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...withSession(sessionId), ...(body ? form : {}) },
    ...(body ? { payload: new URLSearchParams(body).toString() } : {}),
  });
}

/** A change the server refuses for want of a code check: what makes GET /account/otp send one. */
async function refuseAChange(sessionId: string) {
  const refused = await send('PUT', '/api/v1/account', sessionId, { telephone: '415-555-0111' });
  expect(refused.json().code).toBe('otp_required');
}

async function verifySession(email: string, sessionId: string) {
  await refuseAChange(sessionId);
  const asked = await send('GET', '/api/v1/account/otp', sessionId);
  expect(asked.statusCode).toBe(200);
  const otpCode = codeIn((await latestMail(ctx.db, email))?.text);
  return send('POST', '/api/v1/account/otp/verify', sessionId, { otpCode });
}

describe('GET /account', () => {
  it("answers the spec's Account fields for a signed-in lead", async () => {
    const { sessionId, email, accountId } = await registerShopper(ctx.app);
    const response = await send('GET', '/api/v1/account', sessionId);
    const body = response.json();
    expect(body).toMatchObject({
      id: accountId,
      customer_id: String(accountId),
      email,
      is_registered: 1,
      logged_in: 1,
      user_status: 'lead',
      group_id: 1,
      trial_type: 'regular',
      is_active: false,
      num_orders: 0,
      raf_balance: 0,
      is_over_21: false,
      single_cart_migrated_landing: 0,
    });
    for (const field of [
      'subscription',
      'autoship',
      'order_info',
      'default_shipping_address',
      'ebt_data',
      'billing_zip',
    ]) {
      expect(body).toHaveProperty(field);
    }
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('PUT /account', () => {
  it('changes the name, splitting a full name at the last space', async () => {
    const { sessionId } = await registerShopper(ctx.app);
    const response = await send('PUT', '/api/v1/account', sessionId, { fullname: 'Mary Ann Evans' });
    expect(response.json()).toMatchObject({ firstname: 'Mary Ann', lastname: 'Evans' });
    const single = await send('PUT', '/api/v1/account', sessionId, { fullname: 'Cher' });
    expect(single.json()).toMatchObject({ firstname: 'Cher', lastname: 'N/A' });
  });

  it('clears the onboarding flag and sets autoship status and type from the query', async () => {
    const { sessionId, accountId } = await registerShopper(ctx.app);
    await ctx.db.update(accounts).set({ singleCartMigratedLanding: 1 }).where(eq(accounts.id, accountId));
    const cleared = await send('PUT', '/api/v1/account', sessionId, { single_cart_migrated_landing: '0' });
    expect(cleared.json().single_cart_migrated_landing).toBe(0);
    const autoship = await send(
      'PUT',
      '/api/v1/account?autoship_status=active&autoship_type=opt_in',
      sessionId,
      {},
    );
    expect(autoship.json().autoship).toMatchObject({
      status: 'active',
      autoship_type: 'opt_in',
      autoship_enabled: true,
    });
    const canceled = await send('PUT', '/api/v1/account?autoship_status=canceled', sessionId, {
      feedback: 'too much',
    });
    // It never placed an order: cancelling returns it to not started (docs/decisions/autoship.md).
    expect(canceled.json().autoship).toMatchObject({
      status: null,
      autoship_type: 'not_set',
      autoship_enabled: false,
    });
    const prefill = await send('PUT', '/api/v1/account', sessionId, { cartprefill_ai_enabled: '1' });
    expect(prefill.json().cartprefill_ai_enabled).toBe(true);
  });

  it('keeps the feedback sent with a change, with the autoship status it came with', async () => {
    const { sessionId, accountId } = await registerShopper(ctx.app);
    const canceled = await send('PUT', '/api/v1/account?autoship_status=canceled', sessionId, {
      feedback: ' Too much food ',
    });
    expect(canceled.statusCode).toBe(200);
    const prefill = await send('PUT', '/api/v1/account', sessionId, {
      cartprefill_ai_enabled: '0',
      feedback: 'Wrong picks',
    });
    expect(prefill.json().cartprefill_ai_enabled).toBe(false);
    expect((await send('PUT', '/api/v1/account', sessionId, { feedback: '  ' })).statusCode).toBe(200);
    const kept = await ctx.db
      .select({ feedback: accountFeedback.feedback, autoshipStatus: accountFeedback.autoshipStatus })
      .from(accountFeedback)
      .where(eq(accountFeedback.accountId, accountId))
      .orderBy(accountFeedback.id);
    expect(kept).toEqual([
      { feedback: 'Too much food', autoshipStatus: 'canceled' },
      { feedback: 'Wrong picks', autoshipStatus: null },
    ]);
  });

  it("needs a code check for e-mail, password and phone ('OTP is required.')", async () => {
    const { sessionId } = await registerShopper(ctx.app);
    for (const body of [
      { email: uniqueEmail() },
      { password: 'new password 1' },
      { telephone: '415-555-0100' },
    ] as Record<string, string>[]) {
      const response = await send('PUT', '/api/v1/account', sessionId, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'otp_required',
        errors: 'OTP is required.',
      });
    }
  });

  it('after the code check changes the phone (normalised) and the e-mail', async () => {
    const { sessionId, email } = await registerShopper(ctx.app);
    const verified = await verifySession(email, sessionId);
    expect(verified.json()).toEqual({ success: true, verify_success: true });
    const phone = await send('PUT', '/api/v1/account', sessionId, {
      telephone: '1 (415) 555-0100',
      sms_subscribed: '1',
    });
    expect(phone.json()).toMatchObject({ telephone: '+14155550100', sms_subscribed: true });
    const badPhone = await send('PUT', '/api/v1/account', sessionId, { telephone: '555' });
    expect(badPhone.json().errors).toBe('Please enter a valid mobile number.');
    const newEmail = uniqueEmail('renamed');
    const changed = await send('PUT', '/api/v1/account', sessionId, { email: newEmail });
    expect(changed.json().email).toBe(newEmail);
    const badEmail = await send('PUT', '/api/v1/account', sessionId, { email: 'nope' });
    expect(badEmail.json().errors).toBe(accountMessages.invalidEmail);
  });

  it('a changed password ends the other sessions and works for the next sign-in', async () => {
    const { sessionId, email } = await registerShopper(ctx.app);
    const other = await send('POST', '/api/v1/auth/login', undefined, { email, password: TEST_PASSWORD });
    const otherId = sessionCookieFrom(other);
    await verifySession(email, sessionId);
    const changed = await send('PUT', '/api/v1/account', sessionId, { password: 'brand new secret' });
    expect(changed.statusCode).toBe(200);
    expect((await send('GET', '/api/v1/account', otherId)).json().logged_in).toBe(0);
    expect((await send('GET', '/api/v1/account', sessionId)).json().logged_in).toBe(1);
    const login = await send('POST', '/api/v1/auth/login', undefined, {
      email,
      password: 'brand new secret',
    });
    expect(login.statusCode).toBe(200);
  });

  it("answers 401 'Auth is required' when signed out", async () => {
    const response = await send('PUT', '/api/v1/account', undefined, { fullname: 'A B' });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors).toBe('Auth is required');
  });
});

describe('account code check', () => {
  it('sends a code only while a refused change waits for it (issue 12)', async () => {
    const { sessionId, email } = await registerShopper(ctx.app);
    const welcome = (await latestMail(ctx.db, email))?.id;
    const unasked = await send('GET', '/api/v1/account/otp', sessionId);
    expect(unasked.statusCode).toBe(409);
    expect(unasked.json()).toMatchObject({ success: false, errors: accountMessages.noChangeToVerify });
    expect((await latestMail(ctx.db, email))?.id).toBe(welcome);

    await refuseAChange(sessionId);
    const asked = await send('GET', '/api/v1/account/otp', sessionId);
    expect(asked.statusCode).toBe(200);
    const mail = await latestMail(ctx.db, email);
    expect(mail?.id).not.toBe(welcome);
    const verified = await send('POST', '/api/v1/account/otp/verify', sessionId, {
      otpCode: codeIn(mail?.text),
    });
    expect(verified.json()).toEqual({ success: true, verify_success: true });
    // The check passed: nothing waits any more, and another visit to the page sends nothing.
    expect((await send('GET', '/api/v1/account/otp', sessionId)).statusCode).toBe(409);
    expect((await latestMail(ctx.db, email))?.id).toBe(mail?.id);
  });

  it('fails with the spec message and verify_success false', async () => {
    const { sessionId, email } = await registerShopper(ctx.app);
    await refuseAChange(sessionId);
    await send('GET', '/api/v1/account/otp', sessionId);
    const code = codeIn((await latestMail(ctx.db, email))?.text);
    const wrong = await send('POST', '/api/v1/account/otp/verify', sessionId, {
      otpCode: code === '123456' ? '654321' : '123456',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      success: false,
      verify_success: false,
      errors:
        'We are not able to verify your account. If you think there’s an issue on our end, please try again or contact us.',
    });
    const empty = await send('POST', '/api/v1/account/otp/verify', sessionId, { otpCode: '' });
    expect(empty.json().errors).toBe('OTP is required.');
  });
});

describe('sign-in links', () => {
  it('the e-mailed link signs in through /account/nonce/verify, once', async () => {
    const { email } = await registerShopper(ctx.app);
    await send('POST', '/api/v1/auth/otp', undefined, { email, route: '/account/edit' });
    const text = (await latestMail(ctx.db, email))?.text;
    expect(linkParam(text, 'route')).toBe('/account/edit');
    const nonce = linkParam(text, 'otpNonce');
    const used = await send('POST', '/api/v1/account/nonce/verify', undefined, { nonce });
    expect(used.json()).toEqual({ success: true, verify_success: true });
    const me = await send('GET', '/api/v1/account', sessionCookieFrom(used));
    expect(me.json()).toMatchObject({ email, logged_in: 1 });
    const again = await send('POST', '/api/v1/account/nonce/verify', undefined, { nonce });
    expect(again.statusCode).toBe(400);
    expect(again.json().verify_success).toBe(false);
  });
});

describe('forgot password', () => {
  it('e-mails a single-use link that sets a new password', async () => {
    const { email } = await registerShopper(ctx.app);
    const asked = await send('POST', '/api/v1/account/reset', undefined, { email });
    const unknown = await send('POST', '/api/v1/account/reset', undefined, { email: uniqueEmail() });
    expect(asked.json()).toEqual(unknown.json());
    const token = linkParam((await latestMail(ctx.db, email))?.text, 'token');
    const short = await send('POST', '/api/v1/account/updatepassword', undefined, {
      token,
      password: 'short',
    });
    expect(short.json().errors).toBe(accountMessages.invalidPassword);
    const set = await send('POST', '/api/v1/account/updatepassword', undefined, {
      token,
      password: 'reset password 9',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ email, logged_in: 1 });
    const reused = await send('POST', '/api/v1/account/updatepassword', undefined, {
      token,
      password: 'another one 99',
    });
    expect(reused.statusCode).toBe(400);
    const oldPassword = await send('POST', '/api/v1/auth/login', undefined, {
      email,
      password: TEST_PASSWORD,
    });
    expect(oldPassword.json().errors).toBe('Wrong password, try again or use forgot password');
    const newPassword = await send('POST', '/api/v1/auth/login', undefined, {
      email,
      password: 'reset password 9',
    });
    expect(newPassword.statusCode).toBe(200);
  });
});

describe('POST /account/invite', () => {
  it('e-mails each address once', async () => {
    const { sessionId } = await registerShopper(ctx.app);
    const a = uniqueEmail('friend');
    const b = uniqueEmail('friend');
    const response = await send('POST', '/api/v1/account/invite', sessionId, {
      emails: `${a}, ${b}\n${a.toUpperCase()}`,
    });
    expect(response.json()).toEqual({ success: true, invited: [a, b] });
    expect((await latestMail(ctx.db, a))?.subject).toMatch(/invited you to Pantry/);
    const bad = await send('POST', '/api/v1/account/invite', sessionId, { emails: 'x@y' });
    expect(bad.statusCode).toBe(400);
  });
});
