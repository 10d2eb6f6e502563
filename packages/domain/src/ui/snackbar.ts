/**
 * Toasts (spec storefront §3 Snack, §4 Snackbar; account spec §9).
 */

export const SNACK_DEFAULT_TIMEOUT_MS = 4000;
export const SNACK_SPACING_PX = 55;

export type Snack = {
  id: string;
  type: 'error' | 'warning' | 'success';
  title?: string;
  /** Markdown with links. */
  message: string;
  autoDismiss?: boolean;
  timeout?: number;
};

/** §4: 'items sit 55 px apart under the header'. */
export function snackOffset(index: number): number {
  return index * SNACK_SPACING_PX;
}

function sameSnack(a: Snack, b: Snack): boolean {
  return a.type === b.type && (a.title ?? '') === (b.title ?? '') && a.message === b.message;
}

/** §8: 'Duplicate errors are not added again' — a snack with the same type, title and message is kept once. */
export function addSnack(list: Snack[], snack: Snack): Snack[] {
  return list.some((s) => sameSnack(s, snack)) ? list : [...list, snack];
}

export function removeSnack(list: Snack[], id: string): Snack[] {
  return list.filter((s) => s.id !== id);
}

/** Milliseconds until a snack closes itself, or null when only its close button or a route change closes it. */
export function snackDismissAfter(snack: Snack): number | null {
  if (snack.autoDismiss === false) return null;
  return snack.timeout != null && snack.timeout > 0 ? snack.timeout : SNACK_DEFAULT_TIMEOUT_MS;
}
