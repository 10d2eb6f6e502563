/** Checkout: places the order from the cart, paying through the payments primitive (`app.checkout`). */

export { checkoutRoutes } from './routes.ts';
export { type CheckoutService, createCheckoutService } from './service.ts';
