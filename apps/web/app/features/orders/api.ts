import {
  type DisplayBadges,
  deriveBadges,
  type OrderList,
  type OrderWire,
  type ReorderAnswer,
} from '@pantry/domain';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiRequest } from '../../lib/http/client.ts';
import { cartKeys } from '../cart/index.ts';

/**
 * The shopper's orders (spec §7: GET /account/orders?cur_page=, page size 10; GET /account/order/{id}, where the
 * id may be the order number). Both answer whole orders (docs/decisions/orders.md).
 */

export const ORDERS_PAGE_SIZE = 10;

export const orderKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'list'] as const,
  list: (page: number) => ['orders', 'list', page] as const,
  detail: (reference: string) => ['orders', 'detail', reference] as const,
};

/** Where an order goes (the orders table keeps it; the order answer does not carry it yet). */
export type OrderAddress = {
  firstname: string;
  lastname: string;
  street1: string;
  street2: string;
  city: string;
  postcode: string;
  region_code: string;
  telephone: string;
};

export type Order = OrderWire & { shipping_address?: OrderAddress | null };

/** `?cur_page=` as a page number: a whole number from 1, anything else is page 1. */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number(search.get('cur_page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function pageCount(list: Pick<OrderList, 'count' | 'page_size'>): number {
  return Math.max(1, Math.ceil(list.count / Math.max(1, list.page_size || ORDERS_PAGE_SIZE)));
}

/** GET /account/orders?cur_page= (the loader reads the same page in process). */
export function ordersQuery(page: number) {
  return queryOptions({
    queryKey: orderKeys.list(page),
    queryFn: ({ signal }) =>
      apiGet<OrderList & { orders: Order[] }>('/account/orders', { cur_page: page }, signal),
    staleTime: 30_000,
  });
}

export function useOrders(page: number) {
  // The table stays on screen while the next page loads.
  return useQuery({ ...ordersQuery(page), placeholderData: keepPreviousData });
}

export function fetchOrder(reference: string, signal?: AbortSignal): Promise<Order> {
  return apiGet<Order>(`/account/order/${encodeURIComponent(reference)}`, undefined, signal);
}

/** GET /account/order/{id}: by id or order number. */
export function orderQuery(reference: string) {
  return queryOptions({
    queryKey: orderKeys.detail(reference),
    queryFn: ({ signal }) => fetchOrder(reference, signal),
    staleTime: 30_000,
    // 'Order not found.' does not change by asking again.
    retry: (count, error) => count < 1 && !(error instanceof ApiError),
  });
}

export function useOrder(reference: string) {
  return useQuery(orderQuery(reference));
}

/** Spec §4: the progress bar is shown at the table's percent, and not at all where the table says 'not shown'. */
export function orderProgress(order: Pick<OrderWire, 'progress_percent' | 'details'>): number | null {
  return order.progress_percent ?? order.details.progress_percent ?? null;
}

/** The order line's badges as the order detail shows them (spec §5: no 'Out of Stock'). */
export function orderItemBadges(item: OrderWire['items'][number]): DisplayBadges {
  return deriveBadges(
    {
      product_badges: item.product_badges,
      in_stock: true,
      ebt_eligibility: 0,
      is_running_low: false,
      product_type: item.product_type,
      ads: null,
      thrive_cash: null,
      tc_product_type: item.tc_product_type,
    },
    { isOrderDetail: true, showSnapBadge: false },
  );
}

/** What the order page says about when: 'Delivered on …', 'Estimated delivery …', or the cancel date. */
export function orderDateKind(order: OrderWire): 'delivered' | 'estimated' | 'canceled' {
  if (order.status === 'canceled') return 'canceled';
  return order.details.displayed_date.kind;
}

/**
 * POST /account/order/{id}/reorder (our call, docs/decisions/orders.md): what is still available goes into the
 * cart. Answers the cart (put in the cart's cache, so the header and panel show it at once) with `added` and
 * `not_added`.
 */
export function useReorder(reference: string): () => Promise<ReorderAnswer> {
  const client = useQueryClient();
  return async () => {
    const answer = await apiRequest<ReorderAnswer>(
      'POST',
      `/account/order/${encodeURIComponent(reference)}/reorder`,
    );
    const {
      added: _added,
      not_added: _notAdded,
      errors: _errors,
      cart_errors: _cartErrors,
      ...cart
    } = answer;
    client.setQueryData(cartKeys.cart, cart);
    return answer;
  };
}
