/** The console's Promotions area (issue 25): coupons, free gifts and samples, the exit-intent offers. */

export {
  promoCouponsQuery,
  promoExitOffersQuery,
  promoGiftsQuery,
  usePromoCoupons,
} from './api.ts';
export { CouponsSection } from './coupons-section.tsx';
export { ExitOffersSection } from './exit-offers-section.tsx';
export { checkForm, type FieldErrors, numberOrNull, textOrNull } from './field.tsx';
export { GiftsSection } from './gifts-section.tsx';
