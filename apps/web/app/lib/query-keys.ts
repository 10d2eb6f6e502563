/** Every TanStack Query key in one place, so invalidation can find them. */
export const queryKeys = {
  account: ['account'] as const,
  storeConfig: ['store', 'config'] as const,
  searchSuggest: (q: string) => ['search', 'suggest', q] as const,
};
