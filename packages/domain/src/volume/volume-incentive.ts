import { formatThriveCashBadge } from '../catalog/badges.ts';
import { centsToDollars, formatDollars, percentOf } from '../money/money.ts';

/**
 * Volume incentives (account-and-shell §3 Volume incentive; issue 13): a product's `tiered_pricing` rows earn Thrive
 * Cash when a cart line's quantity reaches a tier, and `conversion_drivers` tell the shopper how far the next tier is
 * ('buy 2 more to earn $3 Thrive Cash'). Pure: the cart and the product page call it.
 */

/** A tier as Pantry holds it: quantities inclusive, `max` null for no upper bound; dollar values in cents. */
export type VolumeTier = {
  min: number;
  max: number | null;
  promo_type: 'thrive_cash';
  discount_type: 'percent' | 'dollar';
  /** Percent of the line's total for `percent`; cents earned once per line for `dollar`. */
  promo_value: number;
};

export type ConversionDriver = { name: string; qualifies: boolean; display: string };

export type VolumeEarn = {
  /** The tier the quantity reached, or null. */
  tier: VolumeTier | null;
  /** Thrive Cash the line earns, in cents (0 without a tier). */
  earn_cents: number;
  conversion_drivers: ConversionDriver[];
};

function reaches(tier: VolumeTier, qty: number): boolean {
  return qty >= tier.min && (tier.max === null || qty <= tier.max);
}

/** What a tier earns on a line of `rowTotalCents`: a percent of it, or the tier's fixed amount. */
export function tierEarnCents(tier: VolumeTier, rowTotalCents: number): number {
  if (tier.discount_type === 'percent') return percentOf(Math.max(0, rowTotalCents), tier.promo_value);
  return Math.max(0, Math.round(tier.promo_value));
}

/** '5% Thrive Cash' or '$3 Thrive Cash' (the spec's Thrive Cash badge wording). */
export function tierOfferText(tier: VolumeTier): string {
  return tier.discount_type === 'percent'
    ? formatThriveCashBadge({ type: 'tc_percent', discount_amount: tier.promo_value })
    : formatThriveCashBadge({ type: 'dollar', dollar_amount: centsToDollars(tier.promo_value) });
}

/** 'Buy 3-5' or 'Buy 6+': a tier's name, as the product page lists it. */
export function tierName(tier: VolumeTier): string {
  if (tier.max === null) return `Buy ${tier.min}+`;
  return tier.min === tier.max ? `Buy ${tier.min}` : `Buy ${tier.min}-${tier.max}`;
}

/** Tiers in order of their minimum, without tiers that cannot be reached (min < 1, max below min). */
export function sortTiers(tiers: readonly VolumeTier[]): VolumeTier[] {
  return tiers
    .filter((t) => Number.isInteger(t.min) && t.min >= 1 && (t.max === null || t.max >= t.min))
    .sort((a, b) => a.min - b.min);
}

/**
 * The tier a line reaches (the highest minimum among the tiers its quantity falls in), what it earns, and one
 * driver per tier not yet passed: the reached one ('You earn $1.20 Thrive Cash') and each higher one
 * ('buy 2 more to earn $3 Thrive Cash'). Unit price in cents; a quantity below 1 reaches nothing.
 */
export function volumeIncentive(
  tiers: readonly VolumeTier[],
  line: { qty: number; price_cents: number },
): VolumeEarn {
  const qty = Number.isFinite(line.qty) ? Math.max(0, Math.floor(line.qty)) : 0;
  const sorted = sortTiers(tiers);
  const reached = sorted.filter((tier) => reaches(tier, qty)).at(-1) ?? null;
  const rowTotal = Math.max(0, line.price_cents) * qty;
  const earn = reached ? tierEarnCents(reached, rowTotal) : 0;
  const drivers: ConversionDriver[] = [];
  for (const tier of sorted) {
    if (tier === reached) {
      drivers.push({
        name: tierName(tier),
        qualifies: true,
        display: `You earn ${formatDollars(earn)} Thrive Cash`,
      });
    } else if (tier.min > qty) {
      const more = tier.min - qty;
      drivers.push({
        name: tierName(tier),
        qualifies: false,
        display: `buy ${more} more to earn ${tierOfferText(tier)}`,
      });
    }
  }
  return { tier: reached, earn_cents: earn, conversion_drivers: drivers };
}

/** Tiers on the wire (dollar values in dollars), spec field names. */
export function tiersToWire(tiers: readonly VolumeTier[]) {
  return sortTiers(tiers).map((tier) => ({
    min: tier.min,
    max: tier.max,
    promo_type: tier.promo_type,
    discount_type: tier.discount_type,
    promo_value: tier.discount_type === 'dollar' ? centsToDollars(tier.promo_value) : tier.promo_value,
  }));
}
