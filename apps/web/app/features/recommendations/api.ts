import type { NeverListAnswer, PreferencesAnswer, RecommendationsAnswer } from '@pantry/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/http/client.ts';
import { snackbar } from '../../lib/snackbar-store.ts';
import { type CardProduct, toCardProduct } from '../product-card/index.ts';

/**
 * Recommendations and preferences (issue 24): GET /account/recommended, /ds/recommend, /account/deals-for-you,
 * GET/PUT /preferences and the never-items (/account/neverlist). A never-item leaves every recommendation list, so
 * a change refreshes them all.
 */

export type RecommendedCards = { product_ids: number[]; products: CardProduct[] };

/** Cards carry only what a card shows (the hydration payload stays small). */
export function toCards(answer: RecommendationsAnswer | NeverListAnswer): RecommendedCards {
  const ids = 'product_ids' in answer ? answer.product_ids : answer.items;
  return { product_ids: ids, products: answer.products.map(toCardProduct) };
}

export const recommendationKeys = {
  all: ['recommendations'] as const,
  account: ['recommendations', 'account'] as const,
  accountNew: ['recommendations', 'account', 'new-only'] as const,
  anyone: ['recommendations', 'ds'] as const,
  deals: ['recommendations', 'deals'] as const,
  preferences: ['preferences'] as const,
  neverList: ['recommendations', 'never-list'] as const,
};

const cardsFrom = (path: string, query?: Record<string, string>) => (context: { signal: AbortSignal }) =>
  apiGet<RecommendationsAnswer>(path, query, context.signal).then(toCards);

/** GET /account/recommended. */
export function recommendedQuery() {
  return queryOptions({
    queryKey: recommendationKeys.account,
    queryFn: cardsFrom('/account/recommended'),
    staleTime: 60_000,
  });
}

/** GET /account/recommended?new_only=1: only products the shopper has not bought yet (My aisle). */
export function newForYouQuery() {
  return queryOptions({
    queryKey: recommendationKeys.accountNew,
    queryFn: cardsFrom('/account/recommended', { new_only: '1' }),
    staleTime: 60_000,
  });
}

/** GET /ds/recommend: the shopper's (a visitor: best sellers). */
export function anyoneRecommendedQuery() {
  return queryOptions({
    queryKey: recommendationKeys.anyone,
    queryFn: cardsFrom('/ds/recommend'),
    staleTime: 60_000,
  });
}

/** GET /account/deals-for-you. */
export function dealsForYouQuery() {
  return queryOptions({
    queryKey: recommendationKeys.deals,
    queryFn: cardsFrom('/account/deals-for-you'),
    staleTime: 60_000,
  });
}

/** GET /preferences. */
export function preferencesQuery() {
  return queryOptions({
    queryKey: recommendationKeys.preferences,
    queryFn: ({ signal }) => apiGet<PreferencesAnswer>('/preferences', undefined, signal),
    staleTime: 60_000,
  });
}

/** GET /account/neverlist. */
export function neverListQuery() {
  return queryOptions({
    queryKey: recommendationKeys.neverList,
    queryFn: ({ signal }) => apiGet<NeverListAnswer>('/account/neverlist', undefined, signal).then(toCards),
    staleTime: 0,
  });
}

/** PUT /preferences: the chosen diets and values; recommendations follow them. */
export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (chosen: { diets: string[]; values: string[] }) =>
      apiRequest<PreferencesAnswer>('PUT', '/preferences', {
        // An empty list is sent as '' so that it clears the choice.
        body: {
          preferred_diet: chosen.diets.length ? chosen.diets : '',
          values: chosen.values.length ? chosen.values : '',
        },
      }),
    onSuccess: (answer) => {
      client.setQueryData(recommendationKeys.preferences, answer);
      void client.invalidateQueries({ queryKey: recommendationKeys.all });
    },
  });
}

/** 'Never show me this' (add) and taking it back (remove): every recommendation list is read again. */
export function useNeverItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, never }: { productId: number; never: boolean; title: string }) =>
      apiRequest<NeverListAnswer>(never ? 'POST' : 'DELETE', '/account/neverlist', {
        query: { id: productId },
      }),
    onSuccess: (answer, { never, title }) => {
      client.setQueryData(recommendationKeys.neverList, toCards(answer));
      void client.invalidateQueries({ queryKey: recommendationKeys.all });
      snackbar.push({
        type: 'success',
        message: never ? `We won't suggest ${title} again.` : `${title} can be suggested again.`,
      });
    },
    onError: (error) => snackbar.push({ type: 'error', message: error.message }),
  });
}
