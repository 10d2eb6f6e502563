import type { OrderStatus } from '../orders/status.ts';

/**
 * Buy It Again (storefront §2 /account/purchased; account-and-shell §7 'GET purchased ids (also
 * /account/purchased/ids) | items'): the products a shopper bought, the most often bought first.
 */

/**
 * Orders that do not count as bought: a canceled order is refunded and never ships, so what it held was not bought.
 * Every other status counts from the moment it is placed (the shopper paid for it).
 */
export const NOT_PURCHASED_STATUSES = ['canceled'] as const satisfies readonly OrderStatus[];

export function countsAsPurchase(status: string): boolean {
  return !(NOT_PURCHASED_STATUSES as readonly string[]).includes(status);
}

/** One product the shopper bought: in how many of their orders, and when last. */
export type PurchasedProduct = {
  product_id: number;
  /** Orders (not canceled) with a paid line of it. */
  order_count: number;
  /** ISO instant of the newest such order. */
  last_ordered_at: string;
};

/**
 * The order: the most often bought first, then the most recently bought, then by product id so a page
 * boundary never moves between two reads.
 */
export function rankPurchases(products: readonly PurchasedProduct[]): PurchasedProduct[] {
  return [...products].sort(
    (a, b) =>
      b.order_count - a.order_count ||
      Date.parse(b.last_ordered_at) - Date.parse(a.last_ordered_at) ||
      a.product_id - b.product_id,
  );
}

export const PURCHASED_PAGE_SIZE = 24;
export const MAX_PURCHASED_PAGE_SIZE = 96;
/** The deepest page served (a bound for the query schema; a shopper's purchases fill far fewer). */
export const MAX_PURCHASED_PAGE = 1_000;

/** One page of a ranked list: 1-based page, clamped size. */
export function pageOf<T>(items: readonly T[], curPage: number, pageSize: number): T[] {
  const start = (curPage - 1) * pageSize;
  return items.slice(start, start + pageSize);
}
