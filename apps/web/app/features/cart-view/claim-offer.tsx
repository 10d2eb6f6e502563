import type { PromoWire } from '@pantry/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Modal } from '../../components/common/modal.tsx';
import { isUnseen, markSeen } from '../../lib/one-time-flags.ts';
import { promoQuery, useCartActions, useCartQuery, useCartState } from '../cart/index.ts';

export const CLAIM_OFFER_TITLE = 'Claim your offer';

/** One claim-offer modal per code per browser (spec §4 'seen modals'). */
export function claimOfferFlag(code: string): string {
  return `claim-offer:${code.trim().toLowerCase()}`;
}

/**
 * The claim-offer modal (account-and-shell spec §2), opened by an offer link (`?ccode=`): what the offer gives
 * (GET /promos?ccode=), and 'Claim offer' puts the code on the cart; when the link already applied it, it says so.
 * A code that is unknown or expired shows nothing: the cart's notification already tells why.
 */
export function ClaimOffer() {
  const code = new URLSearchParams(useLocation().search).get('ccode')?.trim() ?? '';
  const [open, setOpen] = useState(false);
  const promo = useQuery({ ...promoQuery(code), enabled: code !== '' });
  const offer = promo.data ?? null;

  useEffect(() => {
    if (!offer || !isUnseen(claimOfferFlag(code))) return;
    markSeen(claimOfferFlag(code));
    setOpen(true);
  }, [offer, code]);

  if (!open || !offer) return null;
  return <ClaimOfferModal offer={offer} onClose={() => setOpen(false)} />;
}

function ClaimOfferModal({ offer, onClose }: { offer: PromoWire; onClose: () => void }) {
  const { data: cart } = useCartQuery();
  const { status, promo } = useCartState();
  const actions = useCartActions();
  const code = offer.coupon_code.toUpperCase();
  const applied = cart?.coupons.some((c) => c.coupon_code.toUpperCase() === code) ?? false;

  return (
    <Modal
      title={CLAIM_OFFER_TITLE}
      description={offer.label ?? `${offer.discount} your order with ${code}`}
      onClose={onClose}
      className="modal-claim-offer"
    >
      {offer.customized_fine_print ? <p className="muted">{offer.customized_fine_print}</p> : null}
      <p role="status">
        {applied ? `${code} is applied to your cart.` : promo.status === 'error' ? promo.message : null}
      </p>
      <div className="modal-actions">
        {applied ? (
          <button type="button" className="button button-primary" onClick={onClose}>
            Start shopping
          </button>
        ) : (
          <>
            <button type="button" className="button button-secondary" onClick={onClose}>
              Not now
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={status !== 'ready'}
              onClick={() => void actions.applyCoupon(offer.coupon_code)}
            >
              Claim offer
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}
