import type {
  AdminOrder,
  AdminOrderPage,
  AdminOrderQuery,
  AdminRefund,
  OrderEmail,
  OrderStatus,
} from '@pantry/domain';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../console/index.ts';

/** The Orders area's reads (one `queryOptions` each, shared by loader and component) and its writes. */

export const orderKeys = {
  search: (query: AdminOrderQuery) => ['console', 'orders', query] as const,
  order: (id: string) => ['console', 'order', id] as const,
};

/** GET /api/admin/orders with the page's filters (newest first; `before` asks for older orders). */
export function ordersQuery(query: AdminOrderQuery) {
  return queryOptions({
    queryKey: orderKeys.search(query),
    queryFn: ({ signal }) => adminRequest<AdminOrderPage>('GET', '/orders', { query, signal }),
    staleTime: 5_000,
  });
}

/** GET /api/admin/orders/:id: the order with its tenders, refunds and history. */
export function orderQuery(id: string) {
  return queryOptions({
    queryKey: orderKeys.order(id),
    queryFn: ({ signal }) => adminRequest<AdminOrder>('GET', `/orders/${encodeURIComponent(id)}`, { signal }),
  });
}

export const useOrders = (query: AdminOrderQuery) =>
  useQuery({ ...ordersQuery(query), placeholderData: keepPreviousData });
export const useOrder = (id: string) => useQuery(orderQuery(id));

/** The order page's changes; each answer refreshes the order. */
export function useOrderChanges(id: string) {
  const client = useQueryClient();
  // The page may name the order by id or number: every order read is refreshed, whichever it was.
  const refresh = () => client.invalidateQueries({ queryKey: ['console', 'order'] });
  const path = `/orders/${encodeURIComponent(id)}`;
  return {
    move: async (status: OrderStatus, extra: { tracking_number?: string; carrier?: string } = {}) => {
      await adminRequest('POST', `${path}/status`, { body: { status, ...extra } });
      await refresh();
    },
    refund: async (body: {
      idempotency_key: string;
      amount_cents?: number;
      lines?: { item_id: number; qty: number }[];
      reason?: string;
    }) => {
      const answer = await adminRequest<{ refund: AdminRefund; order: AdminOrder }>(
        'POST',
        `${path}/refunds`,
        {
          body,
        },
      );
      await refresh();
      return answer.refund;
    },
    resend: (email: OrderEmail) =>
      adminRequest<{ success: true }>('POST', `${path}/emails`, { body: { email } }),
  };
}
