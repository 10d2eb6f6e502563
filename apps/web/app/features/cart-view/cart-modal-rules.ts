import type { Account, CartWire } from '@pantry/domain';

/**
 * When the cart raises its modals (account-and-shell spec §2 'perishable items', 'EBT'). Both look only at lines
 * in the cart, not the saved-for-later list.
 */

export const PERISHABLE_MODAL = 'perishable';

type Line = CartWire['boxes'][number]['items'][number];

function cartLines(cart: Pick<CartWire, 'boxes'>): Line[] {
  return cart.boxes.flatMap((box) => box.items).filter((line) => !line.save_for_later);
}

/** The lines sold as fresh (fresh or fresh-frozen): what the perishable modal is about. */
export function perishableLines(cart: Pick<CartWire, 'boxes'>): Line[] {
  return cartLines(cart).filter((line) => line.sold_as_fresh !== null);
}

/** The first cart that holds a perishable item shows the modal, once per browser. */
export function shouldShowPerishable(cart: Pick<CartWire, 'boxes'>, unseen: boolean): boolean {
  return unseen && perishableLines(cart).length > 0;
}

/**
 * The EBT banner: a signed-in shopper with a SNAP-eligible item and no EBT card on file, until they dismiss it
 * (spec §4 'EBT banner seen'). Its 'How it works' opens the EBT modal.
 */
export function shouldShowEbtBanner(
  account: Pick<Account, 'logged_in' | 'ebt_data'> | undefined,
  cart: Pick<CartWire, 'boxes'>,
  bannerSeen: string | null | undefined,
): boolean {
  if (account?.logged_in !== 1 || account.ebt_data?.has_ebt_card) return false;
  return bannerSeen === null && cartLines(cart).some((line) => line.ebt_eligibility === 1);
}
