/**
 * Cart quantities (spec storefront §4 cart quantity change, §5 Quantity, §9; account spec §5).
 */

/** Spec §9: 'Max quantity per item 50'. */
export const MAX_QTY_PER_ITEM = 50;
export const DEFAULT_MIN_ORDER_QTY = 1;
export const DEFAULT_MAX_ORDER_QTY = 9000;

function positiveInteger(value: number | null | undefined): number | null {
  if (value == null || !Number.isFinite(value)) return null;
  const whole = Math.floor(value);
  return whole >= 1 ? whole : null;
}

/** min_order_qty, default 1. A missing or non-positive value means the product sets no minimum. */
export function minOrderQty(min?: number | null): number {
  return positiveInteger(min) ?? DEFAULT_MIN_ORDER_QTY;
}

/** max_order_qty, default 9000. A missing or non-positive value means the product sets no maximum. */
export function maxOrderQty(max?: number | null): number {
  return positiveInteger(max) ?? DEFAULT_MAX_ORDER_QTY;
}

/** The highest quantity one line may reach: the product's maximum, never above 50 per item. */
export function quantityCeiling(max?: number | null): number {
  return Math.min(maxOrderQty(max), MAX_QTY_PER_ITEM);
}

/**
 * 'A quantity is valid when it is a number at or above the minimum, otherwise the minimum.'
 * Text from an input box counts as a number when it parses as one; fractions drop to the whole unit below.
 */
export function validQuantity(value: unknown, min?: number | null): number {
  const floor = minOrderQty(min);
  let parsed: number;
  if (typeof value === 'number') parsed = value;
  else if (typeof value === 'string' && value.trim() !== '') parsed = Number(value.trim());
  else return floor;
  if (!Number.isFinite(parsed)) return floor;
  const whole = Math.floor(parsed);
  return Math.max(whole, floor);
}

/** 'Add raises quantity by one, raised to min_order_qty if below it.' */
export function increaseQuantity(current: number, min?: number | null): number {
  return Math.max(Math.max(0, current) + 1, minOrderQty(min));
}

/** 'Remove lowers by one; falling below the minimum gives 0 (removal).' */
export function decreaseQuantity(current: number, min?: number | null): number {
  const next = current - 1;
  return next < minOrderQty(min) ? 0 : next;
}

/** 'An item can be added while its quantity is below 50 and it is in stock.' */
export function canAddMore(qty: number, inStock: boolean): boolean {
  return inStock && qty < MAX_QTY_PER_ITEM;
}

/**
 * The quantity chosen beside the product page's Add button: a valid quantity (the minimum when the text is not
 * a number) held at the line's ceiling (max_order_qty, never above 50).
 */
export function chosenQuantity(value: unknown, min?: number | null, max?: number | null): number {
  return Math.min(validQuantity(value, min), Math.max(minOrderQty(min), quantityCeiling(max)));
}
