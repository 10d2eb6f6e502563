/**
 * What a canceled order gives back (issue 23: 'once redeemed, a gift is spent'). A gift the recipient already
 * redeemed is kept: its price stays paid, less any credit an operator took back from the recipient's balance.
 * Everything else the payments took is refunded. Gifts are paid by card only (planStoreCredit's cardOnlyCents), and
 * with EBT the card is the later payment, so what is kept comes off the last payments first.
 */

export type PaymentToRefund = { amountCents: number; refundedCents: number };

/** A redeemed gift of the order: its price, and the credit taken back from its recipient. */
export type RedeemedGift = { priceCents: number; clawedBackCents: number };

/** Cents a canceled order keeps for its redeemed gifts: their prices less what was clawed back. */
export function keptForRedeemedGifts(gifts: readonly RedeemedGift[]): number {
  return gifts.reduce((sum, gift) => sum + Math.max(0, gift.priceCents - gift.clawedBackCents), 0);
}

/**
 * How much more each payment gives back (same order as given), so that the payments together keep `keptCents`
 * and refund the rest. Never negative: money already refunded is never taken back from the buyer.
 */
export function planCancelRefunds(payments: readonly PaymentToRefund[], keptCents: number): number[] {
  let toKeep = Math.max(0, keptCents);
  const kept = payments
    .map((payment) => payment.amountCents)
    .reverse()
    .map((amount) => {
      const share = Math.min(amount, toKeep);
      toKeep -= share;
      return share;
    })
    .reverse();
  return payments.map((payment, index) =>
    Math.max(0, payment.amountCents - kept[index]! - payment.refundedCents),
  );
}
