import { describe, expect, it } from 'vitest';
import { addStaff, signInStaff } from '../modules/staff/test-support.ts';
import { hasWebBuild, usePagesApp, useTestApp } from '../test/helper.ts';

/**
 * The console's Promotions page (issue 25), rendered on the server: the coupons, gift offers and exit offers in the
 * HTML with the create buttons for a merchandiser, read-only for a support agent, refused to the warehouse.
 */

const t = useTestApp();

describe.skipIf(!hasWebBuild)('console promotions page, server-rendered (needs npm run build)', () => {
  const pages = usePagesApp(t);
  const page = (cookie: string) =>
    pages.app.inject({ method: 'GET', url: '/admin/promotions', headers: { cookie } });

  it('renders the three sections with their forms’ buttons for a merchandiser', async () => {
    const { cookie } = await signInStaff(pages.app, await addStaff(t.db, 'merchandiser'));
    const html = await page(cookie);
    expect(html.statusCode).toBe(200);
    for (const text of ['Coupons', 'Gifts and samples', 'Exit offer', 'exit20', 'New coupon', 'Wait! Take'])
      expect(html.body).toContain(text);
    expect(html.body).toContain('Save first-order offer');
  });

  it('shows a support agent the promotions without the buttons, and refuses the warehouse', async () => {
    const support = await signInStaff(pages.app, await addStaff(t.db, 'support'));
    const read = await page(support.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('exit20');
    expect(read.body).not.toContain('New coupon');
    expect(read.body).toContain('Your role can read promotions but not change them.');
    const warehouse = await signInStaff(pages.app, await addStaff(t.db, 'warehouse'));
    expect((await page(warehouse.cookie)).statusCode).toBe(403);
  });
});
