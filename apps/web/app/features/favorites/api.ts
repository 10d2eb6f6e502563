import type { Favorites, ListProducts } from '@pantry/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/http/client.ts';

/**
 * Favorites (storefront §7 'POST and DELETE /account/wishlist | id | favorites'; docs/decisions/lists.md): the
 * ids every heart reads, the favorites page's products, and the two calls a heart makes.
 */

export type FavoritesPage = { cur_page: number; page_size: number };

export const favoriteKeys = {
  all: ['favorites'] as const,
  ids: ['favorites', 'ids'] as const,
  products: (page: FavoritesPage) => ['favorites', 'products', page] as const,
};

/** GET /account/wishlist: the signed-in shopper's favorite ids, newest first. */
export function favoritesQuery() {
  return queryOptions({
    queryKey: favoriteKeys.ids,
    queryFn: ({ signal }) => apiGet<Favorites>('/account/wishlist', undefined, signal),
    staleTime: 60_000,
  });
}

/** GET /account/wishlist/products: one page of the favorites as product cards. */
export function favoriteProductsQuery(page: FavoritesPage) {
  return queryOptions({
    queryKey: favoriteKeys.products(page),
    queryFn: ({ signal }) => apiGet<ListProducts>('/account/wishlist/products', page, signal),
    staleTime: 30_000,
  });
}

export const favoritesApi = {
  add: (productId: number) =>
    apiRequest<Favorites>('POST', '/account/wishlist', { query: { id: productId } }),
  remove: (productId: number) =>
    apiRequest<Favorites>('DELETE', '/account/wishlist', { query: { id: productId } }),
};
