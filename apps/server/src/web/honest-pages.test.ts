import { accounts, eq } from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { registerShopper, SESSION_COOKIE } from '../test/accounts.ts';
import { hasWebBuild, usePagesApp, useTestApp } from '../test/helper.ts';

/**
 * Pages that say only what happened (issue 12), as the server renders them: a member is not greeted as a trial,
 * and nobody is told a free month was added when none was.
 */

const t = useTestApp();

async function signedIn(userStatus: 'member' | 'trial' | 'lead'): Promise<string> {
  const { sessionId, accountId } = await registerShopper(t.app);
  if (userStatus !== 'lead') {
    await t.db
      .update(accounts)
      .set({ userStatus, groupId: userStatus === 'member' ? 4 : 1 })
      .where(eq(accounts.id, accountId));
  }
  return `${SESSION_COOKIE}=${sessionId}`;
}

describe.skipIf(!hasWebBuild)('pages that say only what happened (issue 12)', () => {
  const pages = usePagesApp(t);
  const page = (url: string, cookie: string) => pages.app.inject({ method: 'GET', url, headers: { cookie } });

  it('sends a member from /trial/welcome to the member welcome, and greets a trial there', async () => {
    const member = await signedIn('member');
    const greeted = await page('/trial/welcome', member);
    expect(greeted.statusCode).toBe(302);
    expect(greeted.headers.location).toBe('/membership/welcome');
    const welcome = await page('/membership/welcome', member);
    expect(welcome.statusCode).toBe(200);
    expect(welcome.body).not.toContain('Your free trial is on');

    const trial = await page('/trial/welcome', await signedIn('trial'));
    expect(trial.statusCode).toBe(200);
    expect(trial.body).toContain('Your free trial is on');
    expect((await page('/trial/welcome', await signedIn('lead'))).headers.location).toBe(
      '/membership/payment/plans',
    );
  });

  it('never says a month was added to a member who did not take the offer', async () => {
    const opened = await page('/cancellation/offer-confirmation', await signedIn('member'));
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/account');
    expect(opened.body).not.toContain('added a month');
  });
});
