import { describe, expect, it } from 'vitest';
import {
  baseScores,
  type CandidateFacts,
  type CooccurrenceRow,
  historyWeight,
  pairSimilarity,
  preferenceBoost,
  RECOMMENDATION_WEIGHTS,
  type RecommendationInput,
  rankChecked,
  rankRecommendations,
  scoreRecommendations,
} from './blend.ts';

const plain: CandidateFacts = { diets: [], values: [] };
const vegan: CandidateFacts = { diets: ['vegan'], values: [] };

function candidates(ids: number[], facts: Record<number, CandidateFacts> = {}) {
  return new Map(ids.map((id) => [id, facts[id] ?? plain]));
}

const pair = (productId: number, otherProductId: number, together: number): CooccurrenceRow => ({
  productId,
  otherProductId,
  together,
  productOrders: 10,
  otherOrders: 10,
});

function input(overrides: Partial<RecommendationInput>): RecommendationInput {
  return {
    history: [],
    cooccurrence: [],
    popular: [],
    candidates: new Map(),
    preferredDiets: [],
    preferredValues: [],
    neverItems: [],
    limit: 10,
    ...overrides,
  };
}

describe('bought-together similarity', () => {
  it('grows with the orders holding both and is damped for pairs seen in few orders', () => {
    expect(pairSimilarity({ together: 8, productOrders: 10, otherOrders: 10 })).toBeGreaterThan(
      pairSimilarity({ together: 4, productOrders: 10, otherOrders: 10 }),
    );
    // One order holding two rare products is weaker evidence than 5 of 5.
    expect(pairSimilarity({ together: 1, productOrders: 1, otherOrders: 1 })).toBeLessThan(
      pairSimilarity({ together: 5, productOrders: 5, otherOrders: 5 }),
    );
  });

  it('counts a purchase half as much after the half-life, and more orders more', () => {
    const now = historyWeight({ productId: 1, orders: 1, daysSinceLastOrder: 0 });
    const later = historyWeight({
      productId: 1,
      orders: 1,
      daysSinceLastOrder: RECOMMENDATION_WEIGHTS.recencyHalfLifeDays,
    });
    expect(later).toBeCloseTo(now / 2);
    expect(historyWeight({ productId: 1, orders: 5, daysSinceLastOrder: 0 })).toBeGreaterThan(now);
  });
});

describe('rankRecommendations', () => {
  it('recommends what is bought together with the shopper’s history, the strongest pair first', () => {
    const ranked = rankRecommendations(
      input({
        history: [{ productId: 1, orders: 3, daysSinceLastOrder: 7 }],
        cooccurrence: [pair(1, 20, 2), pair(1, 30, 6)],
        candidates: candidates([20, 30]),
        includeHistory: false,
      }),
    );
    expect(ranked).toEqual([30, 20]);
  });

  it('never recommends a never-item, however strong its score', () => {
    const ranked = rankRecommendations(
      input({
        history: [{ productId: 1, orders: 3, daysSinceLastOrder: 7 }],
        cooccurrence: [pair(1, 20, 2), pair(1, 30, 9)],
        popular: [30, 40],
        candidates: candidates([1, 20, 30, 40]),
        neverItems: [30],
      }),
    );
    expect(ranked).not.toContain(30);
    expect(ranked).toEqual(expect.arrayContaining([1, 20, 40]));
  });

  it('leaves out what the caller excludes and what is not a candidate (out of stock, unlisted)', () => {
    const ranked = rankRecommendations(
      input({
        history: [{ productId: 1, orders: 1, daysSinceLastOrder: 1 }],
        cooccurrence: [pair(1, 20, 5), pair(1, 30, 5), pair(1, 50, 9)],
        candidates: candidates([1, 20, 30]),
        exclude: [20],
      }),
    );
    expect(ranked).toEqual([1, 30]);
  });

  it('boosts a product of a preferred diet above an equal one that is not', () => {
    const facts = { 20: plain, 30: vegan };
    const base = input({
      history: [{ productId: 1, orders: 2, daysSinceLastOrder: 3 }],
      cooccurrence: [pair(1, 20, 5), pair(1, 30, 5)],
      candidates: candidates([20, 30], facts),
      includeHistory: false,
    });
    // Equal scores without preferences: the lower id first.
    expect(rankRecommendations(base)).toEqual([20, 30]);
    expect(rankRecommendations({ ...base, preferredDiets: ['vegan'] })).toEqual([30, 20]);
    const [first, second] = scoreRecommendations({ ...base, preferredDiets: ['vegan'] });
    expect(first!.score / second!.score).toBeCloseTo(1 + RECOMMENDATION_WEIGHTS.dietBoost);
  });

  it('boosts preferred values less than preferred diets', () => {
    const prefs = { preferredDiets: ['keto'], preferredValues: ['women-owned'] };
    expect(preferenceBoost({ diets: ['keto'], values: [] }, prefs)).toBeGreaterThan(
      preferenceBoost({ diets: [], values: ['women-owned'] }, prefs),
    );
    expect(preferenceBoost({ diets: ['keto'], values: ['women-owned'] }, prefs)).toBe(
      1 + RECOMMENDATION_WEIGHTS.dietBoost + RECOMMENDATION_WEIGHTS.valueBoost,
    );
    expect(preferenceBoost(undefined, prefs)).toBe(1);
  });

  it('blends the shopper’s own staples with what goes with them', () => {
    const ranked = rankRecommendations(
      input({
        history: [
          { productId: 1, orders: 12, daysSinceLastOrder: 5 },
          { productId: 2, orders: 1, daysSinceLastOrder: 200 },
        ],
        cooccurrence: [pair(1, 30, 8)],
        candidates: candidates([1, 2, 30]),
      }),
    );
    expect(ranked.slice(0, 2)).toEqual(expect.arrayContaining([1, 30]));
    expect(ranked.at(-1)).toBe(2);
  });

  it('leaves the shopper’s own purchases out when asked for new products only', () => {
    const ranked = rankRecommendations(
      input({
        history: [{ productId: 1, orders: 4, daysSinceLastOrder: 5 }],
        cooccurrence: [pair(1, 30, 8)],
        popular: [1, 40],
        candidates: candidates([1, 30, 40]),
        includeHistory: false,
      }),
    );
    expect(ranked).toEqual([30, 40]);
  });

  it('answers the best sellers, diet-boosted, for a shopper without history', () => {
    const popular = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19];
    const base = input({ popular, candidates: candidates(popular, { 15: vegan }) });
    expect(rankRecommendations(base)).toEqual(popular);
    const boosted = rankRecommendations({ ...base, preferredDiets: ['vegan'] });
    expect(boosted.indexOf(15)).toBeLessThan(popular.indexOf(15));
    expect(rankRecommendations({ ...base, limit: 2 })).toEqual([10, 11]);
  });
});

