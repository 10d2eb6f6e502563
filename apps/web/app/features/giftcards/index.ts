export { giftApi, giftCardBalanceQuery, giftKeys } from './api.ts';
export { CartGiftLine } from './cart-gift-line.tsx';
export { loadGiftForm } from './lazy-parts.ts';
