export { CartContents } from './cart-contents.tsx';
export { CartHost } from './cart-host.tsx';
export { preloadCartPanel } from './cart-panel.tsx';
export { loadClaimOffer } from './lazy-parts.ts';
export { PromoOffer } from './promo-offer.tsx';
export { SavedForLater } from './saved-for-later.tsx';
