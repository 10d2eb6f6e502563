import { type AdminReader, permissionsOf, type StaffMe, type StaffRole } from '@pantry/domain';
import { queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { inProcess } from '../../lib/page-queries.ts';
import { consolePage, safeConsoleRoute } from './console-page.ts';

/** A read refused the way AdminReader refuses: an error with the route's status and words. */
const refused = (status: number, message: string) => Object.assign(new Error(message), { status });

const staffAs = (role: StaffRole): StaffMe => ({
  staff: {
    id: 3,
    email: `${role}@pantry.test`,
    name: 'Sam',
    role,
    disabled: false,
    created_at: '2026-11-01T10:00:00.000Z',
    last_sign_in_at: null,
  },
  permissions: permissionsOf(role),
});

function loaderArgs(url: string, me: () => Promise<StaffMe>) {
  const admin = { me } as unknown as AdminReader;
  return { context: { services: { admin } }, request: new Request(`http://localhost${url}`) };
}

/** The status and Location of what a loader threw, or of the answer it gave. */
async function outcome(answer: Promise<unknown>) {
  try {
    return { answer: await answer };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('location') };
    const { init, data } = thrown as { init?: { status?: number }; data?: unknown };
    return { status: init?.status ?? 500, data };
  }
}

const listQuery = () =>
  queryOptions({ queryKey: ['console', 'staff'], queryFn: async () => ({ staff: [] }) });

describe('the loader of a console page', () => {
  it('sends a signed-out visitor to the staff sign-in, coming back to the same page', async () => {
    const args = loaderArgs('/admin/audit?q=invite', () =>
      Promise.reject(refused(401, 'Staff sign-in is required.')),
    );
    expect(await outcome(consolePage(args, { permission: 'audit.read' }))).toEqual({
      status: 302,
      location: '/admin/login?route=%2Fadmin%2Faudit%3Fq%3Dinvite',
    });
  });

  it('answers 403 with the reason when the role lacks the page’s permission, and reads nothing', async () => {
    const reads: string[] = [];
    const args = loaderArgs('/admin/staff', async () => staffAs('support'));
    const result = await outcome(
      consolePage(args, {
        permission: 'staff.manage',
        reads: () => {
          reads.push('staff');
          return [];
        },
      }),
    );
    expect(result).toEqual({ status: 403, data: { message: 'Your role does not allow this.' } });
    expect(reads).toEqual([]);
  });

  it('answers 403 when the route itself refuses a read (a role changed a moment ago)', async () => {
    const args = loaderArgs('/admin/staff', async () => staffAs('owner'));
    const result = await outcome(
      consolePage(args, {
        permission: 'staff.manage',
        reads: () => [
          inProcess(listQuery(), () => Promise.reject(refused(403, 'Your role does not allow this.'))),
        ],
      }),
    );
    expect(result.status).toBe(403);
  });

  it('reads who is signed in and the page’s queries into the answer for the browser’s cache', async () => {
    const args = loaderArgs('/admin/staff', async () => staffAs('owner'));
    const { answer } = await outcome(
      consolePage(args, {
        permission: 'staff.manage',
        reads: () => [inProcess(listQuery(), async () => ({ staff: [] }))],
      }),
    );
    const page = answer as { session: StaffMe; queries: { queries: { queryKey: unknown[] }[] } };
    expect(page.session.staff.role).toBe('owner');
    expect(page.queries.queries.map((query) => query.queryKey)).toEqual([
      ['console', 'me'],
      ['console', 'staff'],
    ]);
  });
});

describe('where sign-in sends a staff member back to', () => {
  it('goes back to a console page, and nowhere else', () => {
    expect(safeConsoleRoute('/admin/audit?q=x')).toBe('/admin/audit?q=x');
    expect(safeConsoleRoute('/admin')).toBe('/admin');
    expect(safeConsoleRoute('https://evil.example/admin')).toBe('/admin');
    expect(safeConsoleRoute('/account')).toBe('/admin');
    expect(safeConsoleRoute('/administrator')).toBe('/admin');
    expect(safeConsoleRoute('/admin/login')).toBe('/admin');
    expect(safeConsoleRoute(null)).toBe('/admin');
  });
});
