import type { ReactNode } from 'react';
import type { CardProduct } from './card-product.ts';
import { ProductCard } from './product-card.tsx';

/** Cards in a responsive grid: 2 columns on a phone, up to 5 on a wide screen. */
export function ProductGrid({
  products,
  eagerCount = 0,
  priorityFirst = false,
  variant = 'wide',
  label,
  cardExtra,
}: {
  products: CardProduct[];
  eagerCount?: number;
  /** The first card's image is the page's largest paint (a listing): it gets fetchpriority="high". */
  priorityFirst?: boolean;
  /** 'wide' fills the whole container (home, similar items); 'listing' sits beside the filters. */
  variant?: 'wide' | 'listing';
  label?: string;
  /** A control under each card (Recommended's 'Never show me this'). */
  cardExtra?: (product: CardProduct) => ReactNode;
}) {
  return (
    <ul className={`product-grid product-grid-${variant}`} aria-label={label}>
      {products.map((product, i) => (
        <li key={product.id}>
          {/* Each card becomes live in its own task after the page's first hydration. */}
          <ProductCard
            product={product}
            eagerImage={i < eagerCount}
            priorityImage={priorityFirst && i === 0}
          />
          {cardExtra?.(product)}
        </li>
      ))}
    </ul>
  );
}
