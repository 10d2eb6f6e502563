import type { Product } from '../api/catalog.ts';
import { dollarsToCents } from '../money/money.ts';
import { applyPriceReductions } from './price-reductions.ts';

/**
 * The price a shopper pays today for a product as the API sends it: the regular `price` less its temporary
 * price reductions. On the wire a `by_fixed` amount is dollars and a `by_percent` amount is percent.
 */
export function salePriceCents(product: Pick<Product, 'price' | 'temporary_price_reduction'>): number {
  return applyPriceReductions(
    dollarsToCents(product.price),
    product.temporary_price_reduction.map((r) => ({
      type: r.type,
      amount: r.type === 'by_fixed' ? dollarsToCents(r.amount) : r.amount,
    })),
  );
}
