/** The gift card form of the gift card product page, loaded on demand. */
export const loadGiftForm = () => import('./gift-form.tsx').then((module) => module.GiftForm);
