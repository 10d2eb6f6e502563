import { describe, expect, it } from 'vitest';
import { addStaff, signInStaff } from '../modules/staff/test-support.ts';
import { useGiven } from '../test/given.ts';
import { hasWebBuild, usePagesApp, useTestApp } from '../test/helper.ts';

/**
 * The console's Members area (issue 25), server-rendered: the search and the member page in the HTML for support,
 * the changes offered only to a role that may make them, and a real 403 for the roles without members.read.
 */

const t = useTestApp();

describe.skipIf(!hasWebBuild)('the Members area, server-rendered (issue 25)', () => {
  const pages = usePagesApp(t);
  const given = useGiven(t);
  const page = (url: string, cookie?: string) =>
    pages.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('finds a member and shows them in sections, with the changes support may make', async () => {
    const monthly = await given.member({ plan: 'monthly' });
    const agent = await signInStaff(pages.app, await addStaff(t.db, 'support', 'Sam Support'));
    const found = await page(`/admin/members?q=${monthly.accountId}`, agent.cookie);
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain(`href="/admin/members/${monthly.accountId}"`);
    const shown = await page(`/admin/members/${monthly.accountId}`, agent.cookie);
    expect(shown.statusCode).toBe(200);
    for (const section of [
      'Membership',
      'Sign-in',
      'Thrive Cash',
      'Recent orders',
      'Gift cards',
      'Addresses',
    ])
      expect(shown.body).toContain(`>${section}</h2>`);
    expect(shown.body).toContain('Comp a month…');
    expect(shown.body).toContain('Adjust Thrive Cash');
    expect(shown.body).not.toContain('Extend the trial');

    const owner = await signInStaff(pages.app, await addStaff(t.db, 'owner', 'Olive Owner'));
    expect((await page(`/admin/members/${monthly.accountId}`, owner.cookie)).body).toContain('Comp a month…');
    for (const role of ['merchandiser', 'warehouse'] as const) {
      const staff = await signInStaff(pages.app, await addStaff(t.db, role));
      expect((await page('/admin/members', staff.cookie)).statusCode, role).toBe(403);
      expect((await page(`/admin/members/${monthly.accountId}`, staff.cookie)).statusCode, role).toBe(403);
    }
    expect((await page('/admin/members/2147483000', agent.cookie)).statusCode).toBe(404);
    expect((await page('/admin/members/abc', agent.cookie)).statusCode).toBe(404);
    expect((await page('/admin/members')).statusCode).toBe(302);
  });
});
