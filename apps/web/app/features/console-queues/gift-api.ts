import type { AdminGift, AdminGiftReissue, AdminGiftSearch } from '@pantry/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../console/index.ts';

/** Gift codes in the console: the search, one gift, and its void and reissue. */

export const giftKeys = {
  all: ['console', 'gift-codes'] as const,
  search: (q: string) => ['console', 'gift-codes', 'search', q] as const,
  gift: (id: number) => ['console', 'gift-codes', 'gift', id] as const,
};

/** GET /api/admin/gift-codes?q=: the gifts the search box names. */
export function giftSearchQuery(q: string) {
  return queryOptions({
    queryKey: giftKeys.search(q),
    queryFn: ({ signal }) => adminRequest<AdminGiftSearch>('GET', '/gift-codes', { query: { q }, signal }),
    enabled: q !== '',
  });
}

/** GET /api/admin/gift-codes/:id: one gift with its balance and history. */
export function giftQuery(id: number) {
  return queryOptions({
    queryKey: giftKeys.gift(id),
    queryFn: ({ signal }) => adminRequest<AdminGift>('GET', `/gift-codes/${id}`, { signal }),
  });
}

export const useGiftSearch = (q: string) => useQuery(giftSearchQuery(q));
export const useGift = (id: number) => useQuery(giftQuery(id));

/** Void and reissue; each refreshes every gift read (the search lists statuses too). */
export function useGiftChanges(id: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: giftKeys.all });
  return {
    void: async () => {
      const gift = await adminRequest<AdminGift>('POST', `/gift-codes/${id}/void`, { body: {} });
      await refresh();
      return gift;
    },
    reissue: async () => {
      const answer = await adminRequest<AdminGiftReissue>('POST', `/gift-codes/${id}/reissue`, { body: {} });
      await refresh();
      return answer;
    },
  };
}
