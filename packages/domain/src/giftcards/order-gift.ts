import { formatDollars } from '../money/money.ts';
import type { GiftCodeStatus } from './code-status.ts';
import type { GiftType } from './gift-form.ts';

/**
 * A gift as the cart, checkout and the order page name it, and what became of it when its order was canceled
 * (issue 23: 'once redeemed, a gift is spent … the order page says which').
 */

export const GIFT_TYPE_LABELS: Readonly<Record<GiftType, string>> = {
  membershipPlusCredit: '1 year membership + credit',
  membership: '1 year membership',
  credit: 'Gift card credit',
};

/** What is given: 'Gift card credit · $10.00', '1 year membership + $20.00 credit', '1 year membership'. */
export function giftWhatText(gift: { type: GiftType; creditCents: number }): string {
  if (gift.type === 'credit') return `${GIFT_TYPE_LABELS.credit} · ${formatDollars(gift.creditCents)}`;
  if (gift.type === 'membership' || gift.creditCents <= 0) return GIFT_TYPE_LABELS.membership;
  return `${GIFT_TYPE_LABELS.membership} + ${formatDollars(gift.creditCents)} credit`;
}

/** 'Gift card credit · $10.00 for Rita Friend' */
export function giftLineText(gift: { type: GiftType; creditCents: number; recipientName: string }): string {
  return `${giftWhatText(gift)} for ${gift.recipientName}`;
}

export type OrderGiftFacts = {
  status: GiftCodeStatus;
  orderCanceled: boolean;
  recipientName: string;
  creditCents: number;
  /** Set once an operator clawed the credit back: what the recipient's balance gave up (0: it was all spent). */
  clawedBackCents: number | null;
};

export function orderGiftNote(gift: OrderGiftFacts): string {
  const who = gift.recipientName;
  if (!gift.orderCanceled) {
    if (gift.status === 'pending') return `Its code is e-mailed to ${who} once the order is confirmed.`;
    if (gift.status === 'issued') return `Code e-mailed to ${who}.`;
    return gift.status === 'redeemed' ? `Redeemed by ${who}.` : 'Voided.';
  }
  if (gift.status !== 'redeemed') return `Canceled before ${who} redeemed it: refunded.`;
  if (gift.clawedBackCents === null) {
    return `${who} had already redeemed it: a redeemed gift is spent, so it was not refunded.`;
  }
  if (gift.clawedBackCents === 0) {
    return `${who} had already redeemed and spent it: nothing could be taken back, so it was not refunded.`;
  }
  const spent = gift.creditCents - gift.clawedBackCents;
  return `${who} had already redeemed it: ${formatDollars(gift.clawedBackCents)} was taken back from their balance and refunded${
    spent > 0 ? ` (${formatDollars(spent)} had already been spent)` : ''
  }.`;
}
