import { useEffect, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useAccount } from '../../lib/account.ts';
import { offerMonthlyText, offerPriceText, useOffers } from '../../lib/membership-api.ts';
import { canShowMembershipModal, isPlaVisit, rememberPlaLanding } from '../../lib/membership-modal.ts';
import { Modal } from '../common/modal.tsx';
import { BenefitList, planTitle } from './plan-chooser.tsx';

/**
 * The membership modal (account spec §2 modals, §6 rule). Anything may ask for it with `openMembershipModal()`
 * ('See best price in cart', a member price); the host in the shell shows it only to those the rule allows.
 */

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export function openMembershipModal(): void {
  set(true);
}

export function closeMembershipModal(): void {
  set(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMembershipModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

/** Mounted once in the shell. It also notes a PLA landing (utm_medium) for the rest of the visit. */
export function MembershipModalHost() {
  const isOpen = useMembershipModalOpen();
  const { account } = useAccount();

  useEffect(() => {
    rememberPlaLanding(window.location.search);
  }, []);

  const allowed = isOpen && canShowMembershipModal(account, isPlaVisit());
  // Asked for by someone the rule excludes: nothing shows, and nothing stays pending for later.
  useEffect(() => {
    if (isOpen && !allowed) closeMembershipModal();
  }, [isOpen, allowed]);

  return allowed ? <MembershipModal onClose={closeMembershipModal} /> : null;
}

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
