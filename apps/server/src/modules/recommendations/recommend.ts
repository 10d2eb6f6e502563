import type { DbOrTx } from '@pantry/db';
import {
  baseScores,
  type CandidateFacts,
  type Product,
  RECOMMENDATION_LIMITS,
  type RecommendationsAnswer,
  rankChecked,
} from '@pantry/domain';
import { loadProducts } from '../catalog/index.ts';
import { type InputRequest, readBasketInputs, readCandidateFacts } from './inputs.ts';

/**
 * The recommender's entry points (issue 24): read the basket, score it with the domain's rule (baseScores), read the
 * facts of the best-scoring products a page at a time until the ranking is settled (rankChecked), and load the cards
 * of the ranked products.
 */

/** The first page of facts read: twice the answer, since a few products are out of stock or boosted past others. */
const FACTS_PAGE_FACTOR = 2;

export type RecommendOptions = {
  limit: number;
  /** Diets boosted on top of the shopper's preferred diets (a quiz's answers): attribute url keys. */
  diets?: string[];
  /** Never recommended in this call (the cart's lines, what is already shown). */
  excludeProductIds?: number[];
};

type RankRequest = InputRequest & RecommendOptions & { includeHistory?: boolean };

/** Ranked product ids, best first. */
export async function rankFor(db: DbOrTx, request: RankRequest): Promise<number[]> {
  const basket = await readBasketInputs(db, request);
  const preferredDiets = [...new Set([...basket.preferredDiets, ...(request.diets ?? [])])];
  const base = baseScores({
    ...basket,
    exclude: request.excludeProductIds,
    includeHistory: request.includeHistory,
  });
  const candidates = new Map<number, CandidateFacts>();
  const ranking = {
    candidates,
    preferredDiets,
    preferredValues: basket.preferredValues,
    limit: request.limit,
  };
  let checked = 0;
  let page = Math.max(1, request.limit * FACTS_PAGE_FACTOR);
  for (;;) {
    const next = base.slice(checked, checked + page).map((scored) => scored.productId);
    for (const [id, facts] of await readCandidateFacts(db, next, request.deals ?? false))
      candidates.set(id, facts);
    checked += next.length;
    const result = rankChecked(base, checked, ranking);
    if (result.settled) return result.ranked.map((scored) => scored.productId);
    page *= 2;
  }
}

/**
 * What other modules call (cart prefill, My aisle): product ids for the shopper (null: a visitor, the best sellers),
 * best first. Blends "bought together" with the shopper's history, boosts their preferred diets and `options.diets`,
 * and leaves out their never-items, `excludeProductIds` and anything not listable or out of stock.
 */
export function recommendFor(
  db: DbOrTx,
  accountId: number | null,
  options: RecommendOptions,
): Promise<number[]> {
  return rankFor(db, { accountId, ...options });
}

async function answer(db: DbOrTx, ids: number[]): Promise<RecommendationsAnswer> {
  const products: Product[] = await loadProducts(db, ids);
  return { success: true, product_ids: products.map((p) => p.id), products };
}

/**
 * GET /account/recommended: the shopper's recommendations, with their cards; `newOnly` leaves out what they
 * already bought (their own repeats otherwise rank high, and Buy It Again lists those).
 */
export async function recommendedForAccount(
  db: DbOrTx,
  accountId: number,
  limit: number = RECOMMENDATION_LIMITS.page,
  { newOnly = false }: { newOnly?: boolean } = {},
): Promise<RecommendationsAnswer> {
  return answer(db, await rankFor(db, { accountId, limit, includeHistory: !newOnly }));
}

/**
 * GET /ds/recommend: for the named products ("bought together" with them, the products themselves left out), or
 * else for the shopper (a visitor: the best sellers); the shopper's never-items and preferences always apply.
 */
export async function dsRecommend(
  db: DbOrTx,
  accountId: number | null,
  query: { limit: number; productIds: number[]; diets: string[] },
): Promise<RecommendationsAnswer> {
  const seeds = query.productIds.length > 0 ? query.productIds : undefined;
  const ids = await rankFor(db, {
    accountId,
    seeds,
    limit: query.limit,
    diets: query.diets,
    includeHistory: seeds ? false : undefined,
  });
  return answer(db, ids);
}

/**
 * GET /account/deals-for-you: products on sale or earning Thrive Cash (the catalog's deals), ranked by the same rule
 * from the shopper's history and preferences; deals nothing in the history points to follow as best sellers.
 */
export async function dealsForAccount(
  db: DbOrTx,
  accountId: number,
  limit: number = RECOMMENDATION_LIMITS.page,
): Promise<RecommendationsAnswer> {
  return answer(db, await rankFor(db, { accountId, limit, deals: true }));
}

/** /list/recommended's read: GET /ds/recommend with no products named, at the page's size. */
export function dsRecommendPage(db: DbOrTx, accountId: number | null): Promise<RecommendationsAnswer> {
  return dsRecommend(db, accountId, { limit: RECOMMENDATION_LIMITS.page, productIds: [], diets: [] });
}
