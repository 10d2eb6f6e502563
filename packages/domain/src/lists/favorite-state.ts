/**
 * A heart's state while its favorite is saved (account spec §4 'Favorites update optimistically, marked CREATING or
 * DELETING, then READY'; §4 Request status values). The heart shows the shopper's choice at once; the call's answer
 * settles it, and a failure rolls it back. A tap while a call is out is ignored, as cart actions are.
 */

export const FAVORITE_STATUSES = ['READY', 'CREATING', 'DELETING'] as const;
export type FavoriteStatus = (typeof FAVORITE_STATUSES)[number];

/** What the heart shows: whether the product is a favorite, and whether a call about it is out. */
export type FavoriteState = { favorite: boolean; status: FavoriteStatus };

export type FavoriteEvent = 'toggle' | 'succeeded' | 'failed';

/** Each status and event, the status it moves to; a missing pair is not a move (the state stays). */
const TRANSITIONS: Readonly<
  Record<FavoriteStatus, Partial<Record<FavoriteEvent, (s: FavoriteState) => FavoriteState>>>
> = {
  READY: {
    toggle: (s) => ({ favorite: !s.favorite, status: s.favorite ? 'DELETING' : 'CREATING' }),
  },
  CREATING: {
    succeeded: () => ({ favorite: true, status: 'READY' }),
    failed: () => ({ favorite: false, status: 'READY' }),
  },
  DELETING: {
    succeeded: () => ({ favorite: false, status: 'READY' }),
    failed: () => ({ favorite: true, status: 'READY' }),
  },
};

/** The state after `event`; the same object when the event is no move from this status (a tap while saving). */
export function favoriteTransition(state: FavoriteState, event: FavoriteEvent): FavoriteState {
  const move = TRANSITIONS[state.status][event];
  return move ? move(state) : state;
}

/** The call a toggle makes: POST /account/wishlist to add, DELETE to remove; null when none goes out. */
export function favoriteCall(before: FavoriteState, after: FavoriteState): 'POST' | 'DELETE' | null {
  if (before === after) return null;
  if (after.status === 'CREATING') return 'POST';
  if (after.status === 'DELETING') return 'DELETE';
  return null;
}

/** A settled heart (READY) for a product that is or is not among the shopper's favorites. */
export function readyFavorite(favorite: boolean): FavoriteState {
  return { favorite, status: 'READY' };
}

/** The heart's accessible name (a toggle: pressed when a favorite) and the snack a failed call shows. */
export const favoriteMessages = {
  label: (title: string) => `Favorite ${title}`,
  addFailed: (title: string) => `We couldn't add ${title} to your favorites. Please try again.`,
  removeFailed: (title: string) => `We couldn't remove ${title} from your favorites. Please try again.`,
} as const;
