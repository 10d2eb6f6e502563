import type { QuizAnswers, RecommendationPoint } from './api.ts';

/**
 * Cart prefill (account-and-shell §4 Quiz and prefill; glossary: cart prefill): what the answers ask for, how the
 * products are picked, and the browser's needs-sending and has-sent markers. Pure; the server and web call these.
 */

/** Products a prefill puts in the cart when no answer names a basket size. */
export const PREFILL_DEFAULT_SIZE = 10;
/** The most a prefill adds, whatever the answers say. */
export const PREFILL_MAX_SIZE = 30;

/** Spec §8, word for word: how a prefill with no products is reported. */
export const PREFILL_EMPTY_ERROR = '/getCartPrefillRecs returned 0 products';

export type PrefillCriteria = {
  /** Url keys, most points first. */
  diets: string[];
  categories: string[];
  attributes: string[];
  size: number;
};

/** Adds up the recommendation points of the picked answers: keys with positive points, most first. */
export function prefillCriteria(
  points: readonly RecommendationPoint[],
  answers: QuizAnswers,
): PrefillCriteria {
  const totals = { diet: new Map<string, number>(), category: new Map(), attribute: new Map() } as Record<
    'diet' | 'category' | 'attribute',
    Map<string, number>
  >;
  let size: number | null = null;
  for (const point of points) {
    if (!(answers[String(point.question_id)] ?? []).includes(point.answer)) continue;
    if (point.kind === 'basket_size') size = Math.max(size ?? 0, point.points);
    else totals[point.kind].set(point.url_key, (totals[point.kind].get(point.url_key) ?? 0) + point.points);
  }
  const ranked = (map: Map<string, number>) =>
    [...map]
      .filter(([, total]) => total > 0)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([key]) => key);
  return {
    diets: ranked(totals.diet),
    categories: ranked(totals.category),
    attributes: ranked(totals.attribute),
    size: Math.min(PREFILL_MAX_SIZE, Math.max(1, size ?? PREFILL_DEFAULT_SIZE)),
  };
}

/**
 * The products to prefill: the recommender's picks that are also in a chosen category first (personal and what the
 * shopper asked for), then the categories' picks in turn, then the rest of the recommender's; never-items and what
 * is in the cart already are left out, each product once, at most `size`.
 */
export function pickPrefillProducts(input: {
  recommended: readonly number[];
  byCategory: readonly (readonly number[])[];
  excluded: ReadonlySet<number>;
  size: number;
}): number[] {
  const picked: number[] = [];
  const taken = new Set(input.excluded);
  const take = (id: number) => {
    if (picked.length >= input.size || taken.has(id)) return;
    taken.add(id);
    picked.push(id);
  };
  const inCategories = new Set(input.byCategory.flat());
  for (const id of input.recommended) if (inCategories.has(id)) take(id);
  const longest = Math.max(0, ...input.byCategory.map((list) => list.length));
  for (let i = 0; i < longest; i++) {
    for (const list of input.byCategory) {
      const id = list[i];
      if (id !== undefined) take(id);
    }
  }
  for (const id of input.recommended) take(id);
  return picked;
}

/** The browser's markers (spec §4: local storage, needs-sending and has-sent). */
export type PrefillMarkers = { needsSending: boolean; hasSent: boolean };
export const PREFILL_MARKER_KEYS = {
  needsSending: 'pantry.cartPrefill.needsSending',
  hasSent: 'pantry.cartPrefill.hasSent',
} as const;

/** A completed prefill quiz asks for a prefill, unless one was sent. */
export function markPrefillNeeded(markers: PrefillMarkers): PrefillMarkers {
  return markers.hasSent ? markers : { needsSending: true, hasSent: false };
}

export type PrefillAction = 'send' | 'mark_sent' | 'wait' | 'none';

/**
 * What the browser does with its markers: nothing once sent or when none is needed; wait for sign-in and the
 * account's prefill flag; a non-empty cart marks the prefill as sent; otherwise send it.
 */
export function prefillAction(
  markers: PrefillMarkers,
  shopper: { signedIn: boolean; prefillEnabled: boolean; cartCount: number },
): PrefillAction {
  if (markers.hasSent || !markers.needsSending) return 'none';
  if (!shopper.signedIn || !shopper.prefillEnabled) return 'wait';
  return shopper.cartCount > 0 ? 'mark_sent' : 'send';
}

/** After the prefill was sent (or the cart was found non-empty): sent, and no longer needed. */
export function markPrefillSent(): PrefillMarkers {
  return { needsSending: false, hasSent: true };
}
