/** Membership: plans, joins, upgrades, cancellations (`app.membership`) and renewals (`app.membershipRenewals`). */

export { giveGiftMembership } from './gift-term.ts';
export { loadPlans, planFeeCents } from './plans.ts';
export { createMembershipRenewals, type MembershipRenewals } from './renewals.ts';
export { membershipRoutes } from './routes.ts';
export { createMembershipService, type MembershipService } from './service.ts';
