import { createOpenFlag, useOpenFlag } from '../../lib/open-flag.ts';

/** The cart panel (slide-over) is open or not; the header button, `#isCartOpen` and the panel's close set it. */

export const CART_PANEL_HASH = '#isCartOpen';

export const cartPanel = createOpenFlag();

export function useCartPanelOpen(): boolean {
  return useOpenFlag(cartPanel);
}
