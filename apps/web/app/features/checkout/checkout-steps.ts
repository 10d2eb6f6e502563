import type { CartWire } from '@pantry/domain';

/**
 * Which checkout steps a cart needs (issue 23). Gifts alone ship nothing, so they need no shipping address and no
 * delivery date; an order that Thrive Cash or the gift card balance covers in full charges nothing, so it needs
 * no card. The steps that remain are numbered in order.
 */

type StepCart = Pick<CartWire, 'boxes' | 'grand_total' | 'totals'>;

/** Whether anything in the cart ships (a box with a line in it). */
export function cartShips(cart: Pick<CartWire, 'boxes'>): boolean {
  return cart.boxes.some((box) => box.items.length > 0);
}

/** Nothing left to charge to a card once the store's credit is spent. */
export function nothingToCharge(cart: Pick<CartWire, 'grand_total'>): boolean {
  return cart.grand_total <= 0;
}

export type CheckoutSteps = {
  address: number | null;
  delivery: number | null;
  payment: number;
  review: number;
};

export function checkoutSteps(cart: Pick<CartWire, 'boxes'>): CheckoutSteps {
  return cartShips(cart)
    ? { address: 1, delivery: 2, payment: 3, review: 4 }
    : { address: null, delivery: null, payment: 1, review: 2 };
}

/** What pays an order no card pays: 'Your Thrive Cash and gift card balance cover this order.' */
export function coveredText(cart: StepCart): string {
  const used = (type: string) => cart.totals.some((total) => total.type === type && total.value < 0);
  const payers = [
    used('awraf') ? 'Thrive Cash' : null,
    used('aw_giftcard') ? 'gift card balance' : null,
  ].filter(Boolean);
  const by = payers.length
    ? `Your ${payers.join(' and ')} ${payers.length > 1 ? 'cover' : 'covers'} this order`
    : 'This order costs nothing';
  return `${by}, so no card is needed.`;
}
