import {
  canAddMore,
  decreaseQuantity,
  increaseQuantity,
  minOrderQty,
  quantityCeiling,
  validQuantity,
} from '../catalog/quantity.ts';

/**
 * Cart line quantities (spec storefront §4 Cart quantity change, §5 Quantity, §9 'Max quantity per item 50').
 * Built on the catalog's quantity rules.
 */

export type QuantityLimits = { min_order_qty?: number | null; max_order_qty?: number | null };

export type QuantityAction = 'add' | 'remove' | 'remove_all' | 'save_for_later' | 'move_to_cart';

/**
 * A cart line action: 'Add raises quantity by one, raised to min_order_qty if below it. Remove lowers by one;
 * falling below the minimum gives 0 (removal). Remove-all and save-for-later set it to 0 (save-for-later also sets
 * a save flag).' Moving back from save for later starts again at the minimum. Add stops at the line's ceiling.
 */
export function changeQuantity(
  current: number,
  action: QuantityAction,
  limits: QuantityLimits = {},
): { qty: number; save_for_later: boolean } {
  switch (action) {
    case 'add':
      return {
        qty: Math.min(increaseQuantity(current, limits.min_order_qty), quantityCeiling(limits.max_order_qty)),
        save_for_later: false,
      };
    case 'remove':
      return { qty: decreaseQuantity(current, limits.min_order_qty), save_for_later: false };
    case 'remove_all':
      return { qty: 0, save_for_later: false };
    case 'save_for_later':
      return { qty: 0, save_for_later: true };
    case 'move_to_cart':
      return { qty: minOrderQty(limits.min_order_qty), save_for_later: false };
  }
}

export type LineQuantity = { qty: number; limitedTo: number | null };

/**
 * The quantity a line gets when a shopper sets it (PUT /carts/product, bulk updates): 0 or less removes the line;
 * otherwise 'a quantity is valid when it is a number at or above the minimum, otherwise the minimum', then it is
 * held at min(max_order_qty, 50) and `limitedTo` says so.
 */
export function cartLineQuantity(requested: unknown, limits: QuantityLimits = {}): LineQuantity {
  const asNumber = typeof requested === 'string' && requested.trim() !== '' ? Number(requested) : requested;
  if (typeof asNumber === 'number' && Number.isFinite(asNumber) && asNumber <= 0) {
    return { qty: 0, limitedTo: null };
  }
  const qty = validQuantity(requested, limits.min_order_qty);
  const ceiling = quantityCeiling(limits.max_order_qty);
  return qty > ceiling ? { qty: ceiling, limitedTo: ceiling } : { qty, limitedTo: null };
}

/** Said when a line is held at its ceiling (our words). */
export function quantityLimitMessage(limit: number): string {
  return `You can add up to ${limit} of this item.`;
}

/**
 * 'An item can be added while its quantity is below 50 and it is in stock' — and below its max_order_qty
 * (plus is disabled at max_order_qty, spec §4).
 */
export function canAddItem(qty: number, inStock: boolean, maxOrderQty?: number | null): boolean {
  return canAddMore(qty, inStock) && qty < quantityCeiling(maxOrderQty);
}

/**
 * The lines that can't be filled: out of stock, or wanting more than is left. `available` maps product id to
 * units on hand; a product missing from it counts as none. Used to refuse checkout with
 * 'The cart contains items that are out of stock'.
 */
export function stockShortfalls(
  lines: readonly { product_id: number; qty: number }[],
  available: ReadonlyMap<number, number>,
): { product_id: number; wanted: number; available: number }[] {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.product_id, (wanted.get(line.product_id) ?? 0) + line.qty);
  return [...wanted]
    .map(([product_id, qty]) => ({
      product_id,
      wanted: qty,
      available: Math.max(0, available.get(product_id) ?? 0),
    }))
    .filter((s) => s.wanted > s.available);
}
