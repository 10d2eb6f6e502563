import type { SearchSuggest } from '@pantry/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';
import { apiGet } from './client.ts';

/** Suggestions start at two characters: one letter matches too much to help. */
export const SUGGEST_MIN_CHARS = 2;

/** GET /api/v1/search/suggest?q= (products, brands and categories, under 10 each). */
export function searchSuggestQuery(q: string) {
  const term = q.trim();
  return queryOptions({
    queryKey: queryKeys.searchSuggest(term),
    queryFn: ({ signal }) => apiGet<SearchSuggest>('/search/suggest', { q: term }, signal),
    enabled: term.length >= SUGGEST_MIN_CHARS,
  });
}

export function useSearchSuggest(q: string) {
  return useQuery({ ...searchSuggestQuery(q), placeholderData: keepPreviousData });
}
