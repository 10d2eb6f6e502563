import { can, isPermission, STAFF_ROLES, type StaffRole, staffMessages } from '@pantry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.ts';
import type { AdminRoute } from './guard.ts';
import { addStaff, signInStaff } from './test-support.ts';

/**
 * Every /api/admin route against every role, driven by the permission table and the routes as registered: a new
 * route or permission is covered without touching this file.
 */

const t = useTestApp();
const cookies = {} as Record<StaffRole, string>;

beforeAll(async () => {
  for (const role of STAFF_ROLES)
    cookies[role] = (await signInStaff(t.app, await addStaff(t.db, role))).cookie;
});

/** A request for the route with placeholder params: enough to pass the guard, and nothing real to change. */
function call(route: AdminRoute, headers: Record<string, string>) {
  const url = `/api/admin${route.url.replace(/^\/api\/admin/, '')}`.replace(/:(\w+)/g, (_, name: string) =>
    name === 'token' ? 'no-such-token' : '2147483000',
  );
  return t.app.inject({ method: route.method as 'GET', url, headers });
}

function guarded(): AdminRoute[] {
  return t.app.adminRouteTable.filter((route) => route.permission !== 'public');
}

describe('the /api/admin guard', () => {
  it('knows every admin route, and each names a permission (or is a sign-in route)', () => {
    expect(t.app.adminRouteTable.length).toBeGreaterThan(15);
    for (const route of t.app.adminRouteTable) {
      const named = route.permission;
      expect(
        named === 'public' || named === 'staff' || isPermission(named),
        `${route.method} ${route.url}`,
      ).toBe(true);
    }
  });

  it('refuses every guarded route without a staff session or token (401)', async () => {
    for (const route of guarded()) {
      const response = await call(route, {});
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toMatchObject({ errors: staffMessages.signInRequired });
    }
  });

  for (const role of STAFF_ROLES) {
    it(`refuses the ${role} every route its role may not use (403), and lets it through the others`, async () => {
      for (const route of guarded()) {
        const response = await call(route, { cookie: cookies[role] });
        const allowed = route.permission === 'staff' || can(role, route.permission as never);
        const where = `${role}: ${route.method} ${route.url} → ${response.statusCode} ${response.body}`;
        if (allowed) expect([401, 403], where).not.toContain(response.statusCode);
        else {
          expect(response.statusCode, where).toBe(403);
          expect(response.json()).toMatchObject({ errors: staffMessages.roleRefused, code: 'forbidden' });
        }
      }
    });
  }

  it('lets the ADMIN_TOKEN bearer through every guarded route', async () => {
    for (const route of guarded().filter((r) => r.permission !== 'staff')) {
      const response = await call(route, { authorization: 'Bearer test-admin-token' });
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(response.statusCode);
    }
  });
});
