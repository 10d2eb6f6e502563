import { CONTROL_VARIANT } from './bucketing.ts';

/**
 * The experiment report's statistics (issue 26): each variant's conversion rate with a 95% Wilson score interval,
 * and each other variant's difference to control with a 95% interval by the normal approximation (unpooled
 * standard errors). Plain numbers in, plain numbers out; zod-free so any side may import it.
 */

/** The two-sided 95% normal quantile, Φ⁻¹(0.975). */
export const Z_95 = 1.959963984540054;

export type Interval = { low: number; high: number };

/** One variant's tally: visitors exposed, and those of them who converted. */
export type VariantTally = { variant: string; visitors: number; conversions: number };

export type VariantResult = VariantTally & {
  /** conversions / visitors (0–1), null with no visitor. */
  rate: number | null;
  /** 95% Wilson score interval on the rate, null with no visitor. */
  rateInterval: Interval | null;
  /** rate − control's rate; null for control itself or when either has no visitor. */
  difference: number | null;
  differenceInterval: Interval | null;
  /** Whether the difference's interval leaves out zero; null where there is no difference. */
  excludesZero: boolean | null;
};

/**
 * The Wilson score interval: centre (p + z²/2n) / (1 + z²/n), half-width z √(p(1−p)/n + z²/4n²) / (1 + z²/n).
 * Unlike p ± z√(p(1−p)/n) it stays inside 0–1 and does not collapse to a point at 0 or n conversions.
 */
export function wilsonInterval(conversions: number, visitors: number, z = Z_95): Interval | null {
  if (visitors <= 0) return null;
  const p = conversions / visitors;
  const z2 = z * z;
  const denominator = 1 + z2 / visitors;
  const centre = (p + z2 / (2 * visitors)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / visitors + z2 / (4 * visitors * visitors))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The difference of two rates, p₁ − p₀, ± z √(p₁(1−p₁)/n₁ + p₀(1−p₀)/n₀). */
export function differenceInterval(
  variant: Pick<VariantTally, 'visitors' | 'conversions'>,
  control: Pick<VariantTally, 'visitors' | 'conversions'>,
  z = Z_95,
): { difference: number; interval: Interval } | null {
  if (variant.visitors <= 0 || control.visitors <= 0) return null;
  const p1 = variant.conversions / variant.visitors;
  const p0 = control.conversions / control.visitors;
  const se = Math.sqrt((p1 * (1 - p1)) / variant.visitors + (p0 * (1 - p0)) / control.visitors);
  const difference = p1 - p0;
  return { difference, interval: { low: difference - z * se, high: difference + z * se } };
}

/**
 * Every variant's rate and interval, and each non-control variant against control ('control', or the first
 * variant listed when none is named so). The variants keep their order.
 */
export function compareVariants(tallies: readonly VariantTally[]): VariantResult[] {
  const control = tallies.find((t) => t.variant === CONTROL_VARIANT) ?? tallies[0];
  return tallies.map((tally) => {
    const base = {
      ...tally,
      rate: tally.visitors > 0 ? tally.conversions / tally.visitors : null,
      rateInterval: wilsonInterval(tally.conversions, tally.visitors),
    };
    const against = tally === control || !control ? null : differenceInterval(tally, control);
    return {
      ...base,
      difference: against?.difference ?? null,
      differenceInterval: against?.interval ?? null,
      excludesZero: against ? against.interval.low > 0 || against.interval.high < 0 : null,
    };
  });
}

/** A share 0–1 as the report's percent, to 2 decimals (0.123456 → 12.35). */
export function percentFigure(share: number | null | undefined): number | null {
  return share === null || share === undefined ? null : Math.round(share * 10_000) / 100;
}

/** One line of the experiment report: a variant of an experiment, its figures as percents. */
export type ConversionReportRow = {
  experiment: string;
  variant: string;
  visitors: number;
  conversions: number;
  conversion_rate: number | null;
  rate_low: number | null;
  rate_high: number | null;
  difference: number | null;
  difference_low: number | null;
  difference_high: number | null;
  excludes_zero: 'Yes' | 'No' | null;
};

/** The report's lines: each experiment's variants compared (compareVariants), rates and differences as percents. */
export function conversionReportRows(
  experiments: readonly { experimentKey: string; variants: readonly VariantTally[] }[],
): ConversionReportRow[] {
  return experiments.flatMap(({ experimentKey, variants }) =>
    compareVariants(variants).map((result) => ({
      experiment: experimentKey,
      variant: result.variant,
      visitors: result.visitors,
      conversions: result.conversions,
      conversion_rate: percentFigure(result.rate),
      rate_low: percentFigure(result.rateInterval?.low),
      rate_high: percentFigure(result.rateInterval?.high),
      difference: percentFigure(result.difference),
      difference_low: percentFigure(result.differenceInterval?.low),
      difference_high: percentFigure(result.differenceInterval?.high),
      excludes_zero: result.excludesZero === null ? null : result.excludesZero ? 'Yes' : 'No',
    })),
  );
}
