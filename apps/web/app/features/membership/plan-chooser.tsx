import type { MembershipOffer, StoreConfig } from '@pantry/domain';
import { groceryFreeShipping, useStoreConfig } from '../store-config/index.ts';
import { offerMonthlyText, offerPriceText } from './api.ts';

const blurbs: Record<MembershipOffer['kind'], string> = {
  annual: 'One payment a year: the lowest price per month.',
  monthly: 'Pay as you go, month to month.',
  trial: 'Try every member benefit first. Cancel before it ends and pay nothing.',
};

const titles: Record<MembershipOffer['kind'], string> = {
  annual: 'Annual',
  monthly: 'Monthly',
  trial: 'Free 30-day trial',
};

export function planTitle(offer: MembershipOffer): string {
  return offer.kind === 'trial' ? `Free ${offer.trial_days}-day trial` : titles[offer.kind];
}

/** The plans as a radio group of cards (GET /membership/offers). */
export function PlanChooser({
  offers,
  selected,
  onSelect,
  legend = 'Choose a plan',
}: {
  offers: readonly MembershipOffer[];
  selected: number | undefined;
  onSelect: (planCode: number) => void;
  legend?: string;
}) {
  return (
    <fieldset className="mb-fieldset plan-list">
      <legend className="sr-only">{legend}</legend>
      {offers.map((offer) => {
        const monthly = offerMonthlyText(offer);
        return (
          <label
            key={offer.plan_code}
            className={`plan-card${selected === offer.plan_code ? ' is-selected' : ''}`}
          >
            <input
              type="radio"
              name="plan"
              value={offer.plan_code}
              checked={selected === offer.plan_code}
              onChange={() => onSelect(offer.plan_code)}
            />
            <span className="plan-body">
              <span className="plan-name">
                {planTitle(offer)}
                {offer.kind === 'annual' ? <span className="plan-badge">Best value</span> : null}
              </span>
              <span className="plan-price">{offerPriceText(offer, offers)}</span>
              {monthly ? <span className="plan-monthly">{monthly}</span> : null}
              <span className="plan-blurb">{blurbs[offer.kind]}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** What membership gives, for the plans page and the membership modal (the threshold is the store's). */
export function memberBenefits(config: StoreConfig | undefined): string[] {
  return [
    'Member prices on thousands of organic and natural groceries',
    groceryFreeShipping(config),
    'Thrive Cash back on deals and reviews',
    'Your membership helps fund a free one for a family in need',
  ];
}

export function BenefitList({ className = 'benefit-list' }: { className?: string }) {
  return (
    <ul className={className}>
      {memberBenefits(useStoreConfig()).map((benefit) => (
        <li key={benefit}>{benefit}</li>
      ))}
    </ul>
  );
}
