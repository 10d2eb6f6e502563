/**
 * Measuring the recommender offline (issue 24 'Measure it'): hide each shopper's last order, recommend from the
 * rest, and count a hit when one of the first k recommendations is in the hidden order. The baseline recommends the
 * same best sellers of the visible orders to everyone.
 */

/** One shopper's case: what was recommended from the visible orders, and what the hidden order held. */
export type HeldOutCase = { recommended: readonly number[]; hidden: readonly number[] };

/** The share of cases (0–1) with at least one of the first `k` recommendations in the hidden order. */
export function hitRateAt(k: number, cases: readonly HeldOutCase[]): number {
  if (cases.length === 0) return 0;
  const hits = cases.filter((c) => {
    const hidden = new Set(c.hidden);
    return c.recommended.slice(0, k).some((id) => hidden.has(id));
  }).length;
  return hits / cases.length;
}

/** The products in most baskets, best first (ties: the lower id): the "most popular" baseline. */
export function mostPopular(baskets: readonly (readonly number[])[], limit: number): number[] {
  const counts = new Map<number, number>();
  for (const basket of baskets) {
    for (const id of new Set(basket)) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([id]) => id);
}

/** The share (0–1) of the hidden orders' products found among the first `k` recommendations, over all cases. */
export function recallAt(k: number, cases: readonly HeldOutCase[]): number {
  let found = 0;
  let hidden = 0;
  for (const c of cases) {
    const top = new Set(c.recommended.slice(0, k));
    const products = new Set(c.hidden);
    hidden += products.size;
    for (const id of products) if (top.has(id)) found += 1;
  }
  return hidden === 0 ? 0 : found / hidden;
}
