import { useState } from 'react';
import { buildListingSearch, type ListingState } from './listing-url.ts';

/**
 * The state a control draws: what the shopper just chose (set at once, before the URL changes), replaced by
 * the URL's state whenever that moves on (navigation, Back, another control).
 */
export function useOptimisticListingState(state: ListingState): [ListingState, (next: ListingState) => void] {
  const urlKey = buildListingSearch(state);
  const [local, setLocal] = useState({ urlKey, shown: state });
  if (local.urlKey !== urlKey && buildListingSearch(local.shown) !== urlKey) {
    setLocal({ urlKey, shown: state });
    return [state, (next) => setLocal({ urlKey, shown: next })];
  }
  return [local.shown, (next) => setLocal({ urlKey, shown: next })];
}
