import type { Product } from '@pantry/domain';
import { ProductCard } from './product-card.tsx';

/** Cards in a responsive grid: 2 columns on a phone, up to 5 on a wide screen. */
export function ProductGrid({
  products,
  eagerCount = 0,
  variant = 'wide',
  label,
}: {
  products: Product[];
  eagerCount?: number;
  /** 'wide' fills the whole container (home, similar items); 'listing' sits beside the filters. */
  variant?: 'wide' | 'listing';
  label?: string;
}) {
  return (
    <ul className={`product-grid product-grid-${variant}`} aria-label={label}>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} eagerImage={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
