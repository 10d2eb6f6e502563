/** Autoship texts the shopper reads (account spec §8; e-mail subjects are ours, see docs/decisions/autoship.md). */
export const autoshipMessages = {
  /** §8 'Autoship removal failure'. */
  removeFailed: "Couldn't remove item from autoship",
  notMember: 'Autoship is for members. Join to subscribe.',
  closed: 'Autoship is turned off for this account.',
  notAvailable: 'This product is not available on autoship.',
  outOfStock: 'This product is out of stock.',
  itemNotFound: 'Autoship item not found.',
  noSchedule: 'You have no autoship schedule yet.',
  notInCart: 'That item is not in your cart.',
  /** Ship now: one press, one shipment (issue 23 §10). */
  shipNowKeyRequired: 'The Idempotency-Key header is required.',
  shipNowBusy: 'Your next shipment is being placed. Try again in a few minutes.',
} as const;
