/**
 * Splitting an amount of cents over parts by largest remainder (style: 'a discount is split over lines by largest
 * remainder so no cent is lost'). Used to share a cart's coupon discount among its lines, so an order item and the
 * EBT split each know their part.
 */

/**
 * Splits `totalCents` in proportion to `weights` (non-negative). The parts are whole cents and always add up to
 * `totalCents`; the cents left after rounding down go to the largest remainders, ties to the earlier part.
 * With no positive weight everything is 0 except when nothing needs splitting.
 */
export function splitByLargestRemainder(totalCents: number, weights: readonly number[]): number[] {
  const clean = weights.map((w) => (Number.isFinite(w) && w > 0 ? w : 0));
  const sum = clean.reduce((a, b) => a + b, 0);
  if (sum === 0 || totalCents === 0) return clean.map(() => 0);
  const sign = totalCents < 0 ? -1 : 1;
  const total = Math.abs(Math.round(totalCents));
  const exact = clean.map((w) => (total * w) / sum);
  const parts = exact.map((x) => Math.floor(x));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, remainder: x - Math.floor(x) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left--;
  }
  return parts.map((p) => (p === 0 ? 0 : p * sign));
}
