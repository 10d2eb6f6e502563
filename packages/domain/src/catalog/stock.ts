/**
 * Spec §5: Running Low appears when stock is below a threshold, the item is in stock and is simple.
 * The threshold is not shown in the spec; Pantry uses 10 units (docs/decisions/catalog.md).
 */
export const RUNNING_LOW_THRESHOLD = 10;

export function isRunningLow(stockQty: number, productType: string): boolean {
  return productType === 'simple' && stockQty > 0 && stockQty < RUNNING_LOW_THRESHOLD;
}
