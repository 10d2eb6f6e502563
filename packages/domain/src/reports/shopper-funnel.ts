/**
 * The analytics reports' rules (issue 26), over the events `POST /api/v1/collect` stores. The funnel's steps are
 * the Segment e-commerce events, in order; a visitor counts once a day at the furthest step they reached that day
 * and at every step before it (docs/decisions/analytics.md), so each step is at most the one before it.
 */

export const FUNNEL_STEPS = [
  { key: 'viewed', event: 'Product Viewed', label: 'Viewed' },
  { key: 'added', event: 'Product Added', label: 'Added' },
  { key: 'checkout', event: 'Checkout Started', label: 'Checkout' },
  { key: 'ordered', event: 'Order Completed', label: 'Ordered' },
] as const;
export type FunnelStepKey = (typeof FUNNEL_STEPS)[number]['key'];

/** How many visitors' furthest step of a day was step `furthest` (1 = viewed … 4 = ordered). */
export type FurthestStep = { furthest: number; visitors: number };

/** The visitors counted at each step, from how many stopped at each furthest step. */
export function funnelCounts(stops: readonly FurthestStep[]): Record<FunnelStepKey, number> {
  const counts = Object.fromEntries(FUNNEL_STEPS.map((step) => [step.key, 0])) as Record<
    FunnelStepKey,
    number
  >;
  for (const stop of stops) {
    FUNNEL_STEPS.forEach((step, i) => {
      if (stop.furthest >= i + 1) counts[step.key] += stop.visitors;
    });
  }
  return counts;
}

/** A step's conversion from the step before: a percent with one decimal, none when no one reached that one. */
export function stepConversion(reached: number, before: number): number | null {
  if (before <= 0) return null;
  return Math.round((reached * 1000) / before) / 10;
}

/** The zero-results report's longest list of terms, and the top products' rows from each ranking. */
export const ZERO_RESULT_TERMS = 500;
export const TOP_PRODUCTS = 100;
