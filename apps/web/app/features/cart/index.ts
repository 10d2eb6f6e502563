export type { CartChangeAnswer } from './api.ts';
export { cartKeys, cartQuery, promoQuery, savedQuery } from './api.ts';
export { isFreeLine } from './cart-lines.ts';
export { cartManagerFor } from './cart-manager.ts';
export { CART_PANEL_HASH, cartPanel, useCartPanelOpen } from './cart-panel-store.ts';
export {
  BOX_TITLES,
  earnedText,
  freeShippingPercent,
  paidTotals,
  savingsLines,
  totalLabel,
  totalValueText,
} from './cart-wording.ts';
export { rememberPromoParams, sessionPromo } from './promo-session.ts';
export {
  forgetReactivationItem,
  isLapsedMember,
  reactivationModal,
  rememberedReactivationItem,
  useReactivationModalOpen,
} from './reactivation.ts';
export {
  useCartActions,
  useCartCount,
  useCartManager,
  useCartQty,
  useCartQuery,
  useCartState,
  useSavedForLater,
} from './use-cart.ts';
