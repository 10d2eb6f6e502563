import { quantityCeiling } from './quantity.ts';

/**
 * What a product card offers (spec storefront §4 add button and card action precedence; §2 'View Item'/'View').
 */

export type CardAction = 'custom' | 'out_of_stock' | 'move_to_cart' | 'view_link' | 'counter';

const BUNDLE_TYPES = new Set(['bundle', 'advanced_bundle_idl']);

/**
 * §2: cards 'link to the detail page for configurable, grouped, bundle-with-options and gift-card products',
 * because the shopper must choose options there before anything can go in the cart.
 */
export function isViewLinkProduct(p: { product_type: string; has_options: boolean }): boolean {
  if (p.product_type === 'configurable' || p.product_type === 'grouped' || p.product_type === 'aw_giftcard') {
    return true;
  }
  return BUNDLE_TYPES.has(p.product_type) && p.has_options;
}

/**
 * §4 precedence: (1) custom button text with a handler; (2) out of stock; (3) move-to-cart link mode;
 * (4) view link for option, bundle and gift-card types; (5) otherwise the add counter.
 */
export function cardAction(
  p: { in_stock: boolean; product_type: string; has_options: boolean },
  opts: { customButton?: boolean; moveToCart?: boolean } = {},
): CardAction {
  if (opts.customButton) return 'custom';
  if (!p.in_stock) return 'out_of_stock';
  if (opts.moveToCart) return 'move_to_cart';
  if (isViewLinkProduct(p)) return 'view_link';
  return 'counter';
}

/** §2: the link 'reads View Item or View'; the short form fits compact cards. */
export function viewLinkText(compact = false): 'View Item' | 'View' {
  return compact ? 'View' : 'View Item';
}

export type AddButtonState =
  | { kind: 'add' }
  | { kind: 'loading' }
  | { kind: 'selected' }
  | { kind: 'counter'; qty: number; minusDisabled: boolean; plusDisabled: boolean };

/**
 * §4: no count shows 'Add'; a count above 0 shows minus, quantity and plus; loading shows a spinner;
 * selected shows a check mark. Minus is disabled at 0; plus is disabled at or above max_order_qty, and a
 * line never passes 50 per item (§9).
 */
export function addButtonState(input: {
  count: number;
  loading?: boolean;
  selected?: boolean;
  maxOrderQty?: number | null;
}): AddButtonState {
  // A pending request outranks everything: the count shown would be stale until it settles.
  if (input.loading) return { kind: 'loading' };
  if (input.selected) return { kind: 'selected' };
  const count = Number.isFinite(input.count) ? Math.max(0, input.count) : 0;
  if (count <= 0) return { kind: 'add' };
  return {
    kind: 'counter',
    qty: count,
    minusDisabled: count <= 0,
    plusDisabled: count >= quantityCeiling(input.maxOrderQty),
  };
}
