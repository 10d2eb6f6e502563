export { CartContents } from './cart-contents.tsx';
export { CartHost, preloadCartPanel } from './cart-host.tsx';
export { loadClaimOffer } from './lazy-parts.ts';
export { PromoOffer } from './promo-offer.tsx';
export { SavedForLater } from './saved-for-later.tsx';
