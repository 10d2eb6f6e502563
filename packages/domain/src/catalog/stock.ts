/**
 * Spec §5: Running Low appears when stock is below a threshold, the item is in stock and is simple.
 * The threshold is not shown in the spec; Pantry uses 10 units (docs/decisions/catalog.md).
 */
export const RUNNING_LOW_THRESHOLD = 10;

export function isRunningLow(stockQty: number, productType: string): boolean {
  return productType === 'simple' && stockQty > 0 && stockQty < RUNNING_LOW_THRESHOLD;
}

/** What the shelf says about a product: whether it sells now, how many are on hand, and whether it has shelf stock. */
export type ShelfStock = {
  /** Sellable now: available, some stock, no 'Back Soon' badge. */
  product_in_stock: boolean;
  stock_qty: number;
  /** Gift cards and virtual products have no shelf stock. */
  stockless: boolean;
};

/** Units a cart line may hold given the shelf: none when not sellable, unlimited for gift cards and virtual products. */
export function unitsAvailable(product: ShelfStock): number {
  if (!product.product_in_stock) return 0;
  return product.stockless ? Number.POSITIVE_INFINITY : Math.max(0, product.stock_qty);
}
