import {
  type FavoriteState,
  favoriteCall,
  favoriteMessages,
  favoriteTransition,
  readyFavorite,
} from '@pantry/domain';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { snackbar } from '../../lib/snackbar-store.ts';
import { favoriteKeys, favoritesApi, favoritesQuery } from './api.ts';

/**
 * A heart's state (account spec §4 'Favorites update optimistically, marked CREATING or DELETING, then READY').
 * The favorites query holds what the server said; a heart whose call is out has its optimistic state here, shared
 * by every heart of that product on the page. The call's answer becomes the query's data; a failure drops the
 * optimistic state (the heart rolls back to the query's) and shows an error snack.
 */

const pending = new Map<number, FavoriteState>();
const listeners = new Set<() => void>();
let version = 0;

function setPending(productId: number, state: FavoriteState | null): void {
  if (state === null || state.status === 'READY') pending.delete(productId);
  else pending.set(productId, state);
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => version;
const serverSnapshot = () => 0;

/** What the heart of `productId` shows; signed-out shoppers have no favorites to read. */
export function useFavoriteState(productId: number, signedIn: boolean): FavoriteState {
  const favorites = useQuery({ ...favoritesQuery(), enabled: signedIn });
  useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return pending.get(productId) ?? readyFavorite(favorites.data?.items.includes(productId) ?? false);
}

async function toggle(client: QueryClient, product: { id: number; title: string }): Promise<void> {
  const ids = client.getQueryData(favoritesQuery().queryKey)?.items ?? [];
  const before = pending.get(product.id) ?? readyFavorite(ids.includes(product.id));
  const after = favoriteTransition(before, 'toggle');
  const call = favoriteCall(before, after);
  if (!call) return;
  setPending(product.id, after);
  try {
    const answer = await (call === 'POST' ? favoritesApi.add(product.id) : favoritesApi.remove(product.id));
    client.setQueryData(favoriteKeys.ids, answer);
    setPending(product.id, favoriteTransition(after, 'succeeded'));
    // The favorites page's products follow the next time it is shown.
    void client.invalidateQueries({ queryKey: favoriteKeys.products, refetchType: 'none' });
  } catch {
    setPending(product.id, favoriteTransition(after, 'failed'));
    snackbar.push({
      type: 'error',
      message:
        call === 'POST'
          ? favoriteMessages.addFailed(product.title)
          : favoriteMessages.removeFailed(product.title),
    });
  }
}

/** Toggles a product's favorite (ignored while its call is out). */
export function useToggleFavorite(): (product: { id: number; title: string }) => Promise<void> {
  const client = useQueryClient();
  return useCallback((product) => toggle(client, product), [client]);
}
