import type { CartWire, ProductList, PromoWire } from '@pantry/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/http/client.ts';
import { markCouponTried, pendingLandingCoupon, rememberPromoParams } from './promo-session.ts';

/**
 * The cart calls (spec storefront §7; apps/server/src/modules/cart/routes.ts). Every answer is the whole cart;
 * change answers add `errors` (what does not exist) and `cart_errors` (what the shopper is told).
 */

export type CartChangeAnswer = CartWire & { errors: string[]; cart_errors: string[] };

/** One queued change as the bulk update sends it (spec §7 'line_items … or products …'). */
export type LineChange = { line_item_id: number; qty: number; save_for_later?: boolean };
export type ProductChange = { product_id: number; qty: number; save_for_later?: boolean };
export type BulkPayload = {
  line_items: LineChange[];
  products: ProductChange[];
  page_info: { path: string };
};

/** Spec §9: 'Cart sync delay 750 ms; cart cache freshness 100000 ms'; saved-for-later page 1, size 10. */
export const CART_SYNC_DELAY_MS = 750;
export const CART_STALE_MS = 100_000;
export const SAVED_PAGE_SIZE = 10;

export const cartKeys = {
  cart: ['cart'] as const,
  saved: ['saved-for-later', 1, SAVED_PAGE_SIZE] as const,
  promo: (code: string) => ['promo', code] as const,
};

export const cartApi = {
  /** GET /carts; with a code from the landing URL, GET /carts?ccode= applies it (a refusal lands in notification). */
  fetch(signal?: AbortSignal): Promise<CartWire> {
    if (typeof window !== 'undefined') rememberPromoParams(window.location.search);
    const code = pendingLandingCoupon();
    if (!code) return apiGet<CartWire>('/carts', undefined, signal);
    return apiGet<CartWire>('/carts', { ccode: code }, signal).finally(() => markCouponTried(code));
  },
  /** POST /carts/bulk_update with everything queued (spec §7 'bulkProductsPayload, queuedItems'). */
  bulkUpdate(payload: BulkPayload, queuedItems: unknown[]): Promise<CartChangeAnswer> {
    return apiRequest<CartChangeAnswer>('POST', '/carts/bulk_update', {
      body: { bulkProductsPayload: payload, queuedItems },
    });
  },
  applyCoupon(code: string): Promise<CartWire> {
    return apiRequest<CartWire>('POST', '/carts/coupon', { body: { code } });
  },
  removeCoupon(code: string): Promise<CartWire> {
    return apiRequest<CartWire>('DELETE', '/carts/coupon', { query: { code } });
  },
  /** GET /products?filter[list]=save_for_later&cur_page=1&page_size=10. */
  saved(signal?: AbortSignal): Promise<ProductList> {
    return apiGet<ProductList>(
      '/products',
      { filter: { list: 'save_for_later' }, cur_page: 1, page_size: SAVED_PAGE_SIZE },
      signal,
    );
  },
  /** GET /promos?ccode=: the coupon, or null. Spec §8: a failure 'returns an empty result and is logged'. */
  async promo(code: string, signal?: AbortSignal): Promise<PromoWire | null> {
    try {
      const answer = await apiGet<{ coupon: PromoWire | null }>('/promos', { ccode: code.trim() }, signal);
      return answer.coupon ?? null;
    } catch (error) {
      if (signal?.aborted) throw error;
      console.error('promo', error);
      return null;
    }
  },
};

export type CartApi = typeof cartApi;

/**
 * The cart query. Its request is never tied to a component's life (no abort signal): the header, the cards and the
 * panel all read this one cart, and React mounts them more than once while a page starts (strict mode in
 * development, hydration), so an abortable request was started and then aborted by the client on every page load.
 * An answer nobody waits for any more still fills the cache every page reads.
 */
export function cartQuery() {
  return queryOptions({
    queryKey: cartKeys.cart,
    queryFn: () => cartApi.fetch(),
    staleTime: CART_STALE_MS,
  });
}

export function savedQuery() {
  return queryOptions({
    queryKey: cartKeys.saved,
    queryFn: ({ signal }) => cartApi.saved(signal),
    staleTime: CART_STALE_MS,
  });
}

export function promoQuery(code: string) {
  return queryOptions({
    queryKey: cartKeys.promo(code),
    queryFn: ({ signal }) => cartApi.promo(code, signal),
  });
}
