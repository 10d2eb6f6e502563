/**
 * The console's Members area (issue 25): the member search, one member as staff see them, and the staff changes
 * (a comped month, a longer trial, a lifted sign-in lock, the shopper signed out everywhere), each with its audit
 * entry. Thrive Cash adjustments are the thrivecash module's `POST /api/admin/thrive-cash/adjustments`.
 */

export { createMemberChanges, type MemberChanges } from './changes.ts';
export { memberAdminRoutes } from './routes.ts';
export { type MemberSearch, searchMembers } from './search.ts';
export { loadAdminMember } from './view.ts';
