/**
 * The recommender's rule (issue 24, docs/decisions/recommendations.md): item-to-item "bought together"
 * co-occurrence over all orders, seeded by the shopper's own history and blended with it, preferred diets and values
 * boosting matching products, never-items and other exclusions left out. Pure: the server loads the rows (only
 * listable, in-stock candidates) and this function ranks them.
 */

/** One product the shopper bought: in how many of their orders, and how long ago the last one was. */
export type HistoryItem = { productId: number; orders: number; daysSinceLastOrder: number };

/** A "bought together" row: orders holding both products, and orders holding each. */
export type CooccurrenceRow = {
  productId: number;
  otherProductId: number;
  together: number;
  productOrders: number;
  otherOrders: number;
};

/** What a candidate carries that preferences match: attribute url keys. */
export type CandidateFacts = { diets: readonly string[]; values: readonly string[] };

export type RecommendationInput = {
  /** The basket the recommendations are for: the shopper's history, or products named by the caller. */
  history: readonly HistoryItem[];
  /** Co-occurrence rows whose `productId` is in `history`. */
  cooccurrence: readonly CooccurrenceRow[];
  /** Store-wide best sellers, best first: the prior, and all there is for a shopper without history. */
  popular: readonly number[];
  /**
   * The products that may be recommended (listable, in stock), with their attributes; anything not here is never
   * recommended, whatever its score.
   */
  candidates: ReadonlyMap<number, CandidateFacts>;
  preferredDiets: readonly string[];
  preferredValues: readonly string[];
  /** The shopper's never-items: never recommended. */
  neverItems: readonly number[];
  /** Left out for this call (the cart's lines, products already shown). */
  exclude?: readonly number[];
  /** Whether the shopper's own purchases may be recommended again (true: blended; false: only new products). */
  includeHistory?: boolean;
  limit: number;
};

/** The rule's weights, in one place (docs/decisions/recommendations.md says why these). */
export const RECOMMENDATION_WEIGHTS = {
  /** A purchase counts half as much after this many days. */
  recencyHalfLifeDays: 60,
  /** Pairs seen in few orders are damped: similarity = together / (sqrt(orders a × orders b) + this). */
  similarityDamping: 2,
  /** How much the shopper's own repeat purchases count against the best "bought together" neighbour (1). */
  repeat: 1.2,
  /** How much store-wide popularity counts (the top seller adds this much; it fades down the list). */
  popularity: 0.15,
  /** A product matching a preferred diet scores this much more (× 1 + boost). */
  dietBoost: 0.5,
  /** … and a preferred value (social or certification) this much more. */
  valueBoost: 0.25,
} as const;

/** The damped cosine similarity of two products from their order counts. */
export function pairSimilarity(row: Pick<CooccurrenceRow, 'together' | 'productOrders' | 'otherOrders'>) {
  const norm = Math.sqrt(Math.max(1, row.productOrders) * Math.max(1, row.otherOrders));
  return row.together / (norm + RECOMMENDATION_WEIGHTS.similarityDamping);
}

/** How much a bought product says about the shopper now: more orders count more, older ones fade. */
export function historyWeight(item: HistoryItem): number {
  const recency = 0.5 ** (Math.max(0, item.daysSinceLastOrder) / RECOMMENDATION_WEIGHTS.recencyHalfLifeDays);
  return (1 + Math.log(Math.max(1, item.orders))) * recency;
}

function normalised(scores: Map<number, number>): Map<number, number> {
  const top = Math.max(0, ...scores.values());
  if (top <= 0) return new Map();
  return new Map([...scores].map(([id, score]) => [id, score / top]));
}

/** Co-occurrence scores of each product "bought together" with the history, the best one 1. */
function neighbourScores(input: Pick<RecommendationInput, 'history' | 'cooccurrence'>): Map<number, number> {
  const weights = new Map(input.history.map((item) => [item.productId, historyWeight(item)]));
  const scores = new Map<number, number>();
  for (const row of input.cooccurrence) {
    const weight = weights.get(row.productId);
    if (weight === undefined || row.otherProductId === row.productId) continue;
    scores.set(row.otherProductId, (scores.get(row.otherProductId) ?? 0) + weight * pairSimilarity(row));
  }
  return normalised(scores);
}

