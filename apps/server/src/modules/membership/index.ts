/** Membership: plans, joins, upgrades, cancellations (`app.membership`) and renewals (`app.membershipRenewals`). */

export { createMembershipRenewals, type MembershipRenewals } from './renewals.ts';
export { membershipRoutes } from './routes.ts';
export { createMembershipService, type MembershipService } from './service.ts';
