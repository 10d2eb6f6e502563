export { Gallery } from './gallery.tsx';
export { GiftCardDetails } from './gift-card-details.tsx';
export { loadLabelFacts } from './lazy-parts.ts';
export { QuantityAdd } from './quantity-add.tsx';
export { VolumeTiers } from './volume-tiers.tsx';
