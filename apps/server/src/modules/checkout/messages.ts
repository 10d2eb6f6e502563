import { checkoutMembersOnly } from '@pantry/domain';

/** Checkout's own texts (ours: the spec gives none for these situations). The cart and EBT texts come from the domain. */
export const checkoutMessages = {
  /** The same words the checkout page shows a lead (domain checkoutMembersOnly). */
  membersOnly: checkoutMembersOnly.join,
  chooseAddress: 'Please choose a shipping address.',
  choosePayment: 'Please choose a payment method.',
  noEbtCard: 'Please add your EBT card first.',
  cardExpired: 'Your card has expired.',
  emptyCart: 'Your cart is empty.',
  cartChanged: 'Your cart changed while you were checking out. Please review it and place your order again.',
  attemptSpent:
    'This checkout attempt was already refused. Please review your cart and place your order again.',
  /** Re-pricing came out above the total the shopper confirmed (a coupon stopped qualifying, a price changed). */
  totalRose: (total: string) =>
    `Your order total is now ${total}. Please review your cart and place your order again.`,
  idempotencyKeyRequired: 'The Idempotency-Key header is required.',
} as const;
