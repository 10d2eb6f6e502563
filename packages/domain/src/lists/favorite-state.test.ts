import { describe, expect, it } from 'vitest';
import { favoriteCall, favoriteTransition, readyFavorite } from './favorite-state.ts';

// Account spec §4: 'Favorites update optimistically, marked CREATING or DELETING, then READY.'
describe('a favorite heart', () => {
  it('shows a new favorite at once, marked CREATING, and posts it', () => {
    const before = readyFavorite(false);
    const after = favoriteTransition(before, 'toggle');
    expect(after).toEqual({ favorite: true, status: 'CREATING' });
    expect(favoriteCall(before, after)).toBe('POST');
  });

  it('shows a removed favorite at once, marked DELETING, and deletes it', () => {
    const before = readyFavorite(true);
    const after = favoriteTransition(before, 'toggle');
    expect(after).toEqual({ favorite: false, status: 'DELETING' });
    expect(favoriteCall(before, after)).toBe('DELETE');
  });

  it('is READY with the new choice when the call succeeds', () => {
    const creating = favoriteTransition(readyFavorite(false), 'toggle');
    expect(favoriteTransition(creating, 'succeeded')).toEqual({ favorite: true, status: 'READY' });
    const deleting = favoriteTransition(readyFavorite(true), 'toggle');
    expect(favoriteTransition(deleting, 'succeeded')).toEqual({ favorite: false, status: 'READY' });
  });

  it('rolls back to READY with the old choice when the call fails', () => {
    const creating = favoriteTransition(readyFavorite(false), 'toggle');
    expect(favoriteTransition(creating, 'failed')).toEqual(readyFavorite(false));
    const deleting = favoriteTransition(readyFavorite(true), 'toggle');
    expect(favoriteTransition(deleting, 'failed')).toEqual(readyFavorite(true));
  });

  it('ignores a tap while its call is out, so only one call goes', () => {
    const creating = favoriteTransition(readyFavorite(false), 'toggle');
    const again = favoriteTransition(creating, 'toggle');
    expect(again).toBe(creating);
    expect(favoriteCall(creating, again)).toBeNull();
  });

  it('ignores an answer when no call is out', () => {
    const ready = readyFavorite(true);
    expect(favoriteTransition(ready, 'succeeded')).toBe(ready);
    expect(favoriteTransition(ready, 'failed')).toBe(ready);
  });
});
