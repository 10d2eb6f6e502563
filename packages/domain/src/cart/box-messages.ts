import { type BoxType, boxShippingWord } from '../catalog/box-type.ts';
import { formatDollars } from '../money/money.ts';

/**
 * A box's messages (spec storefront §3 Box cart_message and fresh_message, §9 'The fresh box is called delivery,
 * others shipping'). The spec names the fields, not their words; ours are in docs/decisions/cart.md.
 */

/**
 * "You're $12.05 away from free shipping" while the box is under its threshold, "You've earned free shipping!"
 * once it is reached. The fresh box says delivery.
 */
export function cartMessage(box: BoxType, freeShipAmountNeededCents: number): string {
  const word = boxShippingWord(box);
  if (freeShipAmountNeededCents > 0) {
    return `You're ${formatDollars(freeShipAmountNeededCents)} away from free ${word}`;
  }
  return `You've earned free ${word}!`;
}

export const FRESH_MESSAGES = {
  freshBox: 'Your fresh items are delivered cold.',
  inGroceryBox: 'Your fresh items ship cold with your grocery box.',
} as const;

/**
 * Said about sold-as-fresh items: the fresh box delivers them cold; without a fresh box they ride in the grocery
 * box. Other boxes (and a grocery box without them) have no fresh message.
 */
export function freshMessage(box: BoxType, holdsSoldAsFresh: boolean): string | null {
  if (box === 'fresh') return FRESH_MESSAGES.freshBox;
  if (box === 'grocery' && holdsSoldAsFresh) return FRESH_MESSAGES.inGroceryBox;
  return null;
}
