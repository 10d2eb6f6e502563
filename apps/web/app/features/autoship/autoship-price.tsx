import {
  type AutoshipPricing,
  autoshipPricingOf,
  formatDollars,
  isBundleProduct,
  shownAutoshipPrice,
} from '@pantry/domain';
import { useAccount } from '../account/index.ts';
import type { AutoshipProduct } from './autoship-control.tsx';
import { autoshipShopperOf } from './shopper.ts';

/** A product's autoship prices, when it carries them (a card does not: issue 12 keeps them out of listings). */
export function pricingOf(product: AutoshipProduct): AutoshipPricing | null {
  const { price, temporary_price_reduction, autoship_price, autoship_temporary_price_reduction } = product;
  if (price === undefined || !temporary_price_reduction || autoship_price === undefined) return null;
  return autoshipPricingOf({
    price,
    temporary_price_reduction,
    autoship_price,
    autoship_temporary_price_reduction: autoship_temporary_price_reduction ?? [],
  });
}

/**
 * 'Autoship $4.59 Save 8%' under the product's price, for an eligible member on autoship only (account spec §4).
 * It loads after hydration for signed-in shoppers, so a catalog page's shared HTML never holds it.
 */
export default function AutoshipPrice({ product }: { product: AutoshipProduct }) {
  const { account } = useAccount();
  const pricing = pricingOf(product);
  if (!pricing || !product.autoship_enabled || isBundleProduct(product.product_type)) return null;
  const shown = shownAutoshipPrice(autoshipShopperOf(account), pricing);
  if (!shown) return null;
  return (
    <p className="price-autoship">
      Autoship <strong>{formatDollars(shown.priceCents)}</strong>
      {shown.savingsPercent > 0 ? <span className="price-save"> Save {shown.savingsPercent}%</span> : null}
    </p>
  );
}
