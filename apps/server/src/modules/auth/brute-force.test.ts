import { accounts, authFailureCounts, eq, oneTimeCodes } from '@pantry/db';
import { accountMessages } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { codeIn, latestMail, registerShopper, TEST_PASSWORD, uniqueEmail } from '../../test/accounts.ts';
import { useTestApp } from '../../test/helper.ts';

/**
 * The three brute-force limits raced for real: 100 requests sent at once, as an attacker would. Each limit counts
 * a try in the statement that checks it, so at most the allowed number of tries is ever judged.
 */

const ctx = useTestApp();
const GUESSES = 100;

function post(url: string, body: Record<string, string>, ip: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
    remoteAddress: ip,
  });
}

/** Sends `count` requests at once and tallies the answers by status. */
async function race(count: number, send: (i: number) => ReturnType<typeof post>) {
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  const byStatus: Record<number, number> = {};
  for (const answer of answers) byStatus[answer.statusCode] = (byStatus[answer.statusCode] ?? 0) + 1;
  console.log(`${count} at once:`, JSON.stringify(byStatus));
  return byStatus;
}

/** A different address per guess: the account's own limits must hold when no address limit is reached. */
const spreadIp = (i: number) => `10.77.${Math.floor(i / 200)}.${(i % 200) + 1}`;

describe('brute force at once', () => {
  it('compares a six-digit code at most 5 times under 100 parallel guesses, then refuses the right one', async () => {
    const { email, accountId } = await registerShopper(ctx.app);
    await post('/api/v1/auth/otp', { email }, '10.76.0.1');
    const otpCode = codeIn((await latestMail(ctx.db, email))?.text);
    const wrong = (i: number) => String((Number(otpCode) + 1 + i) % 1_000_000).padStart(6, '0');
    const byStatus = await race(GUESSES, (i) =>
      post('/api/v1/auth/otp/verify', { email, otpCode: wrong(i) }, spreadIp(i)),
    );
    expect(byStatus[400]).toBe(GUESSES);
    // Each comparison is counted on the code: five, however many guesses arrived together.
    const [code] = await ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.accountId, accountId));
    expect(code?.wrongTries).toBe(5);
    const right = await post('/api/v1/auth/otp/verify', { email, otpCode }, '10.76.0.2');
    expect(right.statusCode).toBe(400);
    expect(right.json().verify_success).toBe(false);
  });

  it('locks the account after 5 of 100 parallel wrong passwords, and the right one then waits', async () => {
    const { email } = await registerShopper(ctx.app);
    const byStatus = await race(GUESSES, (i) =>
      post('/api/v1/auth/login', { email, password: `wrong password ${i}` }, spreadIp(i)),
    );
    // Four wrong-password answers and the fifth try's lock: five passwords checked; the rest never were.
    expect(byStatus[400]).toBe(4);
    expect(byStatus[423]).toBe(GUESSES - 4);
    const [account] = await ctx.db.select().from(accounts).where(eq(accounts.email, email));
    expect(account?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    const right = await post('/api/v1/auth/login', { email, password: TEST_PASSWORD }, '10.76.1.1');
    expect(right.statusCode).toBe(423);
    expect(right.json().errors).toBe(accountMessages.accountLocked);
  });

  it('blocks an address after 20 of 100 parallel failed sign-ins, even for the right password', async () => {
    const ip = '10.76.2.1';
    const byStatus = await race(GUESSES, () =>
      post('/api/v1/auth/login', { email: uniqueEmail('nobody'), password: TEST_PASSWORD }, ip),
    );
    expect(byStatus[404]).toBe(20);
    expect(byStatus[429]).toBe(GUESSES - 20);
    const { email } = await registerShopper(ctx.app);
    const blocked = await post('/api/v1/auth/login', { email, password: TEST_PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors).toBe(accountMessages.tooManyLoginAttempts);
  });

  it('blocks an address after 10 of 100 parallel failed registrations', async () => {
    const ip = '10.76.3.1';
    const byStatus = await race(GUESSES, () =>
      post('/api/v1/auth/register', { email: 'not-an-email', password: TEST_PASSWORD }, ip),
    );
    expect(byStatus[400]).toBe(10);
    expect(byStatus[429]).toBe(GUESSES - 10);
  });

  it('gives a right password its try back: a shopper with 4 wrong tries still signs in', async () => {
    const { email } = await registerShopper(ctx.app);
    for (let i = 0; i < 4; i++)
      await post('/api/v1/auth/login', { email, password: 'nope nope' }, '10.76.4.1');
    const right = await post('/api/v1/auth/login', { email, password: TEST_PASSWORD }, '10.76.4.1');
    expect(right.statusCode).toBe(200);
    const [account] = await ctx.db.select().from(accounts).where(eq(accounts.email, email));
    expect(account).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
  });
});

describe('forgetting ended windows', () => {
  it('the daily job drops address counts whose 24 hours ended, and the address may try again', async () => {
    const ip = '10.76.5.1';
    for (let i = 0; i < 20; i++)
      await post('/api/v1/auth/login', { email: uniqueEmail('x'), password: 'x'.repeat(8) }, ip);
    expect(
      (await post('/api/v1/auth/login', { email: uniqueEmail('x'), password: 'x'.repeat(8) }, ip)).statusCode,
    ).toBe(429);
    const rows = () => ctx.db.select().from(authFailureCounts).where(eq(authFailureCounts.clientKey, ip));
    await ctx.app.auth.purgeEndedBlocks(new Date(Date.now() + 23 * 3_600_000));
    expect(await rows()).toHaveLength(1);
    await ctx.app.auth.purgeEndedBlocks(new Date(Date.now() + 25 * 3_600_000));
    expect(await rows()).toHaveLength(0);
    expect(
      (await post('/api/v1/auth/login', { email: uniqueEmail('x'), password: 'x'.repeat(8) }, ip)).statusCode,
    ).toBe(404);
  });
});
