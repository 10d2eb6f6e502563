/**
 * A gift's life (style: 'States are transition tables'). Pending when the order that bought it is placed; issued
 * once its code is drawn and e-mailed (the `order.placed` subscriber; a retry before the e-mail went out may draw
 * again); redeemed once; voided when that order is canceled before the code was redeemed (the buyer's money goes
 * back, so the gift goes). Redeemed and voided are final: a redeemed gift stays with the recipient whatever
 * happens to the order (docs/decisions/giftcards.md).
 */

export const GIFT_CODE_STATUSES = ['pending', 'issued', 'redeemed', 'voided'] as const;
export type GiftCodeStatus = (typeof GIFT_CODE_STATUSES)[number];

export type GiftCodeMove = 'issue' | 'redeem' | 'void';

export const GIFT_CODE_TRANSITIONS: Readonly<
  Record<GiftCodeMove, { from: readonly GiftCodeStatus[]; to: GiftCodeStatus }>
> = {
  issue: { from: ['pending', 'issued'], to: 'issued' },
  redeem: { from: ['issued'], to: 'redeemed' },
  void: { from: ['pending', 'issued'], to: 'voided' },
};

export function canMoveGiftCode(from: GiftCodeStatus, move: GiftCodeMove): boolean {
  return GIFT_CODE_TRANSITIONS[move].from.includes(from);
}

export const redeemMessages = {
  /** Interpretations: the spec gives /redeem no texts. */
  notFound: 'That gift code is not valid. Please check it and try again.',
  used: 'That gift code has already been redeemed.',
  voided: 'That gift code is no longer valid.',
  tooMany: 'Too many tries with codes that did not work. Please try again later.',
  redeemed: 'Your gift has been added to your account.',
} as const;

/** Why a code the shopper typed cannot be redeemed, from its stored status (null: it can be). */
export function redeemRefusal(status: GiftCodeStatus | null): string | null {
  if (status === null || status === 'pending') return redeemMessages.notFound;
  if (canMoveGiftCode(status, 'redeem')) return null;
  return status === 'redeemed' ? redeemMessages.used : redeemMessages.voided;
}

/** Wrong codes allowed per account and per client address within the window (ours: the spec gives none). */
export const GIFT_REDEEM_LIMITS = { account: 10, ip: 30 } as const;
export const GIFT_REDEEM_WINDOW_MINUTES = 60;

export function redeemWindowStart(now: Date): Date {
  return new Date(now.getTime() - GIFT_REDEEM_WINDOW_MINUTES * 60 * 1000);
}
