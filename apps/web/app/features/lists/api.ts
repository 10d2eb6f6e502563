import type { AddAllAnswer, ListDetail, ListProducts, SharedList, ShopperLists } from '@pantry/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/http/client.ts';
import { cartKeys } from '../cart/index.ts';

/**
 * The shopper's named lists and sharing (account spec §7 /list/lists and /account/sharing; the paths and
 * payloads are docs/decisions/lists.md's), and a shared list by its link's token.
 */

export const listKeys = {
  all: ['lists'] as const,
  mine: ['lists', 'mine'] as const,
  detail: (id: number) => ['lists', 'detail', id] as const,
  sharing: ['lists', 'sharing'] as const,
  shared: (token: string) => ['lists', 'shared', token] as const,
};

export type FavoritesPage = { cur_page: number; page_size: number };

/**
 * GET /account/wishlist/products: one page of the favorites as product cards. Its key is under ['favorites',
 * 'products'], which a heart's change marks stale (features/favorites/api.ts).
 */
export function favoriteProductsQuery(page: FavoritesPage) {
  return queryOptions({
    queryKey: ['favorites', 'products', page] as const,
    queryFn: ({ signal }) => apiGet<ListProducts>('/account/wishlist/products', page, signal),
    staleTime: 30_000,
  });
}

/** GET /list/lists. */
export function myListsQuery() {
  return queryOptions({
    queryKey: listKeys.mine,
    queryFn: ({ signal }) => apiGet<ShopperLists>('/list/lists', undefined, signal),
    staleTime: 30_000,
  });
}

/** GET /list/lists/{id}. */
export function listDetailQuery(id: number) {
  return queryOptions({
    queryKey: listKeys.detail(id),
    queryFn: ({ signal }) => apiGet<ListDetail>(`/list/lists/${id}`, undefined, signal),
    staleTime: 30_000,
  });
}

/** GET /account/sharing: the lists the shopper shares. */
export function sharingQuery() {
  return queryOptions({
    queryKey: listKeys.sharing,
    queryFn: ({ signal }) => apiGet<ShopperLists>('/account/sharing', undefined, signal),
    staleTime: 30_000,
  });
}

/** GET /list/customer?token=: anyone's read of a shared list. */
export function sharedListQuery(token: string) {
  return queryOptions({
    queryKey: listKeys.shared(token),
    queryFn: ({ signal }) => apiGet<SharedList>('/list/customer', { token }, signal),
    staleTime: 30_000,
  });
}

/** A change to one list: its answer is the list as it is now; the overview and sharing pages refresh. */
function useListChange<Input>(call: (input: Input) => Promise<ListDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (detail) => {
      client.setQueryData(listKeys.detail(detail.list.id), detail);
      void client.invalidateQueries({ queryKey: listKeys.mine });
      void client.invalidateQueries({ queryKey: listKeys.sharing });
    },
  });
}

export const useCreateList = () =>
  useListChange((name: string) => apiRequest<ListDetail>('POST', '/list/lists', { body: { name } }));

export const useRenameList = (id: number) =>
  useListChange((name: string) => apiRequest<ListDetail>('PUT', `/list/lists/${id}`, { body: { name } }));

export const useAddListItem = () =>
  useListChange(({ listId, productId, qty }: { listId: number; productId: number; qty: number }) =>
    apiRequest<ListDetail>('POST', `/list/lists/${listId}/items`, { body: { product_id: productId, qty } }),
  );

export const useRemoveListItem = (id: number) =>
  useListChange((productId: number) =>
    apiRequest<ListDetail>('DELETE', `/list/lists/${id}/items/${productId}`),
  );

export const useShareList = (id: number) =>
  useListChange((share: boolean) =>
    share
      ? apiRequest<ListDetail>('POST', '/account/sharing', { body: { list_id: id } })
      : apiRequest<ListDetail>('DELETE', '/account/sharing', { query: { list_id: id } }),
  );

export function useDeleteList(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ success: true }>('DELETE', `/list/lists/${id}`),
    onSuccess: () => {
      client.removeQueries({ queryKey: listKeys.detail(id) });
      void client.invalidateQueries({ queryKey: listKeys.mine });
      void client.invalidateQueries({ queryKey: listKeys.sharing });
    },
  });
}

/** POST /list/lists/{id}/cart: the cart changed, so it is read again. */
export function useAddAllToCart(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<AddAllAnswer>('POST', `/list/lists/${id}/cart`),
    onSuccess: () => void client.invalidateQueries({ queryKey: cartKeys.cart }),
  });
}

export function useMyLists() {
  return useQuery(myListsQuery());
}
