import { asc, type DbOrTx, eq, membershipPlans } from '@pantry/db';
import { centsToDollars, type MembershipOffer, monthlyEquivalentCents, taxCents } from '@pantry/domain';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';

/** Plans come from the database; what they cost comes from configuration. */

export type Plan = typeof membershipPlans.$inferSelect;

/** The fee of a plan in cents: a trial costs what the plan it turns into costs, later. */
export function planFeeCents(plan: Plan, config: Config, plans: Plan[]): number {
  if (plan.kind === 'annual') return config.membershipAnnualPriceCents;
  if (plan.kind === 'monthly') return config.membershipMonthlyPriceCents;
  const paid = plans.find((candidate) => candidate.code === plan.convertsToCode);
  return paid && paid.kind !== 'trial' ? planFeeCents(paid, config, plans) : 0;
}

/** What joining on this plan charges today, in cents: nothing for a trial. */
export function dueTodayCents(plan: Plan, config: Config, plans: Plan[]): number {
  return plan.kind === 'trial' ? 0 : planFeeCents(plan, config, plans);
}

export async function loadPlans(db: DbOrTx): Promise<Plan[]> {
  return db
    .select()
    .from(membershipPlans)
    .where(eq(membershipPlans.active, true))
    .orderBy(asc(membershipPlans.sortOrder));
}

export function findPlan(plans: Plan[], code: number | undefined): Plan {
  const plan = plans.find((candidate) => candidate.code === code);
  if (!plan) throw new AppError('bad_request', 'Please choose a membership plan.', { field: 'plan_code' });
  return plan;
}

export function toOffer(plan: Plan, config: Config, plans: Plan[]): MembershipOffer {
  const fee = planFeeCents(plan, config, plans);
  const renewsAs = plans.find((candidate) => candidate.code === plan.convertsToCode);
  const perMonth = plan.kind === 'monthly' ? fee : monthlyEquivalentCents(fee);
  return {
    plan_code: plan.code,
    name: plan.name,
    kind: plan.kind,
    price: centsToDollars(fee),
    monthly_equivalent: centsToDollars(perMonth),
    term_months: plan.termMonths,
    trial_days: plan.kind === 'trial' ? config.trialDays : 0,
    due_today: centsToDollars(dueTodayCents(plan, config, plans)),
    renews_as: plan.kind === 'trial' ? (renewsAs?.name ?? 'Annual') : plan.name,
  };
}

export function planTax(plan: Plan, config: Config, plans: Plan[]) {
  const subtotal = planFeeCents(plan, config, plans);
  const tax = taxCents(subtotal, config.membershipTaxRate);
  return { subtotalCents: subtotal, taxCents: tax, totalCents: subtotal + tax };
}
