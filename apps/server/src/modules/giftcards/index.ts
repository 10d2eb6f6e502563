/**
 * Gift cards and gift memberships (`app.giftcards`): the offer, the cart's gift line, the codes issued when an
 * order is placed, /redeem, the gift card balance, and its writers that checkout runs in its own transaction.
 */

export { giftCardAdminRoutes } from './admin-routes.ts';
export {
  GIFT_CARD_SHORT,
  holdGiftCardSpend,
  recordGiftCardSpend,
  recordGiftPurchase,
  releaseGiftCardSpend,
} from './checkout-writes.ts';
export { ensureDemoGiftCard } from './demo-gift.ts';
export { type CountedCents, type GiftCardLiability, giftCardLiability } from './liability.ts';
export { returnToGiftCardBalance } from './refund.ts';
export { giftCardRoutes } from './routes.ts';
export { createGiftCardService, type GiftCardService } from './service.ts';
