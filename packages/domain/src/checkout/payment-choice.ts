import { normalizePaymentType, type PaymentType } from '../payments/payment-types.ts';

/**
 * Which saved method checkout starts with (spec storefront §4 'Checkout payment method choice: the autoship cart
 * method, then the cart's payment type, then the default card, then the last card').
 */

export type ChoosableMethod = {
  id: number;
  payment_type: 'card' | PaymentType;
  is_default: boolean;
  expired: boolean;
};

export type PaymentChoiceContext = {
  /** The saved method the autoship cart charges, when the cart is an autoship cart. */
  autoshipMethodId?: number | null;
  /** The payment type chosen on the cart ('paypal', 'applepay', 'androidpay' …). */
  cartPaymentType?: string | null;
};

/**
 * The first usable one of: the autoship cart's method, a saved method of the cart's payment type, the default
 * card, the last card (the most recently saved: highest id). Expired methods are skipped; null when none is left.
 */
export function choosePaymentMethod<M extends ChoosableMethod>(
  methods: readonly M[],
  ctx: PaymentChoiceContext = {},
): M | null {
  const usable = methods.filter((m) => !m.expired);
  const cards = usable.filter((m) => m.payment_type === 'card');
  const cartType = ctx.cartPaymentType ? normalizePaymentType(ctx.cartPaymentType) : null;
  const lastCard = cards.reduce<M | null>((last, m) => (last === null || m.id > last.id ? m : last), null);
  return (
    (ctx.autoshipMethodId != null ? usable.find((m) => m.id === ctx.autoshipMethodId) : undefined) ??
    (cartType ? usable.find((m) => m.payment_type === cartType) : undefined) ??
    cards.find((m) => m.is_default) ??
    lastCard
  );
}
