import type { PurchasedIds } from '@pantry/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { apiGet, apiRequest } from '../../lib/http/client.ts';
import { isSignedIn, useAccount } from '../account/index.ts';
import { historyKeys } from './keys.ts';

/**
 * What every catalog page needs of the shopper's history: the 'Buy It Again' badge's purchased ids
 * (GET /account/purchased/ids, asked only when signed in: account spec §4) and the product page's view
 * (POST /account/recently-viewed).
 */

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
