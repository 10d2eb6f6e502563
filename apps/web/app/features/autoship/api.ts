import type {
  AutoshipFrequency,
  AutoshipItemStatus,
  AutoshipItemWire,
  AutoshipScheduleWire,
  AutoshipTotalsWire,
  Product,
  ProductDetail,
} from '@pantry/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { track } from '../../lib/analytics.ts';
import { apiFailure, apiGet, apiRequest } from '../../lib/http/client.ts';
import { accountKeys } from '../account/index.ts';
import { cartKeys } from '../cart/index.ts';
import {
  type AccountAutoshipRequest,
  type ItemAnswer,
  itemChangeEvent,
  trackAutoshipItem,
  trackAutoshipStatus,
} from './analytics.ts';

/**
 * Autoship calls (account spec §7): GET /autoship/items, /autoship/schedule/first, /autoship/schedule/totals,
 * /autoship/recommend/product/{id}, PUT /autoship/item/{itemId}, PUT /account?autoship_status=, and the store's
 * subscribe, settings and ship-now calls (docs/decisions/autoship.md). Every change refreshes autoship and the cart
 * (the next shipment is in the cart).
 */

export const autoshipKeys = {
  all: ['autoship'] as const,
  items: ['autoship', 'items'] as const,
  schedule: ['autoship', 'schedule'] as const,
  totals: ['autoship', 'totals'] as const,
  recommend: (productId: number) => ['autoship', 'recommend', productId] as const,
};

export function autoshipItemsQuery() {
  return queryOptions({
    queryKey: autoshipKeys.items,
    queryFn: async ({ signal }) =>
      (await apiGet<{ items: AutoshipItemWire[] }>('/autoship/items', { preset: 'web' }, signal)).items,
    staleTime: 30_000,
  });
}

export function autoshipScheduleQuery() {
  return queryOptions({
    queryKey: autoshipKeys.schedule,
    queryFn: async ({ signal }) =>
      (await apiGet<{ schedule: AutoshipScheduleWire | null }>('/autoship/schedule/first', {}, signal))
        .schedule,
    staleTime: 30_000,
  });
}

export function autoshipTotalsQuery() {
  return queryOptions({
    queryKey: autoshipKeys.totals,
    queryFn: ({ signal }) =>
      apiGet<AutoshipTotalsWire>('/autoship/schedule/totals', { preset: 'web', reqsource: 'web' }, signal),
    staleTime: 30_000,
  });
}

export function autoshipRecommendQuery(productId: number) {
  return queryOptions({
    queryKey: autoshipKeys.recommend(productId),
    queryFn: ({ signal }) =>
      apiGet<{ recommended: boolean; items: Product[] }>(
        `/autoship/recommend/product/${productId}`,
        {},
        signal,
      ),
    staleTime: 60_000,
  });
}

/**
 * Products as their pages read them (GET /products/url/{url_key}, one call each): an order's items, to see which
 * autoship takes today. A product that no longer exists is left out.
 */
export function productsByUrlQuery(urlKeys: readonly string[]) {
  return queryOptions({
    queryKey: ['products-by-url', ...urlKeys] as const,
    queryFn: async ({ signal }) => {
      const read = (key: string) =>
        apiGet<ProductDetail>(`/products/url/${encodeURIComponent(key)}`, {}, signal).catch(() => null);
      return Promise.all(urlKeys.map(read));
    },
    staleTime: 60_000,
  });
}

export const useAutoshipItems = (enabled = true) => useQuery({ ...autoshipItemsQuery(), enabled });
export const useAutoshipSchedule = (enabled = true) => useQuery({ ...autoshipScheduleQuery(), enabled });
export const useAutoshipTotals = () => useQuery(autoshipTotalsQuery());

export type ItemChange = {
  status?: AutoshipItemStatus;
  scheduled_at_date?: string;
  qty?: number;
  frequency?: AutoshipFrequency;
  skip_once?: boolean;
};

export type ScheduleChange = {
  next_shipment_date?: string;
  frequency?: AutoshipFrequency;
  payment_method_id?: number;
  address_id?: number;
};

