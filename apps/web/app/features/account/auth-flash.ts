import { useEffect } from 'react';
import { snackbar } from '../../lib/snackbar-store.ts';

/**
 * Toasts that must outlive the navigation that follows them: route changes close every toast (spec §4
 * Snackbar), so 'You’re successfully verified!' is kept here and shown once the next page is in place.
 */
type NewSnack = Parameters<typeof snackbar.push>[0];

let pending: NewSnack[] = [];

/** Shows `snack` after the next navigation (call just before navigating). */
export function flashSnack(snack: NewSnack): void {
  pending.push(snack);
}

export function flushFlashSnacks(): void {
  const due = pending;
  pending = [];
  for (const snack of due) snackbar.push(snack);
}

/**
 * Call in the shell after the effect that clears toasts on a route change: effects of one component run in
 * order, so the flashed toast is shown after that clearing, never wiped by it.
 */
export function useFlashSnacks(locationKey: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after every navigation
  useEffect(() => {
    flushFlashSnacks();
  }, [locationKey]);
}
