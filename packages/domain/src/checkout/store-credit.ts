/**
 * How the store's own credit pays an order before any card (spec storefront §3 total types `awraf` 'Thrive Cash
 * applied' and `aw_giftcard`; issue 13: Thrive Cash is capped at the order total less any charge that must be paid
 * by card, and the gift card balance is spent before cards). Thrive Cash goes first because it can expire and the
 * gift card balance never does; what is left is the card's (or EBT's) charge, and a $0 charge is skipped.
 */

export type StoreCreditInput = {
  grandTotalCents: number;
  /** The part of the total only a card may pay, such as a gift card being bought. */
  cardOnlyCents: number;
  /** Thrive Cash the shopper chose to apply, at most their spendable balance; 0 when not applied. */
  thriveCashAvailableCents: number;
  /** The gift card balance that may be spent; 0 when there is none. */
  giftCardAvailableCents: number;
};

export type StoreCreditPlan = {
  /** Shown as `awraf` and spent from the Thrive Cash ledger. */
  thriveCashCents: number;
  /** Shown as `aw_giftcard` and spent from the gift card balance. */
  giftCardCents: number;
  /** What the card or wallet (or EBT) is charged; 0 means no charge at all. */
  cardCents: number;
};

const whole = (cents: number) => Math.max(0, Math.floor(cents));

export function planStoreCredit(input: StoreCreditInput): StoreCreditPlan {
  const total = whole(input.grandTotalCents);
  const creditable = Math.max(0, total - Math.min(total, whole(input.cardOnlyCents)));
  const thriveCashCents = Math.min(creditable, whole(input.thriveCashAvailableCents));
  const giftCardCents = Math.min(creditable - thriveCashCents, whole(input.giftCardAvailableCents));
  return { thriveCashCents, giftCardCents, cardCents: total - thriveCashCents - giftCardCents };
}
