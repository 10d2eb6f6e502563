import type { CartWire, OrderWire, PantryServices, SavedPaymentMethod } from '@pantry/domain';
import { queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/http/client.ts';
import { inProcess } from '../../lib/page-queries.ts';
import { cartQuery } from '../cart/index.ts';

/**
 * Checkout's calls: the cart (GET /carts, the cart panel's query, so the panel and checkout share one cached
 * cart), the promised date (GET /account/promiseddate) and placing the order (POST /checkout with an
 * Idempotency-Key header, answering 201 { success, order }).
 */

export const checkoutKeys = {
  promisedDate: ['account', 'promised-date'] as const,
};

/**
 * The cart as checkout reads it. `autoship_payment_method_id` comes with autoship carts (not on the wire yet);
 * checkout's payment choice uses it once GET /carts answers it.
 */
export type CheckoutCart = CartWire & {
  autoship_payment_method_id?: number | null;
};

/**
 * The cart panel's own query (lib/cart), read again whenever checkout opens: what is about to be charged must be
 * the server's cart, not a copy up to 100 s old.
 */
export function useCheckoutCart(): UseQueryResult<CheckoutCart> {
  return useQuery({ ...cartQuery(), refetchOnMount: 'always' });
}

/** The checkout loader's read of the cart query: the signed-in shopper's cart, in process. */
export function checkoutCartRead(services: Pick<PantryServices, 'cart'>, accountId: number) {
  return inProcess(cartQuery(), () => services.cart.get(accountId));
}

/** GET /account/promiseddate: the store's calendar day ('YYYY-MM-DD') and the server's own sentence. */
export type PromisedDate = { success: true; promised_date: string; delivery_text?: string | null };

/** Spec §7: 'cached locally; error reported' (the reporting key of §8 is promiseDate). */
export function promisedDateQuery() {
  return queryOptions({
    queryKey: checkoutKeys.promisedDate,
    queryFn: ({ signal }) =>
      apiGet<PromisedDate>('/account/promiseddate', undefined, signal).catch((error: unknown) => {
        // Leaving checkout before the answer aborts the request: that is no error to report.
        if (!signal.aborted) console.error('promiseDate', error);
        throw error;
      }),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
}

export function usePromisedDate(enabled = true) {
  return useQuery({ ...promisedDateQuery(), enabled });
}

/**
 * How the order is paid: a saved card's token, a saved wallet's type, EBT with the card paying the rest, or nothing
 * at all when Thrive Cash or the gift card balance covers the whole order (issue 23).
 */
export type CheckoutPayment =
  | Record<string, never>
  | { payment_token: string }
  | { payment_type: 'paypal' | 'googlepay' | 'applepay' }
  | { payment_type: 'ebt'; payment_token: string };

/**
 * The POST body's payment part for the chosen method. With EBT, EBT pays the eligible food and `method` (the
 * other saved method) pays the rest, so its token goes with it.
 */
export function checkoutPayment(method: SavedPaymentMethod, withEbt: boolean): CheckoutPayment {
  if (withEbt) return { payment_type: 'ebt', payment_token: method.token };
  if (method.payment_type === 'card' || method.payment_type === 'ebt') return { payment_token: method.token };
  return { payment_type: method.payment_type };
}

export type PlacedOrder = { success: true; order: OrderWire };

/**
 * POST /checkout with the grand total the shopper saw (dollars): the server charges no more than that, and answers
 * 409 with the new total when re-pricing comes out higher. Refusals come back as ApiError with the server's words.
 */
export function placeOrder(
  input: { addressId: number | null; payment: CheckoutPayment; total: number },
  idempotencyKey: string,
): Promise<OrderWire> {
  // No address when nothing ships (gifts alone, issue 23).
  const address = input.addressId === null ? {} : { address_id: input.addressId };
  return apiRequest<PlacedOrder>('POST', '/checkout', {
    body: { ...address, ...input.payment, total: input.total.toFixed(2) },
    headers: { 'Idempotency-Key': idempotencyKey },
  }).then((answer) => answer.order);
}