/** The boost a product's attributes earn from the shopper's preferences (1 when none match). */
export function preferenceBoost(
  facts: CandidateFacts | undefined,
  preferences: Pick<RecommendationInput, 'preferredDiets' | 'preferredValues'>,
): number {
  if (!facts) return 1;
  const diet = facts.diets.some((key) => preferences.preferredDiets.includes(key));
  const value = facts.values.some((key) => preferences.preferredValues.includes(key));
  return 1 + (diet ? RECOMMENDATION_WEIGHTS.dietBoost : 0) + (value ? RECOMMENDATION_WEIGHTS.valueBoost : 0);
}

export type ScoredProduct = { productId: number; score: number };

/** What the scores before any candidate's facts are made of: the input without its candidates and limit. */
export type BaseInput = Omit<RecommendationInput, 'candidates' | 'limit'>;

/**
 * Every product's score before its facts are known (neighbours, the shopper's repeats, the prior), best first
 * (ties: the lower id); never-items, exclusions and, unless included, the shopper's own purchases left out.
 */
export function baseScores(input: BaseInput): ScoredProduct[] {
  const left = new Set([...input.neverItems, ...(input.exclude ?? [])]);
  const includeHistory = input.includeHistory ?? true;
  const bought = new Set(input.history.map((item) => item.productId));
  const neighbours = neighbourScores(input);
  const repeats = includeHistory
    ? normalised(new Map(input.history.map((item) => [item.productId, historyWeight(item)])))
    : new Map<number, number>();
  const prior = new Map(
    input.popular.map((id, rank) => [
      id,
      RECOMMENDATION_WEIGHTS.popularity * (1 - rank / input.popular.length),
    ]),
  );
  const ids = new Set([...neighbours.keys(), ...repeats.keys(), ...prior.keys()]);
  const scored: ScoredProduct[] = [];
  for (const productId of ids) {
    if (left.has(productId) || (!includeHistory && bought.has(productId))) continue;
    const score =
      (neighbours.get(productId) ?? 0) +
      RECOMMENDATION_WEIGHTS.repeat * (repeats.get(productId) ?? 0) +
      (prior.get(productId) ?? 0);
    scored.push({ productId, score });
  }
  return scored.sort(byScore);
}

const byScore = (a: ScoredProduct, b: ScoredProduct) => b.score - a.score || a.productId - b.productId;

/** The most these preferences can multiply a score by (1 when the shopper has none). */
export function maxPreferenceBoost(
  preferences: Pick<RecommendationInput, 'preferredDiets' | 'preferredValues'>,
): number {
  return (
    1 +
    (preferences.preferredDiets.length > 0 ? RECOMMENDATION_WEIGHTS.dietBoost : 0) +
    (preferences.preferredValues.length > 0 ? RECOMMENDATION_WEIGHTS.valueBoost : 0)
  );
}

export type CheckedRanking = {
  /** The best `limit` of the products checked so far. */
  ranked: ScoredProduct[];
  /** True when no product left unchecked could still enter `ranked`: it is the final answer. */
  settled: boolean;
};

/**
 * Ranks the first `checked` products of `base` (baseScores' order) whose facts are known: a product without facts
 * may not be recommended (not listable, out of stock), the others are boosted by the preferences. The products
 * after `checked` need not be read at all once even the best of them, boosted as much as any product can be, scores
 * below the last of `ranked` (docs/decisions/recommendations.md): the server reads facts a page at a time.
 */
export function rankChecked(
  base: readonly ScoredProduct[],
  checked: number,
  input: Pick<RecommendationInput, 'candidates' | 'preferredDiets' | 'preferredValues' | 'limit'>,
): CheckedRanking {
  const limit = Math.max(0, input.limit);
  const scored: ScoredProduct[] = [];
  for (const { productId, score } of base.slice(0, checked)) {
    const facts = input.candidates.get(productId);
    if (facts) scored.push({ productId, score: score * preferenceBoost(facts, input) });
  }
  const ranked = scored.sort(byScore).slice(0, limit);
  const next = base[checked];
  const last = ranked[ranked.length - 1];
  const settled =
    next === undefined ||
    (ranked.length === limit &&
      (limit === 0 || (last !== undefined && last.score > next.score * maxPreferenceBoost(input))));
  return { ranked, settled };
}

/** Every candidate's blended score, best first (ties: the lower id), never-items and exclusions left out. */
export function scoreRecommendations(input: RecommendationInput): ScoredProduct[] {
  const base = baseScores(input);
  return rankChecked(base, base.length, { ...input, limit: base.length }).ranked;
}

/** The recommended product ids, best first, at most `limit`. */
export function rankRecommendations(input: RecommendationInput): number[] {
  return scoreRecommendations(input)
    .slice(0, Math.max(0, input.limit))
    .map((scored) => scored.productId);
}
