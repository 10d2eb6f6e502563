import { type CardProduct, ProductGrid } from '../product-card/index.ts';
import { NeverButton } from './never-button.tsx';

/**
 * Recommended cards (the store's product card), each with 'Never show me this' for a signed-in shopper, or the
 * page's empty text.
 */
export function RecommendedGrid({
  products,
  label,
  empty,
  signedIn,
}: {
  products: CardProduct[];
  label: string;
  empty: string;
  signedIn: boolean;
}) {
  if (products.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ProductGrid
      products={products}
      eagerCount={4}
      label={label}
      cardExtra={signedIn ? (product) => <NeverButton product={product} /> : undefined}
    />
  );
}
