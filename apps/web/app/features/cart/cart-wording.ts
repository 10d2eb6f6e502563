import {
  BOX_LABELS,
  type CartWire,
  EARN_TOTAL_TYPES,
  formatWireDollars,
  isShippingTotal,
  totalLabel as labelOf,
} from '@pantry/domain';

/**
 * The cart's words: box titles and total labels come from the domain's one list (`BOX_LABELS`, `totalLabel`), the
 * same that checkout, the receipt, the order pages and the e-mails use (spec §3 total types; §9 'The fresh box is
 * called delivery'). The cart's tax is an estimate until the order is placed.
 */

export type CartTotalType = CartWire['totals'][number]['type'];

export const BOX_TITLES = BOX_LABELS;

type Total = { type: string; value: number };

/** The totals that change what is paid; what the order earns (EARN_TOTAL_TYPES) is said apart. */
export function paidTotals<T extends Total>(totals: readonly T[]): T[] {
  return totals.filter((total) => !EARN_TOTAL_TYPES.has(total.type));
}

/**
 * What the order earns, said as credit to come rather than a line among the charges (issue 23: 'Thrive Cash
 * earned must not look like a charge'): "You'll earn $1.80 in Thrive Cash", or for a placed order "Earns …".
 */
export function earnedText(totals: readonly Total[], placed = false): string | null {
  const cents = totals
    .filter((total) => EARN_TOTAL_TYPES.has(total.type))
    .reduce((sum, total) => sum + Math.round(total.value * 100), 0);
  if (cents <= 0) return null;
  const amount = formatWireDollars(cents / 100);
  return placed ? `This order earns ${amount} in Thrive Cash` : `You'll earn ${amount} in Thrive Cash`;
}

/** A total's value as shown: shipping at 0 reads 'FREE'; reductions keep their minus sign. */
export function totalValueText(type: string, value: number): string {
  if (isShippingTotal(type) && value === 0) return 'FREE';
  return formatWireDollars(value);
}

/** A cart total's label: the shared one, the tax being an estimate. */
export function totalLabel(type: string): string {
  return labelOf(type, { estimated: true });
}

/** How far along a box is to free shipping, 0 to 100. */
export function freeShippingPercent(box: {
  subtotal: number;
  min_amt: number;
  free_ship_amt_needed: number;
}) {
  if (box.free_ship_amt_needed <= 0 || box.min_amt <= 0) return 100;
  return Math.max(
    0,
    Math.min(100, Math.round(((box.min_amt - box.free_ship_amt_needed) / box.min_amt) * 100)),
  );
}

/** The savings lines worth naming (spec §3 Cart savings: coupon, gwp, products, thrive_cash, tpr). */
export function savingsLines(cart: Pick<CartWire, 'savings'>): { label: string; value: number }[] {
  const s = cart.savings;
  return [
    { label: 'Member prices', value: s.products },
    { label: 'Sale prices', value: s.tpr },
    { label: 'Free gifts and samples', value: s.gwp },
    { label: 'Promo code', value: s.coupon },
  ].filter((line) => line.value > 0);
}
