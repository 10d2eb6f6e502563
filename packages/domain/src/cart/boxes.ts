import { BOX_TYPES, type BoxType, boxForItem, normalizeBoxType } from '../catalog/box-type.ts';
import { cartMessage, freshMessage } from './box-messages.ts';
import type { CartLineInput, PricedLine } from './lines.ts';

/**
 * Splitting a cart into temperature boxes and what each box costs to ship (spec storefront §3 Box, §4 'An item
 * sold as fresh goes into the fresh box if the cart has one, else the grocery box', §9 free shipping).
 */

/** A box's free-shipping threshold and the fee it pays under it, in cents. A threshold of 0 ships free. */
export type BoxRule = { freeShippingCents: number; feeCents: number };
export type BoxRules = Record<BoxType, BoxRule>;

/**
 * §9: 'Free shipping: default text $150 on grocery and perishables; perishables ship for $9.95 per order by default;
 * frozen and wine thresholds are parameters'. Grocery's $5.95 and wine's $150/$9.95 are ours (docs/decisions/cart.md).
 */
export const DEFAULT_BOX_RULES: BoxRules = {
  grocery: { freeShippingCents: 15000, feeCents: 595 },
  fresh: { freeShippingCents: 15000, feeCents: 995 },
  frozen: { freeShippingCents: 15000, feeCents: 995 },
  wine: { freeShippingCents: 15000, feeCents: 995 },
};

/** Fresh and frozen ship cold: together they pay at most one perishables fee per order. */
export const PERISHABLE_BOXES: readonly BoxType[] = ['fresh', 'frozen'];

/** Spec §3 total types: one shipping total per box. */
export const SHIPPING_TOTAL_TYPES = {
  grocery: 'shipping',
  frozen: 'thrive_shipping_frozen',
  fresh: 'thrive_shipping_fresh',
  wine: 'thrive_shipping_wine',
} as const satisfies Record<BoxType, string>;
export type ShippingTotalType = (typeof SHIPPING_TOTAL_TYPES)[BoxType];

type Boxable = Pick<CartLineInput, 'box_type' | 'sold_as_fresh'>;

/**
 * 'The cart has one' (a fresh box) when a line that is not itself sold as fresh has the fresh box type
 * (legacy_fresh too). Sold-as-fresh items follow a fresh box; alone they never open one.
 */
export function cartHasFreshBox(lines: readonly Boxable[]): boolean {
  return lines.some((line) => !line.sold_as_fresh && normalizeBoxType(line.box_type) === 'fresh');
}

/** The box of each line, in the lines' order. */
export function assignBoxes(lines: readonly Boxable[]): BoxType[] {
  const hasFresh = cartHasFreshBox(lines);
  return lines.map((line) => boxForItem(line, hasFresh));
}

/** Cents still to add for free shipping; 0 once reached. */
export function freeShipAmountNeeded(subtotalCents: number, rule: BoxRule): number {
  return Math.max(0, rule.freeShippingCents - subtotalCents);
}

/**
 * What each box pays to ship. A box under its threshold pays its fee; a box holding only free items ships free;
 * fresh and frozen under their thresholds pay one perishables fee per order — the higher of their fees, charged
 * to the fresh box when both pay the same.
 */
export function boxShippingFees(
  boxes: readonly { box_type: BoxType; subtotal: number }[],
  rules: BoxRules,
): Partial<Record<BoxType, number>> {
  const owing = boxes.map(({ box_type, subtotal }) => {
    const rule = rules[box_type];
    const owes = subtotal > 0 && freeShipAmountNeeded(subtotal, rule) > 0 ? Math.max(0, rule.feeCents) : 0;
    return { box: box_type, owes, perishable: PERISHABLE_BOXES.includes(box_type) };
  });
  const perishableFee = owing
    .filter((o) => o.perishable && o.owes > 0)
    .sort((a, b) => b.owes - a.owes || PERISHABLE_BOXES.indexOf(a.box) - PERISHABLE_BOXES.indexOf(b.box))[0];
  const fees: Partial<Record<BoxType, number>> = {};
  for (const o of owing) fees[o.box] = o.perishable ? (o === perishableFee ? o.owes : 0) : o.owes;
  return fees;
}

/** A box of the cart (spec §3 Box), in cents; `shipping_cents` is what it pays under `shipping_type`. */
export type CartBox<L extends CartLineInput = CartLineInput> = {
  box_type: BoxType;
  items: PricedLine<L>[];
  number_of_items: number;
  subtotal: number;
  gwp_eligible_subtotal: number;
  free_ship_amt_needed: number;
  min_amt: number;
  cart_message: string;
  fresh_message: string | null;
  shipping_type: ShippingTotalType;
  shipping_cents: number;
};

/** Groups priced lines into boxes (grocery, frozen, fresh, wine order; empty boxes left out). */
export function summarizeBoxes<L extends CartLineInput>(
  lines: readonly PricedLine<L>[],
  rules: BoxRules = DEFAULT_BOX_RULES,
): CartBox<L>[] {
  const groups = BOX_TYPES.map((box_type) => {
    const items = lines.filter((line) => line.box === box_type);
    const sum = (pick: (l: PricedLine<L>) => number) => items.reduce((total, l) => total + pick(l), 0);
    return {
      box_type,
      items,
      subtotal: sum((l) => l.row_total_cents),
      gwp_eligible_subtotal: sum((l) => (l.gwp_eligible ? l.row_total_cents : 0)),
      number_of_items: sum((l) => l.qty),
    };
  }).filter((group) => group.items.length > 0);
  const fees = boxShippingFees(groups, rules);
  return groups.map((group) => {
    const needed = group.subtotal > 0 ? freeShipAmountNeeded(group.subtotal, rules[group.box_type]) : 0;
    return {
      ...group,
      free_ship_amt_needed: needed,
      min_amt: Math.max(0, rules[group.box_type].freeShippingCents),
      cart_message: cartMessage(group.box_type, needed),
      fresh_message: freshMessage(
        group.box_type,
        group.items.some((l) => Boolean(l.sold_as_fresh)),
      ),
      shipping_type: SHIPPING_TOTAL_TYPES[group.box_type],
      shipping_cents: fees[group.box_type] ?? 0,
    };
  });
}
