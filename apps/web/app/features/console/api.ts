import type {
  AuditPage,
  AuditQuery,
  InviteDetails,
  Staff,
  StaffInvite,
  StaffList,
  StaffMe,
  StaffRole,
} from '@pantry/domain';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from './http.ts';

/**
 * The console's reads, one `queryOptions` each (shared by the page's loader, which reads in process, and the
 * page's component), and its writes. The routes are the admin contract's (docs/decisions/console.md).
 */

export const consoleKeys = {
  all: ['console'] as const,
  me: ['console', 'me'] as const,
  staff: ['console', 'staff'] as const,
  audit: (query: AuditQuery) => ['console', 'audit', query] as const,
  invite: (token: string) => ['console', 'invite', token] as const,
};

/** GET /api/admin/me: who is signed in, and what their role allows. */
export function meQuery() {
  return queryOptions({
    queryKey: consoleKeys.me,
    queryFn: ({ signal }) => adminRequest<StaffMe>('GET', '/me', { signal }),
  });
}

/** GET /api/admin/staff: the staff and the open invitations. */
export function staffQuery() {
  return queryOptions({
    queryKey: consoleKeys.staff,
    queryFn: ({ signal }) => adminRequest<StaffList>('GET', '/staff', { signal }),
  });
}

/** GET /api/admin/audit with the page's filters (newest first; `before` asks for older entries). */
export function auditQuery(query: AuditQuery) {
  return queryOptions({
    queryKey: consoleKeys.audit(query),
    queryFn: ({ signal }) => adminRequest<AuditPage>('GET', '/audit', { query, signal }),
    // A log changes under the operator: a page read a few seconds ago is read again when it comes back.
    staleTime: 5_000,
  });
}

/** GET /api/admin/invites/:token: the invitation the link names (404 when used or expired). */
export function inviteQuery(token: string) {
  return queryOptions({
    queryKey: consoleKeys.invite(token),
    queryFn: ({ signal }) =>
      adminRequest<InviteDetails>('GET', `/invites/${encodeURIComponent(token)}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const useMe = () => useQuery(meQuery());
export const useStaffList = () => useQuery(staffQuery());
export const useAuditPage = (query: AuditQuery) =>
  useQuery({ ...auditQuery(query), placeholderData: keepPreviousData });
export const useInvite = (token: string) => useQuery(inviteQuery(token));

/** Sign-in (password, then the second factor) and sign-out. */
export const consoleAuthApi = {
  login: (email: string, password: string) =>
    adminRequest<{ step: 'totp' }>('POST', '/auth/login', { body: { email, password } }),
  secondFactor: (code: string) => adminRequest<StaffMe>('POST', '/auth/totp', { body: { code } }),
  logout: () => adminRequest<{ success: true }>('POST', '/auth/logout', { body: {} }),
};

/** Accepting an invitation: name and password, then the authenticator's first code. */
export const inviteApi = {
  accept: (token: string, name: string, password: string) =>
    adminRequest<{ otpauth_url: string; secret: string }>(
      'POST',
      `/invites/${encodeURIComponent(token)}/accept`,
      { body: { name, password } },
    ),
  enrol: (token: string, code: string) =>
    adminRequest<StaffMe & { recovery_codes: string[] }>(
      'POST',
      `/invites/${encodeURIComponent(token)}/enrol`,
      { body: { code } },
    ),
};

/** The owner's changes to the staff; each answer refreshes the staff list. */
export function useStaffChanges() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: consoleKeys.staff });
  return {
    invite: async (email: string, role: StaffRole) => {
      const invite = await adminRequest<StaffInvite>('POST', '/staff/invites', { body: { email, role } });
      await refresh();
      return invite;
    },
    update: async (id: number, changes: { role?: StaffRole; disabled?: boolean }) => {
      const member = await adminRequest<Staff>('PATCH', `/staff/${id}`, { body: changes });
      await refresh();
      return member;
    },
  };
}
