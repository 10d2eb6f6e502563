import { Link } from 'react-router';
import { Modal } from '../../components/common/modal.tsx';
import { offerMonthlyText, offerPriceText, useOffers } from './api.ts';
import { BenefitList, planTitle } from './plan-chooser.tsx';

/** The membership modal's dialog: the benefits, the plans and the two ways in. Loaded when the host shows it. */
export function MembershipModal({ onClose }: { onClose: () => void }) {
  const offers = useOffers();
  return (
    <Modal
      title="Members pay less"
      description="Join Pantry for member prices on thousands of organic and natural groceries."
      onClose={onClose}
      className="membership-modal"
    >
      <BenefitList className="benefit-list is-compact" />
      {offers.data ? (
        <ul className="modal-plans">
          {offers.data.map((offer) => (
            <li key={offer.plan_code}>
              <span className="modal-plan-name">{planTitle(offer)}</span>
              <span>
                {offerPriceText(offer, offers.data)}
                {offerMonthlyText(offer) ? ` (${offerMonthlyText(offer)})` : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mb-actions">
        <Link to="/membership/payment/plans" className="button button-primary" onClick={onClose}>
          Start membership
        </Link>
        <Link to="/trial/billing" className="button button-secondary" onClick={onClose}>
          Try it free for 30 days
        </Link>
      </div>
    </Modal>
  );
}
