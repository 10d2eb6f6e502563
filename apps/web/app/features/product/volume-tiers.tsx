import type { ProductDetail } from '@pantry/domain';
import { tierOfferText } from '@pantry/domain';

type Tier = ProductDetail['tiered_pricing'][number];

function tierText(tier: Tier): string {
  // The wire gives dollar values in dollars; tierOfferText reads cents, as the domain keeps them.
  const value = tier.discount_type === 'dollar' ? Math.round(tier.promo_value * 100) : tier.promo_value;
  return tierOfferText({ ...tier, promo_value: value });
}

function quantityText(tier: Tier): string {
  if (tier.max === null) return `Buy ${tier.min} or more`;
  return tier.min === tier.max ? `Buy ${tier.min}` : `Buy ${tier.min} to ${tier.max}`;
}

/** The product's volume incentive tiers (issue 13: 'The product page shows the tiers') and the next step to earn. */
export function VolumeTiers({
  product,
}: {
  product: Pick<ProductDetail, 'tiered_pricing' | 'conversion_drivers'>;
}) {
  if (!product.tiered_pricing.length) return null;
  const next = product.conversion_drivers.find((driver) => !driver.qualifies);
  return (
    <section className="pdp-tiers" aria-labelledby="pdp-tiers-title">
      <h2 id="pdp-tiers-title">Buy more, earn Thrive Cash</h2>
      <ul>
        {product.tiered_pricing.map((tier) => (
          <li key={tier.min}>
            <span>{quantityText(tier)}</span>: <strong>earn {tierText(tier)}</strong>
          </li>
        ))}
      </ul>
      {next ? <p className="pdp-note">With one in your cart: {next.display}.</p> : null}
      <p className="muted">Thrive Cash is credited to your account after your order.</p>
    </section>
  );
}
