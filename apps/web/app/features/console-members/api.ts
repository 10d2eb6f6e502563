import type { AdminMember, AdminMemberPage, AdminMemberQuery, ThriveCashAdjustment } from '@pantry/domain';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../console/index.ts';

/** The Members area's reads (one `queryOptions` each, shared by loader and component) and its changes. */

export const memberKeys = {
  search: (query: AdminMemberQuery) => ['console', 'members', query] as const,
  member: (id: number) => ['console', 'member', id] as const,
};

/** GET /api/admin/members with the page's search (newest account first; `before` asks for older ones). */
export function membersQuery(query: AdminMemberQuery) {
  return queryOptions({
    queryKey: memberKeys.search(query),
    queryFn: ({ signal }) => adminRequest<AdminMemberPage>('GET', '/members', { query, signal }),
    staleTime: 5_000,
  });
}

/** GET /api/admin/members/:id: the member with their membership, money, orders and sign-in. */
export function memberQuery(id: number) {
  return queryOptions({
    queryKey: memberKeys.member(id),
    queryFn: ({ signal }) => adminRequest<AdminMember>('GET', `/members/${id}`, { signal }),
  });
}

export const useMembers = (query: AdminMemberQuery) =>
  useQuery({ ...membersQuery(query), placeholderData: keepPreviousData });
export const useMember = (id: number) => useQuery(memberQuery(id));

/** The member page's changes: each answers the member as they are now, which the page shows at once. */
export function useMemberChanges(id: number) {
  const client = useQueryClient();
  const path = `/members/${id}`;
  const change = async (action: string, body?: Record<string, unknown>) => {
    const member = await adminRequest<AdminMember>('POST', `${path}/${action}`, body ? { body } : {});
    client.setQueryData(memberKeys.member(id), member);
    return member;
  };
  return {
    compMonth: () => change('comp-month'),
    extendTrial: (days: number) => change('extend-trial', { days }),
    unlock: () => change('unlock'),
    endSessions: () => change('end-sessions'),
    /** Through the Thrive Cash route (its reason is the ledger's note); then the member is read again. */
    adjustThriveCash: async (adjustment: ThriveCashAdjustment, key: string) => {
      await adminRequest('POST', '/thrive-cash/adjustments', {
        body: {
          account_id: id,
          kind: adjustment.kind,
          amount: adjustment.cents / 100,
          note: adjustment.reason,
          key,
        },
      });
      await client.invalidateQueries({ queryKey: memberKeys.member(id) });
    },
  };
}
