import type { Product } from '@pantry/domain';
import {
  dollarsToCents,
  formatDollars,
  freeItemLabel,
  type PriceDisplay,
  postDiscountPriceCents,
  priceDisplay,
  salePriceCents,
  shownPriceCents,
  showsPostDiscountPrice,
  unitPriceText,
} from '@pantry/domain';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { isSignedIn, useAccount } from '../account/index.ts';
import { useCartQuery } from '../cart/index.ts';
import { useExperiments } from '../experiments/index.ts';

/**
 * The price, MSRP struck through and the savings, or the MAP message (spec §5, §6), with the size and unit
 * price under it. The unit price follows the shown price: a sale lowers it, a hidden MAP price hides it.
 * Spec §5: 'For gesture-type items a registered user sees the regular price instead of the map price', so a
 * signed-in shopper of any status (lead, member, canceled) is never asked to register.
 */
export function PriceBlock({
  product,
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
    | 'unit'
  >;
  size?: 'card' | 'page';
}) {
  const { account } = useAccount();
  const { map: experiments } = useExperiments();
  // The shopper pays the sale price: the regular price less any temporary price reduction.
  const priceCents = salePriceCents(product);
  const msrpCents = dollarsToCents(product.msrp);
  const unitLine = (shownCents: number | null) => (
    <UnitLine text={unitPriceText(product.unit.size, shownCents, product.unit.price_text)} size={size} />
  );
  if (product.tc_product_type && priceCents === 0) {
    return (
      <>
        <div className={`price price-${size}`}>
          <span className="price-free">{freeItemLabel(msrpCents)}</span>
        </div>
        {unitLine(null)}
      </>
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
    { isRegistered: isSignedIn(account) },
  );
  // Post-discount pricing (storefront §9): variation_1 shows the price after the cart's coupons.
  if (display.kind === 'price' && showsPostDiscountPrice(experiments)) {
    return <PostDiscountPrice display={display} size={size} unitLine={unitLine} />;
  }
  return (
    <>
      {display.kind === 'map' ? (
        <MapPrice display={display} size={size} />
      ) : (
        <ShownPrice display={display} size={size} />
      )}
      {unitLine(shownPriceCents(display))}
    </>
  );
}

function UnitLine({ text, size }: { text: string; size: 'card' | 'page' }) {
  return text ? <p className={size === 'card' ? 'card-unit' : 'pdp-unit'}>{text}</p> : null;
}

function MapPrice({
  display,
  size,
}: {
  display: Extract<PriceDisplay, { kind: 'map' }>;
  size: 'card' | 'page';
}) {
  const location = useLocation();
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

function ShownPrice({
  display,
  size,
}: {
  display: Extract<PriceDisplay, { kind: 'price' }>;
  size: 'card' | 'page';
}) {
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

/**
 * Post-discount pricing's variation_1: the price after the cart's percent coupons, the sale price struck through
 * and the coupon badge ('Extra 20% off applied'). Without such a coupon it is the regular price block.
 */
function PostDiscountPrice({
  display,
  size,
  unitLine,
}: {
  display: Extract<PriceDisplay, { kind: 'price' }>;
  size: 'card' | 'page';
  unitLine: (shownCents: number | null) => ReactNode;
}) {
  const coupons = useCartQuery().data?.coupons ?? [];
  const afterCents = postDiscountPriceCents(display.priceCents, coupons);
  const percent = coupons.filter((c) => c.discount_type === 'by_percent');
  if (afterCents === null) {
    return (
      <>
        <ShownPrice display={display} size={size} />
        {unitLine(display.priceCents)}
      </>
    );
  }
  return (
    <>
      <div className={`price price-${size} price-after-discount`}>
        <span className="price-now">
          <span className="sr-only">Price after discounts </span>
          {formatDollars(afterCents)}
        </span>
        <s className="price-msrp">
          <span className="sr-only">Price before discounts </span>
          {formatDollars(display.priceCents)}
        </s>
        {percent.map((coupon) => (
          <span key={coupon.coupon_code} className="price-save">
            {coupon.label}
          </span>
        ))}
      </div>
      {unitLine(afterCents)}
    </>
  );
}
