import type { ExitOfferWire } from '@pantry/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../components/common/modal.tsx';
import { snackbar } from '../../lib/snackbar-store.ts';
import { useCartManager } from '../cart/index.ts';
import { cartOfferAction, cartPromoPage, firstOrderTarget } from './exit-intent-rules.ts';

/**
 * The two exit-intent offers (spec §4), in the words and with the coupon staff set (GET /exit-offers). The
 * first-order offer goes to the membership plans with `ccode={code}` in the URL (the code is then kept for the visit
 * and applied to the cart); the cart offer applies its code at once, or, when the cart holds another code, goes to
 * the promo page to compare.
 */
export function ExitIntentModal({
  offer,
  cartCodes,
  onDone,
}: {
  offer: ExitOfferWire;
  cartCodes: readonly string[];
  onDone: (outcome: 'accepted' | 'dismissed') => void;
}) {
  const navigate = useNavigate();
  const manager = useCartManager();
  const [busy, setBusy] = useState(false);
  const discount = offer.discount;
  const finePrint = offer.fine_print;
  const code = offer.coupon_code.toUpperCase();

  async function accept() {
    try {
      if (offer.kind === 'first_order') {
        onDone('accepted');
        await navigate(firstOrderTarget(offer.coupon_code));
        return;
      }
      if (cartOfferAction(cartCodes) === 'promo_page') {
        onDone('accepted');
        await navigate(cartPromoPage(offer.coupon_code));
        return;
      }
      setBusy(true);
      const applied = await manager.applyCoupon(offer.coupon_code);
      const { promo: state } = manager.getSnapshot();
      if (applied) snackbar.push({ type: 'success', message: `${code} applied: ${discount} your order.` });
      else if (state.message) snackbar.push({ type: 'error', message: state.message });
      onDone(applied ? 'accepted' : 'dismissed');
    } catch (error) {
      // Spec §8 reporting key.
      console.error('exit-intent-modal-on-click', error);
      onDone('dismissed');
    }
  }

  const first = offer.kind === 'first_order';
  return (
    <Modal
      title={offer.headline}
      description={offer.message}
      onClose={() => onDone('dismissed')}
      className="exit-intent-modal"
      closeLabel="No thanks, close the offer"
    >
      <p className="exit-code">
        <span className="exit-code-label">Your code</span> <strong>{code}</strong>
      </p>
      {finePrint ? <p className="exit-fine-print muted">{finePrint}</p> : null}
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={() => onDone('dismissed')}>
          No thanks
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void accept()}
        >
          {first
            ? `Claim ${discount}`
            : cartOfferAction(cartCodes) === 'apply'
              ? `Apply ${code}`
              : 'See the offer'}
        </button>
      </div>
    </Modal>
  );
}
