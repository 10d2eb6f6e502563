export { giftApi, giftCardBalanceQuery, giftKeys } from './api.ts';
export { CartGiftLines, giftWhat } from './cart-gift-line.tsx';
export { GiftReviewLines } from './gift-review-lines.tsx';
export { loadGiftForm } from './lazy-parts.ts';
