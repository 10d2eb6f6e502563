import type { QuantityAction } from '@pantry/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { useAccount } from '../account/index.ts';
import { cartQuery, savedQuery } from './api.ts';
import { lineByProduct, quantitiesByProduct } from './cart-lines.ts';
import {
  type CartItemRef,
  type CartManager,
  type CartManagerSnapshot,
  cartManagerFor,
} from './cart-manager.ts';
import { isLapsedMember, reactivationModal, rememberReactivationItem } from './reactivation.ts';

/**
 * The cart for components: the server's cart (TanStack Query key ['cart']) with the queued quantities laid over
 * it. Rendered on the server, every count is 0 until the browser has fetched the cart.
 */

export function useCartManager(): CartManager {
  return cartManagerFor(useQueryClient());
}

export function useCartQuery() {
  return useQuery(cartQuery());
}

export function useSavedForLater(enabled = true) {
  return useQuery({ ...savedQuery(), enabled });
}

export function useCartState(): CartManagerSnapshot {
  const manager = useCartManager();
  return useSyncExternalStore(manager.subscribe, manager.getSnapshot, manager.getSnapshot);
}

/** The quantity of one product the shopper sees (queued, else in the cart). */
export function useCartQty(productId: number): number {
  const { data } = useCartQuery();
  const { pending } = useCartState();
  return pending.get(productId)?.qty ?? lineByProduct(data, productId)?.line_item_qty ?? 0;
}

/** The header's count: the cart's items plus what the queue changes. */
export function useCartCount(): { count: number; loaded: boolean } {
  const { data } = useCartQuery();
  const { pending } = useCartState();
  if (!data) return { count: 0, loaded: false };
  const quantities = quantitiesByProduct(data);
  let count = data.total_items_in_cart;
  for (const change of pending.values()) count += change.qty - (quantities.get(change.product_id) ?? 0);
  return { count: Math.max(0, count), loaded: true };
}

export type CartActions = {
  /** Queues an action; false when it was ignored (busy) or turned into the reactivation modal. */
  change(item: CartItemRef, action: QuantityAction): boolean;
  applyCoupon(code: string): Promise<boolean>;
  removeCoupon(code: string): Promise<boolean>;
};

/** Cart actions; a lapsed member's add opens the reactivation modal and the item waits for it. */
export function useCartActions(): CartActions {
  const manager = useCartManager();
  const { account } = useAccount();
  const lapsed = isLapsedMember(account);
  return useMemo(
    () => ({
      change(item, action) {
        if (lapsed && (action === 'add' || action === 'move_to_cart')) {
          rememberReactivationItem(item);
          reactivationModal.open();
          return false;
        }
        return manager.change(item, action);
      },
      applyCoupon: (code) => manager.applyCoupon(code),
      removeCoupon: (code) => manager.removeCoupon(code),
    }),
    [manager, lapsed],
  );
}
