import type { PricedLine } from '../cart/lines.ts';
import { ebtAvailability, type PaymentMethodKind } from '../payments/payment-types.ts';
import { isProhibitedPayment } from './restrictions.ts';

/**
 * EBT at checkout (spec storefront §8 EBT message; glossary: 'Only eligible items (ebt_eligibility 1) may be paid
 * with it, and an alternative payment method must be on file for the rest').
 */

/**
 * What EBT may pay: eligible items after their share of the discount. Free items, and items whose restriction tag
 * prohibits EBT, are not eligible; shipping, tax and fees never are.
 */
export function ebtEligibleCents(
  lines: readonly Pick<
    PricedLine,
    'ebt_eligible' | 'is_free' | 'restriction_tag' | 'row_total_cents' | 'discount_cents'
  >[],
): number {
  return lines.reduce((total, line) => {
    const eligible = line.ebt_eligible && !line.is_free && !isProhibitedPayment(line, 'ebt');
    return eligible ? total + Math.max(0, line.row_total_cents - line.discount_cents) : total;
  }, 0);
}

export type EbtSplit =
  | { ok: true; ebt_cents: number; other_cents: number }
  | { ok: false; code: 'ebt_needs_alternative'; message: string };

/**
 * Splits the grand total between EBT and the other method. EBT pays the eligible amount, at most its balance and
 * the grand total (Thrive Cash already taken off); the rest goes to the other method. EBT as the only method on
 * file is refused with the spec's message whatever the amounts.
 */
export function splitEbtPayment(input: {
  lines: Parameters<typeof ebtEligibleCents>[0];
  grandTotalCents: number;
  /** Saved method kinds of the shopper; EBT is among them. */
  methods: readonly PaymentMethodKind[];
  /** The card's balance when known. */
  ebtBalanceCents?: number | null;
}): EbtSplit {
  const availability = ebtAvailability(input.methods);
  if (!availability.ok) return { ok: false, code: 'ebt_needs_alternative', message: availability.message };
  const total = Math.max(0, input.grandTotalCents);
  const balance =
    input.ebtBalanceCents == null ? Number.POSITIVE_INFINITY : Math.max(0, input.ebtBalanceCents);
  const ebt = Math.min(ebtEligibleCents(input.lines), balance, total);
  return { ok: true, ebt_cents: ebt, other_cents: total - ebt };
}
