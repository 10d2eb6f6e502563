/**
 * Cart: the shopper's cart (`app.cart`), its routes, and the writes checkout runs inside its own transaction
 * (hold the cart, check it is still the one held, empty what was bought).
 */

export { type CartGift, loadCartState } from './cart-state.ts';
export { emptyBoughtCart, guardHeldCart, holdCart } from './checkout-writes.ts';
export { ensureDemoGwpOffer } from './gwp.ts';
export { couponRowId, type LoadedCart, syncAndPrice } from './pricing.ts';
export { cartRoutes } from './routes.ts';
export { addPrefilledItems, type CartService, createCartService } from './service.ts';
