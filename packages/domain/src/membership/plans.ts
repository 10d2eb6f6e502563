/**
 * Membership money and time rules (account spec §9: 'Plans: codes Monthly 6, Annual 3, Trial 0; 365 days; price 59.95
 * and 59.88 annual; 12 months'). 59.88 is the annual fee shown as twelve monthly payments of 4.99.
 */

export const PLAN_CODE = { annual: 3, monthly: 6, trial: 0 } as const;
export type PlanKind = 'monthly' | 'annual' | 'trial';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The annual fee per month, rounded down to the cent: 5995 → 499 (twelve of them make the 59.88 of the spec). */
export function monthlyEquivalentCents(annualCents: number): number {
  return Math.floor(annualCents / 12);
}

/** Sales tax on a fee, rounded half-up to the cent. */
export function taxCents(amountCents: number, rate: number): number {
  return Math.round(amountCents * rate + Number.EPSILON);
}

/** The end of a term that starts at `start` and lasts `months` calendar months (an annual term is 365 days). */
export function termEnd(start: Date, months: number): Date {
  if (months === 12) return new Date(start.getTime() + 365 * DAY_MS);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

export function trialEnd(start: Date, trialDays: number): Date {
  return new Date(start.getTime() + trialDays * DAY_MS);
}

/**
 * What a canceling member gets back: the paid fee for the whole days left in the term, rounded to the cent.
 * Nothing for a trial (nothing was paid) or a term already over.
 */
export function proRatedRefundCents(paidCents: number, termStart: Date, termEnd: Date, now: Date): number {
  const total = termEnd.getTime() - termStart.getTime();
  if (paidCents <= 0 || total <= 0) return 0;
  const daysTotal = Math.round(total / DAY_MS);
  const daysLeft = Math.floor(Math.max(0, termEnd.getTime() - now.getTime()) / DAY_MS);
  if (daysLeft <= 0 || daysTotal <= 0) return 0;
  return Math.min(paidCents, Math.round((paidCents * daysLeft) / daysTotal));
}

/** A trial is due to convert to its paid plan once its end has come. */
export function isTrialDue(trialEndsAt: Date, now: Date): boolean {
  return trialEndsAt.getTime() <= now.getTime();
}

/** Reasons a member can give on /cancellation/reasons (ours: the spec names the page, not its choices). */
export const CANCELLATION_REASONS = [
  'It costs too much',
  "I don't order often enough",
  'Shipping takes too long',
  "I can't find the products I want",
  'I had a problem with an order',
  'I am moving or traveling',
  'Other',
] as const;
