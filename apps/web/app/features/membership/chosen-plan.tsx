import type { MembershipOffer } from '@pantry/domain';
import { Link } from 'react-router';
import { offerMonthlyText, offerPriceText } from './api.ts';
import { planTitle } from './plan-chooser.tsx';

/** 'Your plan: Annual, $59.95/year (just $4.99/mo) · Change': the choice carried from the plans page. */
export function ChosenPlan({
  offer,
  offers,
  changeTo,
}: {
  offer: MembershipOffer;
  offers: readonly MembershipOffer[];
  /** Where 'Change' goes, or nothing when the plan cannot be changed here. */
  changeTo?: string;
}) {
  const monthly = offerMonthlyText(offer);
  return (
    <div className="chosen-plan">
      <p>
        <span className="chosen-plan-label">Your plan: </span>
        <strong>{planTitle(offer)}</strong>, {offerPriceText(offer, offers)}
        {monthly ? ` (${monthly})` : null}
      </p>
      {changeTo ? (
        <Link to={changeTo} className="chosen-plan-change">
          Change<span className="sr-only"> plan</span>
        </Link>
      ) : null}
    </div>
  );
}