/** One mutation per call; each refreshes autoship, the cart and (for the account's status) the account. */
function useAutoshipMutation<V, R = unknown>(run: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: autoshipKeys.all }),
        client.invalidateQueries({ queryKey: cartKeys.cart }),
        client.invalidateQueries({ queryKey: accountKeys.account }),
      ]);
    },
  });
}

export const useSubscribe = () =>
  useAutoshipMutation(async (vars: { product_id: number; qty: number; frequency: AutoshipFrequency }) => {
    const answer = await apiRequest<ItemAnswer>('POST', '/autoship/items', { body: vars });
    trackAutoshipItem('Autoship Subscribed', answer);
    return answer;
  });

/** One product of a list to subscribe, at its quantity. */
export type ListLine = { product_id: number; qty: number };

export type SubscribeAllResult = {
  subscribed: number;
  failed: { product_id: number; message: string }[];
};

/**
 * 'Subscribe all' (account spec §4): POST /autoship/items for each product at one frequency, one after another
 * (the first makes the schedule the others join), then one refresh. A refusal is reported, not fatal to the rest.
 */
export const useSubscribeAll = () =>
  useAutoshipMutation(async ({ lines, frequency }: { lines: ListLine[]; frequency: AutoshipFrequency }) => {
    const result: SubscribeAllResult = { subscribed: 0, failed: [] };
    for (const line of lines) {
      try {
        const answer = await apiRequest<ItemAnswer>('POST', '/autoship/items', {
          body: { ...line, frequency },
        });
        trackAutoshipItem('Autoship Subscribed', answer);
        result.subscribed += 1;
      } catch (error) {
        result.failed.push({ product_id: line.product_id, message: apiFailure(error).message });
      }
    }
    return result;
  });

export const useChangeItem = () =>
  useAutoshipMutation(async ({ itemId, ...change }: ItemChange & { itemId: number }) => {
    const answer = await apiRequest<ItemAnswer>('PUT', `/autoship/item/${itemId}`, { body: change });
    trackAutoshipItem(itemChangeEvent(change), answer);
    return answer;
  });

export const useChangeSchedule = () =>
  useAutoshipMutation(async (change: ScheduleChange) => {
    const answer = await apiRequest('PUT', '/autoship/schedule', { body: change });
    track('Autoship Updated', { frequency: change.frequency });
    return answer;
  });

/**
 * Ship now with the press's Idempotency-Key: the component keeps one key per shipment it shows, so a second press
 * (a double click, a retry after a lost answer) is the same press and never ships the box after it.
 */
export const useShipNow = () =>
  useAutoshipMutation((pressKey: string) =>
    apiRequest('POST', '/autoship/schedule/ship-now', { headers: { 'Idempotency-Key': pressKey } }),
  );

export const useItemToCart = () =>
  useAutoshipMutation(async (itemId: number) => {
    const answer = await apiRequest<ItemAnswer>('POST', `/autoship/item/${itemId}/to-cart`);
    trackAutoshipItem('Autoship Moved To Cart', answer);
    return answer;
  });

/** POST /autoship/items/from-cart: the cart line, at its quantity, every `frequency` weeks. */
export const useCartItemToShipment = () =>
  useAutoshipMutation(
    async ({ productId, frequency }: { productId: number; frequency: AutoshipFrequency }) => {
      const body = { product_id: productId, frequency };
      const answer = await apiRequest<ItemAnswer>('POST', '/autoship/items/from-cart', { body });
      trackAutoshipItem('Autoship Moved To Next Shipment', answer);
      return answer;
    },
  );

/**
 * PUT /account?autoship_status= (spec §7): pause, resume or turn on (active), turn off (inactive) or cancel
 * (canceled) the whole autoship.
 */
export const useAutoshipStatus = () =>
  useAutoshipMutation(async (status: AccountAutoshipRequest) => {
    // An empty form body: without one the server reads the body as null, which PUT /account refuses.
    const answer = await apiRequest('PUT', '/account', { query: { autoship_status: status }, body: {} });
    trackAutoshipStatus(status);
    return answer;
  });
