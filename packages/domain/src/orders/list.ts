/**
 * Order list paging (spec storefront §7: GET /account/orders with cur_page, 'page size 10; chat context uses
 * page_size 3, cur_page 1').
 */

export const ORDERS_PAGE_SIZE = 10;
export const CHAT_ORDERS_PAGE_SIZE = 3;
/** The most a client may ask for in one page. */
export const MAX_ORDERS_PAGE_SIZE = 50;
/** The deepest page served: past it the offset would leave PostgreSQL's bigint (1e308 did). */
export const MAX_ORDERS_PAGE = 10_000;

/**
 * Reads cur_page and page_size as sent (text or number); anything unreadable falls back to page 1, size 10, and
 * both are held to their maximum.
 */
export function orderPage(
  curPage: unknown,
  pageSize?: unknown,
): { cur_page: number; page_size: number; offset: number } {
  const whole = (value: unknown): number | null => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : null;
  };
  const cur_page = Math.min(whole(curPage) ?? 1, MAX_ORDERS_PAGE);
  const page_size = Math.min(whole(pageSize) ?? ORDERS_PAGE_SIZE, MAX_ORDERS_PAGE_SIZE);
  return { cur_page, page_size, offset: (cur_page - 1) * page_size };
}
