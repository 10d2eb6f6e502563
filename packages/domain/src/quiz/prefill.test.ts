import { describe, expect, it } from 'vitest';
import type { RecommendationPoint } from './api.ts';
import {
  markPrefillNeeded,
  markPrefillSent,
  PREFILL_DEFAULT_SIZE,
  PREFILL_EMPTY_ERROR,
  PREFILL_MAX_SIZE,
  pickPrefillProducts,
  prefillAction,
  prefillCriteria,
} from './prefill.ts';

const point = (
  question_id: number,
  answer: string,
  kind: RecommendationPoint['kind'],
  url_key: string,
  points: number,
): RecommendationPoint => ({ question_id, answer, kind, url_key, points });

describe('prefill criteria from recommendation points', () => {
  const points = [
    point(1, 'vegan', 'diet', 'vegan', 3),
    point(1, 'keto', 'diet', 'keto', 3),
    point(2, 'snacks', 'category', 'snacks', 2),
    point(2, 'coffee', 'category', 'coffee-tea', 2),
    point(3, 'sweet', 'category', 'snacks', 1),
    point(4, 'family', 'basket_size', '', 16),
    point(4, 'solo', 'basket_size', '', 6),
  ];

  it('adds up the points of the picked answers, most first', () => {
    const criteria = prefillCriteria(points, { 1: ['vegan'], 2: ['coffee', 'snacks'], 3: ['sweet'] });
    expect(criteria.diets).toEqual(['vegan']);
    expect(criteria.categories).toEqual(['snacks', 'coffee-tea']);
    expect(criteria.attributes).toEqual([]);
  });

  it('takes the basket size from the answers, else the default, and caps it', () => {
    expect(prefillCriteria(points, { 4: ['solo'] }).size).toBe(6);
    expect(prefillCriteria(points, {}).size).toBe(PREFILL_DEFAULT_SIZE);
    expect(prefillCriteria([point(4, 'huge', 'basket_size', '', 500)], { 4: ['huge'] }).size).toBe(
      PREFILL_MAX_SIZE,
    );
  });
});

describe('picking the prefill products', () => {
  it('puts recommended products in a chosen category first, then the categories in turn, then the rest', () => {
    const picked = pickPrefillProducts({
      recommended: [9, 5, 8],
      byCategory: [
        [1, 2, 5],
        [3, 4],
      ],
      excluded: new Set(),
      size: 7,
    });
    expect(picked).toEqual([5, 1, 3, 2, 4, 9, 8]);
  });

  it('leaves out never-items and products already in the cart, each once, at most size', () => {
    const picked = pickPrefillProducts({
      recommended: [1, 2, 3],
      byCategory: [[2, 4]],
      excluded: new Set([2, 3]),
      size: 2,
    });
    expect(picked).toEqual([4, 1]);
  });
});

describe('the needs-sending and has-sent markers (spec §4)', () => {
  const none = { needsSending: false, hasSent: false };
  const shopper = { signedIn: true, prefillEnabled: true, cartCount: 0 };

  it('a completed quiz needs sending, unless a prefill was sent', () => {
    expect(markPrefillNeeded(none)).toEqual({ needsSending: true, hasSent: false });
    expect(markPrefillNeeded(markPrefillSent())).toEqual({ needsSending: false, hasSent: true });
  });

  it('sends once: after sending nothing more is sent', () => {
    expect(prefillAction({ needsSending: true, hasSent: false }, shopper)).toBe('send');
    expect(prefillAction(markPrefillSent(), shopper)).toBe('none');
    expect(prefillAction(none, shopper)).toBe('none');
  });

  it('marks the prefill sent when the cart already holds items', () => {
    expect(prefillAction({ needsSending: true, hasSent: false }, { ...shopper, cartCount: 2 })).toBe(
      'mark_sent',
    );
  });

  it('waits for sign-in and the account’s prefill flag', () => {
    const needed = { needsSending: true, hasSent: false };
    expect(prefillAction(needed, { ...shopper, signedIn: false })).toBe('wait');
    expect(prefillAction(needed, { ...shopper, prefillEnabled: false })).toBe('wait');
  });

  it('reports no products in the spec’s words', () => {
    expect(PREFILL_EMPTY_ERROR).toBe('/getCartPrefillRecs returned 0 products');
  });
});
