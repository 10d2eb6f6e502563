export { AutoshipButton, AutoshipPrice } from './autoship-button.tsx';
export type { CardProduct } from './card-product.ts';
export { toCardProduct, withCardProducts } from './card-product.ts';
export { PriceBlock } from './price-block.tsx';
export { CartCounter, OutOfStockActions } from './product-card.tsx';
export { ProductGrid } from './product-grid.tsx';
