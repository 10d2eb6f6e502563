import { ADMIN_AREAS, can, STAFF_ROLES } from '@pantry/domain';
import { describe, expect, it } from 'vitest';
import { addStaff, signInStaff } from '../modules/staff/test-support.ts';
import { useGiven } from '../test/given.ts';
import { hasWebBuild, usePagesApp, useTestApp } from '../test/helper.ts';

/**
 * The console's pages (issue 25) are rendered on the server with the staff member's data, read through the
 * /api/admin routes in process (web/admin-reader.ts): a visitor gets a real redirect to sign-in, a role without
 * the page's permission a real 403 page, and no console page carries the storefront's header or cart.
 */

const t = useTestApp();

describe.skipIf(!hasWebBuild)('console pages, server-rendered (needs npm run build)', () => {
  const pages = usePagesApp(t);
  const page = (url: string, cookie?: string) =>
    pages.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('sends a signed-out visitor to the staff sign-in with a 302, coming back to the page asked for', async () => {
    for (const path of ['/admin', '/admin/staff', '/admin/audit?q=staff']) {
      const response = await page(path);
      expect(response.statusCode, path).toBe(302);
      const back = path === '/admin' ? '/admin/login' : `/admin/login?route=${encodeURIComponent(path)}`;
      expect(response.headers.location, path).toBe(back);
    }
    const login = await page('/admin/login');
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    expect(login.body).toContain('Staff sign-in');
  });

  it('renders the owner’s staff list and audit log in the HTML, in the console’s frame', async () => {
    const owner = await addStaff(t.db, 'owner', 'Odette Owner');
    const { cookie } = await signInStaff(pages.app, owner);
    const staff = await page('/admin/staff', cookie);
    expect(staff.statusCode).toBe(200);
    expect(staff.body).toContain(owner.email);
    expect(staff.body).toContain('console-bar');
    expect(staff.body).not.toContain('site-header');
    const audit = await page('/admin/audit', cookie);
    expect(audit.statusCode).toBe(200);
    expect(audit.body).toContain('Audit log');
    // Already signed in: the sign-in page sends the owner on.
    expect((await page('/admin/login?route=%2Fadmin%2Faudit', cookie)).headers.location).toBe('/admin/audit');
  });

  it('answers 403 with the reason when the role may not open the page, and shows only its own menu', async () => {
    const agent = await addStaff(t.db, 'support', 'Sasha Support');
    const { cookie } = await signInStaff(pages.app, agent);
    const dashboard = await page('/admin', cookie);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('Sasha Support');
    expect(dashboard.body).not.toContain('href="/admin/staff"');
    for (const path of ['/admin/staff', '/admin/audit']) {
      const refused = await page(path, cookie);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.body).toContain('Your role does not allow this.');
    }
  });

  it('opens every menu area to exactly the roles whose permission it needs, and refuses the rest with a 403 page', async () => {
    // Walks the domain's menu, so a new area is covered the day it is added.
    for (const role of STAFF_ROLES) {
      const { cookie } = await signInStaff(pages.app, await addStaff(t.db, role, `Every ${role}`));
      for (const area of ADMIN_AREAS) {
        const response = await page(area.path, cookie);
        const allowed = area.permission === null || can(role, area.permission);
        expect(response.statusCode, `${role} ${area.path}`).toBe(allowed ? 200 : 403);
        if (!allowed) expect(response.body).toContain('Your role does not allow this.');
      }
    }
  });

  it('answers a search the route cannot read with a 400 page and its reason, never a 500', async () => {
    const { cookie } = await signInStaff(pages.app, await addStaff(t.db, 'owner', 'Search Owner'));
    const gifts = await page('/admin/gift-cards?q=pantry.test', cookie);
    expect(gifts.statusCode).toBe(400);
    expect(gifts.body).toContain('Search by the whole code, its last four characters');
    expect(gifts.body).toContain('name="q"');
  });

  it('answers 404 for an invitation link that names none, with why', async () => {
    const response = await page('/admin/invite?token=nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('This invitation has expired or was already used.');
  });
});

describe.skipIf(!hasWebBuild)('the Orders area, server-rendered (issue 25)', () => {
  const pages = usePagesApp(t);
  const given = useGiven(t);
  const page = (url: string, cookie?: string) =>
    pages.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('finds an order and shows it with its payments; only a role that may refund gets the refund form', async () => {
    const placed = await given.order();
    const warehouse = await signInStaff(pages.app, await addStaff(t.db, 'warehouse', 'Wes Warehouse'));
    const found = await page(`/admin/orders?number=${placed.incrementId}`, warehouse.cookie);
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain(`href="/admin/orders/${placed.incrementId}"`);
    const shown = await page(`/admin/orders/${placed.incrementId}`, warehouse.cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Payments');
    expect(shown.body).toContain('Visa ending in 4242');
    expect(shown.body).toContain('Move the order');
    expect(shown.body).not.toContain('Show the split');

    const agent = await signInStaff(pages.app, await addStaff(t.db, 'support', 'Sam Support'));
    expect((await page(`/admin/orders/${placed.incrementId}`, agent.cookie)).body).toContain(
      'Show the split',
    );
    const merchandiser = await signInStaff(pages.app, await addStaff(t.db, 'merchandiser', 'Mo Merch'));
    expect((await page('/admin/orders', merchandiser.cookie)).statusCode).toBe(403);
    expect((await page('/admin/orders/999999999', agent.cookie)).statusCode).toBe(404);
  });
});
