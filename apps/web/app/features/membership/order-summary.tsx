import type { MembershipOffer } from '@pantry/domain';
import type { ReactNode } from 'react';
import { formatAmount, offerMonthlyText, renewalOffer, useMembershipTax } from './api.ts';

/** What the shopper pays today for a plan: today's fee, its tax (GET /membership/tax) and the total. */
export function dueToday(offer: MembershipOffer, tax: { tax: number } | undefined): number {
  if (offer.kind === 'trial') return 0;
  return Math.round((offer.due_today + (tax?.tax ?? 0)) * 100) / 100;
}

export function OrderSummary({
  offer,
  offers,
  children,
  title = 'Order summary',
}: {
  offer: MembershipOffer;
  offers: readonly MembershipOffer[];
  children?: ReactNode;
  title?: string;
}) {
  const taxes = useMembershipTax();
  const tax = taxes.data?.taxes.find((row) => row.plan_code === offer.plan_code);
  const later = renewalOffer(offer, offers);
  const period = later.kind === 'monthly' ? 'month' : 'year';
  const monthly = offerMonthlyText(offer);

  return (
    <section className="summary-card" aria-labelledby="summary-title">
      <h2 id="summary-title" className="summary-title">
        {title}
      </h2>
      <dl className="summary-lines">
        <div>
          <dt>{offer.kind === 'trial' ? 'Free trial' : `${offer.name} membership`}</dt>
          <dd>{offer.kind === 'trial' ? `${offer.trial_days} days free` : formatAmount(offer.price)}</dd>
          {monthly ? <dd className="summary-sub">{`That's ${monthly}`}</dd> : null}
        </div>
        {offer.kind !== 'trial' ? (
          <div>
            <dt>Tax</dt>
            <dd>{tax ? formatAmount(tax.tax) : taxes.isError ? '—' : 'Calculating…'}</dd>
          </div>
        ) : null}
        <div className="summary-total">
          <dt>Due today</dt>
          <dd>{formatAmount(dueToday(offer, tax))}</dd>
        </div>
      </dl>
      <p className="summary-note">
        {offer.kind === 'trial'
          ? `After ${offer.trial_days} days your membership continues at ${formatAmount(later.price)}/${period} plus tax unless you cancel.`
          : `Renews at ${formatAmount(offer.price)}/${period} plus tax until you cancel. Cancel anytime from your account.`}
      </p>
      {children}
    </section>
  );
}
