import { QueryClient } from '@tanstack/react-query';

/** Spec §9: 'query cache stale time 60 s with no refetch on focus'. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}
