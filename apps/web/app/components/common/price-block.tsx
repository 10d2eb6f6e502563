import type { Product } from '@pantry/domain';
import { dollarsToCents, formatDollars, freeItemLabel, priceDisplay, salePriceCents } from '@pantry/domain';
import { Link, useLocation } from 'react-router';

/** The price, MSRP struck through and the savings, or the MAP message (spec §5, §6). */
export function PriceBlock({
  product,
  isRegistered = false,
  size = 'card',
}: {
  product: Pick<
    Product,
    | 'price'
    | 'temporary_price_reduction'
    | 'msrp'
    | 'map_price'
    | 'is_map_enabled'
    | 'msrp_display_actual_price_type'
    | 'tc_product_type'
  >;
  isRegistered?: boolean;
  size?: 'card' | 'page';
}) {
  const location = useLocation();
  // The shopper pays the sale price: the regular price less any temporary price reduction.
  const priceCents = salePriceCents(product);
  const msrpCents = dollarsToCents(product.msrp);
  if (product.tc_product_type && priceCents === 0) {
    return (
      <div className={`price price-${size}`}>
        <span className="price-free">{freeItemLabel(msrpCents)}</span>
      </div>
    );
  }
  const display = priceDisplay(
    {
      priceCents,
      msrpCents,
      mapPriceCents: product.map_price == null ? null : dollarsToCents(product.map_price),
      isMapEnabled: product.is_map_enabled,
      mapType: product.msrp_display_actual_price_type,
    },
    { isRegistered },
  );
  if (display.kind === 'map') {
    const back = `${location.pathname}${location.search}`;
    return (
      <div className={`price price-${size} price-map`}>
        <span className="price-advertised">{display.advertisedText}</span>
        {display.cta === 'Register for best price' ? (
          <Link className="price-cta" to={`/login?route=${encodeURIComponent(back)}`}>
            {display.cta}
          </Link>
        ) : (
          <span className="price-cta-text">{display.cta}</span>
        )}
      </div>
    );
  }
  return (
    <div className={`price price-${size}`}>
      <span className="price-now">
        <span className="sr-only">{display.strikeMsrpCents ? 'Sale price ' : 'Price '}</span>
        {formatDollars(display.priceCents)}
      </span>
      {display.strikeMsrpCents ? (
        <>
          <s className="price-msrp">
            <span className="sr-only">Regular price </span>
            {formatDollars(display.strikeMsrpCents)}
          </s>
          {display.savingsPercent > 0 ? (
            <span className="price-save">Save {display.savingsPercent}%</span>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
