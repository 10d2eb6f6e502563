import type { ImpactWire, PurchasedList, RecentlyViewedList } from '@pantry/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/http/client.ts';
import { historyKeys } from '../history/index.ts';

/**
 * The account's history pages (docs/decisions/discovery.md): Buy It Again (GET /account/purchased), Recently Viewed
 * (GET /account/recently-viewed) and Your impact (GET /account/your-impact), for signed-in shoppers. Catalog pages
 * carry only features/history (the badge and the view), not these.
 */

/** GET /account/purchased?cur_page= (the loader reads the same page in process). */
export function purchasedQuery(page: number) {
  return queryOptions({
    queryKey: historyKeys.purchased(page),
    queryFn: ({ signal }) => apiGet<PurchasedList>('/account/purchased', { cur_page: page }, signal),
    staleTime: 30_000,
  });
}

export function usePurchased(page: number) {
  return useQuery({ ...purchasedQuery(page), placeholderData: keepPreviousData });
}

export function recentlyViewedQuery() {
  return queryOptions({
    queryKey: historyKeys.recentlyViewed,
    queryFn: ({ signal }) => apiGet<RecentlyViewedList>('/account/recently-viewed', undefined, signal),
    staleTime: 30_000,
  });
}

export function useRecentlyViewed() {
  return useQuery(recentlyViewedQuery());
}

export function impactQuery() {
  return queryOptions({
    queryKey: historyKeys.impact,
    queryFn: ({ signal }) => apiGet<ImpactWire>('/account/your-impact', undefined, signal),
    staleTime: 60_000,
  });
}

export function useImpact() {
  return useQuery(impactQuery());
}
