import type { SearchSuggest } from '@pantry/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/http/client.ts';

/** Suggestions start at two characters: one letter matches too much to help. */
export const SUGGEST_MIN_CHARS = 2;

export const searchKeys = { suggest: (q: string) => ['search', 'suggest', q] as const };

/** GET /api/v1/search/suggest?q= (products, brands and categories, under 10 each). */
export function searchSuggestQuery(q: string) {
  const term = q.trim();
  return queryOptions({
    queryKey: searchKeys.suggest(term),
    queryFn: ({ signal }) => apiGet<SearchSuggest>('/search/suggest', { q: term }, signal),
    enabled: term.length >= SUGGEST_MIN_CHARS,
  });
}

export function useSearchSuggest(q: string) {
  return useQuery({ ...searchSuggestQuery(q), placeholderData: keepPreviousData });
}
