import { useSyncExternalStore } from 'react';

/** The cart panel (slide-over) is open or not; the header button, `#isCartOpen` and the panel's close set it. */

export const CART_PANEL_HASH = '#isCartOpen';

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const cartPanel = {
  open: () => set(true),
  close: () => set(false),
  isOpen: () => open,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useCartPanelOpen(): boolean {
  return useSyncExternalStore(cartPanel.subscribe, cartPanel.isOpen, () => false);
}
