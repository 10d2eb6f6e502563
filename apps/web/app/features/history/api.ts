import type { ImpactWire, PurchasedIds, PurchasedList, RecentlyViewedList } from '@pantry/domain';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { apiGet, apiRequest } from '../../lib/http/client.ts';
import { isSignedIn, useAccount } from '../account/index.ts';

/**
 * The shopper's own history (docs/decisions/discovery.md): Buy It Again (GET /account/purchased, and
 * /account/purchased/ids for the card badge), Recently Viewed (GET, and POST from the product page) and Your impact.
 * Every call needs a signed-in shopper (account spec §4: 'purchased-id calls are made only when logged in').
 */

export const historyKeys = {
  all: ['history'] as const,
  purchased: (page: number) => ['history', 'purchased', page] as const,
  /** Keyed by the account and its order count: a new order (checkout refreshes the account) reads them again. */
  purchasedIds: (accountId: number, orders: number) =>
    ['history', 'purchased-ids', accountId, orders] as const,
  recentlyViewed: ['history', 'recently-viewed'] as const,
  impact: ['history', 'impact'] as const,
};

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

const toIdSet = (answer: PurchasedIds): ReadonlySet<number> => new Set(answer.items);
const noSubscription = () => () => {};

/**
 * The ids of what the signed-in shopper bought, fetched once (per account and order count) and only when signed in;
 * undefined until then. Catalog pages are the same HTML for everyone, so the badge is never in it: while React
 * hydrates this answers undefined (as the server did), then the ids.
 */
export function usePurchasedIds(): ReadonlySet<number> | undefined {
  const { account } = useAccount();
  const signedIn = isSignedIn(account) && account?.id != null;
  const query = useQuery({
    queryKey: historyKeys.purchasedIds(account?.id ?? 0, account?.num_orders ?? 0),
    queryFn: ({ signal }) => apiGet<PurchasedIds>('/account/purchased/ids', undefined, signal),
    select: toIdSet,
    enabled: signedIn,
    staleTime: 5 * 60_000,
  });
  const ids = signedIn ? query.data : undefined;
  return useSyncExternalStore(
    noSubscription,
    () => ids,
    () => undefined,
  );
}

/** The 'Buy It Again' badge's rule on a card: the signed-in shopper bought this product. */
export function useBoughtBefore(productId: number): boolean {
  return usePurchasedIds()?.has(productId) ?? false;
}

/**
 * Records a signed-in shopper's view of a product page (POST /account/recently-viewed) once the page runs: the page's
 * HTML is shared and cached, so the view is the browser's to tell. A failure is only lost history, never an error.
 */
export function useRecordView(productId: number): void {
  const { account } = useAccount();
  const client = useQueryClient();
  const signedIn = isSignedIn(account);
  useEffect(() => {
    if (!signedIn) return;
    apiRequest('POST', '/account/recently-viewed', { body: { product_id: productId } })
      .then(() => client.invalidateQueries({ queryKey: historyKeys.recentlyViewed, refetchType: 'none' }))
      .catch(() => undefined);
  }, [signedIn, productId, client]);
}