describe('ranking with facts read a page at a time', () => {
  /** A small deterministic generator, so a failing case can be run again. */
  function random(seed: number) {
    let state = seed;
    return (below: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state % below;
    };
  }

  function shopper(seed: number): RecommendationInput {
    const next = random(seed);
    const history = Array.from({ length: 1 + next(12) }, (_, i) => ({
      productId: 1 + i,
      orders: 1 + next(6),
      daysSinceLastOrder: next(200),
    }));
    const cooccurrence = history.flatMap((item) =>
      Array.from({ length: next(15) }, () => pair(item.productId, 1 + next(120), 1 + next(9))),
    );
    const facts: Record<number, CandidateFacts> = {};
    const valid: number[] = [];
    for (let id = 1; id <= 120; id++) {
      if (next(10) === 0) continue; // out of stock or not listable: no facts
      valid.push(id);
      facts[id] = { diets: next(3) === 0 ? ['vegan'] : [], values: next(4) === 0 ? ['b-corp'] : [] };
    }
    return input({
      history,
      cooccurrence,
      popular: Array.from({ length: 30 }, () => 1 + next(120)).filter((id, i, all) => all.indexOf(id) === i),
      candidates: candidates(valid, facts),
      preferredDiets: next(2) ? ['vegan'] : [],
      preferredValues: next(2) ? ['b-corp'] : [],
      neverItems: [1 + next(120)],
      includeHistory: next(3) > 0,
      limit: 1 + next(24),
    });
  }

  /** What the server does: facts for the next page of base-ranked products until the ranking settles. */
  function staged(shopperInput: RecommendationInput, page: number): { ids: number[]; read: number } {
    const base = baseScores(shopperInput);
    const read = new Map<number, CandidateFacts>();
    let checked = 0;
    for (;;) {
      for (const { productId } of base.slice(checked, checked + page)) {
        const facts = shopperInput.candidates.get(productId);
        if (facts) read.set(productId, facts);
      }
      checked = Math.min(base.length, checked + page);
      const result = rankChecked(base, checked, { ...shopperInput, candidates: read });
      if (result.settled) return { ids: result.ranked.map((r) => r.productId), read: checked };
    }
  }

  it('answers exactly what ranking every candidate at once answers', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const shopperInput = shopper(seed);
      for (const page of [1, 3, shopperInput.limit * 2]) {
        expect(staged(shopperInput, page).ids, `seed ${seed}, page ${page}`).toEqual(
          rankRecommendations(shopperInput),
        );
      }
    }
  });

  it('reads the facts of only the first page when the shopper has no preferences and all are in stock', () => {
    const many = Array.from({ length: 100 }, (_, i) => i + 1);
    const shopperInput = input({ popular: many, candidates: candidates(many), limit: 10 });
    expect(staged(shopperInput, 20)).toEqual({ ids: many.slice(0, 10), read: 20 });
  });

  it('is not settled while an unread product boosted by a preference could still pass the last one', () => {
    // Base scores 0.15 … falling: with a vegan preference, the 11th may still be boosted 1.5× past the 10th.
    const many = Array.from({ length: 100 }, (_, i) => i + 1);
    const base = baseScores(input({ popular: many }));
    const result = rankChecked(base, 10, {
      candidates: candidates(many),
      preferredDiets: ['vegan'],
      preferredValues: [],
      limit: 10,
    });
    expect(result.settled).toBe(false);
    expect(
      rankChecked(base, 10, {
        candidates: candidates(many),
        preferredDiets: [],
        preferredValues: [],
        limit: 10,
      }).settled,
    ).toBe(true);
  });
});
