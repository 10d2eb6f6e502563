import { eq, gifts } from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { insertIssuedGift } from '../modules/giftcards/test-support.ts';
import { addStaff, signInStaff } from '../modules/staff/test-support.ts';
import { useGiven } from '../test/given.ts';
import { hasWebBuild, usePagesApp, useTestApp } from '../test/helper.ts';

/**
 * The console's Autoship area and queues (issue 25), rendered on the server with the staff member's data: each page
 * opens for the roles the permission table names and answers 403 with the reason to the others.
 */

const t = useTestApp();

describe.skipIf(!hasWebBuild)('the Autoship area and the queues, server-rendered (issue 25)', () => {
  const pages = usePagesApp(t);
  const given = useGiven(t);
  const page = (url: string, cookie: string) => pages.app.inject({ method: 'GET', url, headers: { cookie } });

  it('renders the three autoship sections, the review queue and a gift for a support agent', async () => {
    const bought = await given.order();
    await insertIssuedGift(t.db, {
      orderId: bought.orderId,
      buyerAccountId: bought.member.accountId,
      creditCents: 3000,
    });
    const [gift] = await t.db.select().from(gifts).where(eq(gifts.orderId, bought.orderId));
    const agent = await signInStaff(pages.app, await addStaff(t.db, 'support', 'Sam Support'));
    const autoship = await page('/admin/autoship', agent.cookie);
    expect(autoship.statusCode).toBe(200);
    for (const heading of ['Due today', 'Failed charges', 'Run history'])
      expect(autoship.body).toContain(heading);
    expect(autoship.body).toContain('href="/admin/autoship"');
    const reviews = await page('/admin/reviews', agent.cookie);
    expect(reviews.statusCode).toBe(200);
    expect(reviews.body).toContain('Reviews');
    const found = await page(`/admin/gift-cards?q=${bought.incrementId}`, agent.cookie);
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain(`href="/admin/gift-cards/${gift!.id}"`);
    const one = await page(`/admin/gift-cards/${gift!.id}`, agent.cookie);
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('$30.00');
    expect(one.body).toContain('Void code');
    expect((await page('/admin/gift-cards/2147483000', agent.cookie)).statusCode).toBe(404);
  });

  it('refuses the pages a role’s permissions do not open, with the reason', async () => {
    const merchandiser = await signInStaff(pages.app, await addStaff(t.db, 'merchandiser', 'Mo Merch'));
    const warehouse = await signInStaff(pages.app, await addStaff(t.db, 'warehouse', 'Wes Warehouse'));
    for (const [who, path] of [
      [merchandiser, '/admin/autoship'],
      [merchandiser, '/admin/gift-cards'],
      [warehouse, '/admin/autoship'],
      [warehouse, '/admin/reviews'],
      [warehouse, '/admin/gift-cards'],
    ] as const) {
      const refused = await page(path, who.cookie);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.body).toContain('Your role does not allow this.');
    }
    const allowed = await page('/admin/reviews', merchandiser.cookie);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('href="/admin/reviews"');
    expect(allowed.body).not.toContain('href="/admin/autoship"');
  });
});
