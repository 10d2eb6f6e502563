import type { AdminMemberQuery } from '@pantry/domain';

/** The member search's page size. */
export const MEMBER_PAGE_SIZE = 50;

/**
 * The member search from its address (?q=&before=), the same for the loader and the component so both name one
 * query. Unreadable values are left out rather than sent to be refused.
 */
export function memberQueryFromSearch(search: URLSearchParams): AdminMemberQuery {
  const q = search.get('q')?.trim().slice(0, 254);
  const before = Number(search.get('before'));
  return {
    ...(q ? { q } : {}),
    ...(Number.isInteger(before) && before > 0 ? { before } : {}),
    limit: MEMBER_PAGE_SIZE,
  };
}

/** How the console names a shopper's status. */
export const USER_STATUS_LABELS: Readonly<Record<string, string>> = {
  visitor: 'Visitor',
  lead: 'Lead (not a member)',
  trial: 'On a free trial',
  member: 'Member',
  canceled: 'Lapsed member',
};
