import { z } from 'zod';
import { bulkCartSchema, type CartWire, type OrderWire } from '../api/cart.ts';

/**
 * Reorder (issue 12): everything of a past order that is still available goes into the cart, and the shopper is
 * told what could not be added. Free gifts and samples are not bought, so they are not reordered (the cart adds a
 * gift again when the order qualifies). The cart's own rules (stock, limits, products no longer sold) decide what
 * goes in; these functions only say what to ask for and read what happened from the cart before and after.
 */

export type ReorderLine = { product_id: number; title: string; qty: number };

/** The paid lines of an order, one per product (quantities summed). */
export function reorderLines(items: readonly OrderWire['items'][number][]): ReorderLine[] {
  const lines = new Map<number, ReorderLine>();
  for (const item of items) {
    const free = item.tc_product_type !== null && item.price === 0;
    if (free || item.qty <= 0) continue;
    const seen = lines.get(item.product_id);
    if (seen) seen.qty += item.qty;
    else lines.set(item.product_id, { product_id: item.product_id, title: item.title, qty: item.qty });
  }
  return [...lines.values()];
}

/** Units of each product on the cart's active lines (saved-for-later and gift lines don't count). */
export function cartQuantities(cart: Pick<CartWire, 'boxes'>): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const box of cart.boxes) {
    for (const line of box.items) {
      if (line.save_for_later || line.gwp_id !== null) continue;
      quantities.set(line.product_id, (quantities.get(line.product_id) ?? 0) + line.line_item_qty);
    }
  }
  return quantities;
}

export type ReorderOutcome = {
  /** What went in, with the units added. */
  added: ReorderLine[];
  /** What did not (or only in part), with the units missing. */
  not_added: ReorderLine[];
};

/** What the reorder did: each line's units added are the cart's units after less those before. */
export function reorderOutcome(
  wanted: readonly ReorderLine[],
  before: ReadonlyMap<number, number>,
  after: ReadonlyMap<number, number>,
): ReorderOutcome {
  const outcome: ReorderOutcome = { added: [], not_added: [] };
  for (const line of wanted) {
    const added = Math.min(
      line.qty,
      Math.max(0, (after.get(line.product_id) ?? 0) - (before.get(line.product_id) ?? 0)),
    );
    if (added > 0) outcome.added.push({ ...line, qty: added });
    if (added < line.qty) outcome.not_added.push({ ...line, qty: line.qty - added });
  }
  return outcome;
}

/** 'Rolled Oats and Peanut Butter' / 'A, B and C': the titles a notice names. */
export function titleList(lines: readonly Pick<ReorderLine, 'title'>[]): string {
  const titles = lines.map((line) => line.title);
  if (titles.length <= 1) return titles[0] ?? '';
  return `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
}

/**
 * What the shopper reads after Reorder: all added, some not, or none. Units held back by a limit count as not added.
 */
export function reorderNotice(outcome: ReorderOutcome): {
  kind: 'success' | 'warning' | 'error';
  message: string;
} {
  if (outcome.added.length === 0 && outcome.not_added.length === 0) {
    return {
      kind: 'error',
      message: 'This order has nothing to buy again: its free gifts come with qualifying orders.',
    };
  }
  if (outcome.not_added.length === 0)
    return { kind: 'success', message: 'Everything from this order is in your cart.' };
  const missing = `Not added (no longer available or at its limit): ${titleList(outcome.not_added)}.`;
  if (outcome.added.length === 0)
    return { kind: 'error', message: `Nothing could be added to your cart. ${missing}` };
  return { kind: 'warning', message: `The rest of this order is in your cart. ${missing}` };
}

const reorderLineSchema = z.object({
  product_id: z.number().int(),
  title: z.string(),
  qty: z.number().int(),
});

/** POST /account/order/{id}/reorder: the cart as the cart calls answer it, and what went in and what did not. */
export const reorderAnswerSchema = bulkCartSchema.extend({
  added: z.array(reorderLineSchema),
  not_added: z.array(reorderLineSchema),
});
export type ReorderAnswer = z.infer<typeof reorderAnswerSchema>;
