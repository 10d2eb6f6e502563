import type { Favorites } from '@pantry/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/http/client.ts';

/**
 * Favorites (storefront §7 'POST and DELETE /account/wishlist | id | favorites'; docs/decisions/lists.md): the
 * ids every signed-in heart reads and the two calls a heart makes, loaded with the heart's toggle rather than on
 * every page (the favorites page's products are the lists feature's `favoriteProductsQuery`).
 */

export const favoriteKeys = {
  ids: ['favorites', 'ids'] as const,
  /** The favorites page's products (lists feature), marked stale when a heart changes. */
  products: ['favorites', 'products'] as const,
};

/** GET /account/wishlist: the signed-in shopper's favorite ids, newest first. */
export function favoritesQuery() {
  return queryOptions({
    queryKey: favoriteKeys.ids,
    queryFn: ({ signal }) => apiGet<Favorites>('/account/wishlist', undefined, signal),
    staleTime: 60_000,
  });
}

export const favoritesApi = {
  add: (productId: number) =>
    apiRequest<Favorites>('POST', '/account/wishlist', { query: { id: productId } }),
  remove: (productId: number) =>
    apiRequest<Favorites>('DELETE', '/account/wishlist', { query: { id: productId } }),
};
