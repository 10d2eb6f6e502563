import { isActive, type UserStatus } from '../account/user-status.ts';

/**
 * Checkout is for active shoppers (storefront spec §6: 'Logged-in members and trial users count as active'). The
 * spec words no notice for anyone else; these are ours, said by the checkout page before it offers the way in
 * and by POST /checkout when it refuses, so a lead or a lapsed member hears why instead of landing on a plans page.
 */
export const checkoutMembersOnly = {
  title: 'Checkout is for members',
  /** A lead, or anyone signed in who never joined. */
  join: 'Checkout is for members. Please start your membership first.',
  /** A lapsed (canceled) member. */
  rejoin: 'Checkout is for members. Please rejoin to place your order.',
  cartKept: 'Your cart is saved and will be here when you come back.',
} as const;

/** Why a signed-in shopper may not check out, or null when they may. */
export function checkoutRefusal(status: UserStatus): 'join' | 'rejoin' | null {
  if (isActive({ loggedIn: true, status })) return null;
  return status === 'canceled' ? 'rejoin' : 'join';
}
