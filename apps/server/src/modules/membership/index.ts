/**
 * Membership: plans, joins, upgrades, cancellations (`app.membership`), renewals (`app.membershipRenewals`), and
 * the time staff give (a comped month, a longer trial) in the caller's transaction.
 */

export { giveGiftMembership } from './gift-term.ts';
export { loadPlans, planFeeCents } from './plans.ts';
export { createMembershipRenewals, type MembershipRenewals } from './renewals.ts';
export { membershipRoutes } from './routes.ts';
export { createMembershipService, type MembershipService } from './service.ts';
export { compMembershipMonth, extendMembershipTrial, type StaffTimeChange } from './staff-time.ts';
