export { Gallery } from './gallery.tsx';
export { loadGiftCardDetails, loadLabelFacts } from './lazy-parts.ts';
export { QuantityAdd } from './quantity-add.tsx';
export { VolumeTiers } from './volume-tiers.tsx';
