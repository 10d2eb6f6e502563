export {
  acceptRetentionOffer,
  cancelMembership,
  formatAmount,
  joinMembership,
  offerPriceText,
  planFromSearch,
  renewalOffer,
  useMembershipTax,
  useOffers,
} from './api.ts';
export { CancellationFrame, nextCancellationPath } from './cancellation-frame.tsx';
export { CheckoutSteps, MEMBERSHIP_STEPS, TRIAL_STEPS } from './checkout-steps.tsx';
export { ChosenPlan } from './chosen-plan.tsx';
export { JoinPanel } from './join-panel.tsx';
export { loadMonthlyUpgrade, loadReactivate } from './lazy-parts.ts';
export { clearCancellation, readCancellation, saveCancellation } from './membership-cancellation.ts';
export {
  hasActiveMembership,
  requireCancelable,
  requireRetentionOfferTaken,
  requireSignedIn,
  requireWelcome,
} from './membership-guards.ts';
export { MembershipModalHost } from './membership-modal.tsx';
export { isPlaMedium, isPlaVisit, PLA_STORAGE_KEY } from './membership-modal-rules.ts';
export { pendingCard } from './membership-pending-card.ts';
export { dueToday, OrderSummary } from './order-summary.tsx';
export { BenefitList, PlanChooser, planTitle } from './plan-chooser.tsx';
export { Reactivate } from './reactivate.tsx';
export { SignUpForm } from './sign-up-form.tsx';
export { Onboarding, Welcome } from './welcome.tsx';
