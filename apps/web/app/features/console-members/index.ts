/** The console's Members area (issue 25): the member search and the member page's sections and changes. */

export { memberQuery, membersQuery, useMember, useMembers } from './api.ts';
export { CompMonth, EndSessions, ExtendTrial, UnlockAccount } from './member-actions.tsx';
export { MemberAccount, MemberMembership, MemberSignIn } from './member-facts.tsx';
export {
  MemberAddresses,
  MemberAutoship,
  MemberGiftCards,
  MemberOrders,
  MemberReviews,
} from './member-lists.tsx';
export { memberQueryFromSearch } from './member-search.ts';
export { MemberFilters, MembersTable } from './members-table.tsx';
export { MemberThriveCash, ThriveCashForm } from './thrive-cash.tsx';
