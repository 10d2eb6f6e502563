import type { OrderWire } from '@pantry/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../lib/http/client.ts';
import { cartKeys } from '../cart/index.ts';
import { type CheckoutCart, type CheckoutPayment, placeOrder } from './api.ts';
import { attemptFingerprint, forgetCheckoutAttempt, idempotencyKeyFor } from './checkout-attempt.ts';

/** When no answer came back the order may exist: the same key makes a retry safe, and the shopper is told so. */
export const NO_ANSWER_TEXT =
  "We couldn't confirm your order because the connection dropped. Please press Place order again: you won't be charged twice.";

/** The server's own words for a refusal (declined card, out of stock, alcohol, EBT, restrictions). */
export function placeOrderErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return NO_ANSWER_TEXT;
}

/** A 4xx answer: the server looked and refused, so no order exists for the key. */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** What the order is: the address, how it is paid, and the cart's lines and total. */
export function checkoutFingerprint(
  addressId: number | null,
  payment: CheckoutPayment,
  cart: Pick<CheckoutCart, 'cart_id' | 'grand_total' | 'boxes'>,
): string {
  const lines = cart.boxes
    .flatMap((box) => box.items.map((line) => `${line.line_item_id}x${line.line_item_qty}`))
    .sort()
    .join(',');
  return attemptFingerprint({
    address: addressId,
    payment: JSON.stringify(payment),
    cart: cart.cart_id,
    total: cart.grand_total,
    lines,
  });
}

/**
 * Places the order (POST /checkout). One press at a time. A retry after no answer (or a 5xx) sends the same
 * Idempotency-Key; a refusal (4xx) shows the server's words and ends the attempt, and an out-of-stock refusal also
 * refreshes the cart so the lines that ran out are marked.
 */
export function usePlaceOrder(onPlaced: (order: OrderWire) => void | Promise<void>) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  async function place(input: { addressId: number | null; payment: CheckoutPayment; cart: CheckoutCart }) {
    if (inFlight.current) return;
    inFlight.current = true;
    const key = idempotencyKeyFor(checkoutFingerprint(input.addressId, input.payment, input.cart));
    setBusy(true);
    setError(null);
    try {
      const { addressId, payment } = input;
      const order = await placeOrder({ addressId, payment, total: input.cart.grand_total }, key);
      forgetCheckoutAttempt();
      await onPlaced(order);
    } catch (caught) {
      setError(placeOrderErrorText(caught));
      if (isRefusal(caught)) {
        // Nothing was made; the server will not take this key again.
        forgetCheckoutAttempt();
        // Out of stock or a changed cart: show the cart as it is now.
        if (caught.status === 409) void client.invalidateQueries({ queryKey: cartKeys.cart });
      }
      setBusy(false);
    } finally {
      inFlight.current = false;
    }
  }

  return { place, busy, error, setError };
}
