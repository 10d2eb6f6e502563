/**
 * A gift code's life (style: 'States are transition tables'). Issued when the order that bought it is placed;
 * redeemed once; voided when that order is canceled before the code was redeemed (the buyer's money goes back, so
 * the gift goes). Redeemed and voided are final: a redeemed gift stays with the recipient whatever happens to the
 * order (docs/decisions/giftcards.md).
 */

export const GIFT_CODE_STATUSES = ['issued', 'redeemed', 'voided'] as const;
export type GiftCodeStatus = (typeof GIFT_CODE_STATUSES)[number];

export type GiftCodeMove = 'redeem' | 'void';

export const GIFT_CODE_TRANSITIONS: Readonly<
  Record<GiftCodeMove, { from: readonly GiftCodeStatus[]; to: GiftCodeStatus }>
> = {
  redeem: { from: ['issued'], to: 'redeemed' },
  void: { from: ['issued'], to: 'voided' },
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
  if (status === null) return redeemMessages.notFound;
  if (canMoveGiftCode(status, 'redeem')) return null;
  return status === 'redeemed' ? redeemMessages.used : redeemMessages.voided;
}
