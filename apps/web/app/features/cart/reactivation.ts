import type { Account } from '@pantry/domain';
import { createOpenFlag, useOpenFlag } from '../../lib/open-flag.ts';
import type { CartItemRef } from './cart-manager.ts';

/**
 * Spec §4: 'A lapsed member who adds an item gets the reactivation modal; the chosen item is remembered.' The item
 * waits in session storage (it survives the plan and card steps, and a reload) and is added once the shopper is a
 * member again.
 */

export const REACTIVATION_ITEM_KEY = 'pantry.cart.reactivation-item';

export function isLapsedMember(account: Pick<Account, 'logged_in' | 'user_status'> | undefined): boolean {
  return account?.logged_in === 1 && account.user_status === 'canceled';
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberReactivationItem(item: CartItemRef, storage: Storage | null = session()): void {
  try {
    storage?.setItem(REACTIVATION_ITEM_KEY, JSON.stringify(item));
  } catch {
    // Storage refused: the modal still shows; the item is simply not added afterwards.
  }
}

export function rememberedReactivationItem(storage: Storage | null = session()): CartItemRef | null {
  try {
    const raw = storage?.getItem(REACTIVATION_ITEM_KEY);
    if (!raw) return null;
    const item = JSON.parse(raw) as Partial<CartItemRef>;
    return typeof item.product_id === 'number' && typeof item.title === 'string'
      ? (item as CartItemRef)
      : null;
  } catch {
    return null;
  }
}

export function forgetReactivationItem(storage: Storage | null = session()): void {
  try {
    storage?.removeItem(REACTIVATION_ITEM_KEY);
  } catch {}
}

/** The reactivation modal is open or not; a lapsed member's add opens it (use-cart.ts). */
export const reactivationModal = createOpenFlag();

export function useReactivationModalOpen(): boolean {
  return useOpenFlag(reactivationModal);
}
