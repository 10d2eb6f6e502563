import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../components/common/modal.tsx';
import { snackbar } from '../../lib/snackbar-store.ts';
import { promoQuery, useCartManager } from '../cart/index.ts';
import {
  CART_PROMO_PAGE,
  cartOfferAction,
  EXIT_COUPON,
  type ExitOffer,
  firstOrderTarget,
} from './exit-intent-rules.ts';

/**
 * The two exit-intent offers (spec §4). The first-order offer goes to the membership plans with `ccode=exit20` in
 * the URL (the code is then kept for the visit and applied to the cart); the cart offer applies exit20 at once, or,
 * when the cart holds another code, goes to the promo page to compare.
 */
export function ExitIntentModal({
  offer,
  cartCodes,
  onDone,
}: {
  offer: ExitOffer;
  cartCodes: readonly string[];
  onDone: (outcome: 'accepted' | 'dismissed') => void;
}) {
  const navigate = useNavigate();
  const manager = useCartManager();
  const promo = useQuery(promoQuery(EXIT_COUPON));
  const [busy, setBusy] = useState(false);
  const discount = promo.data?.discount ?? '20% off';
  const finePrint = promo.data?.customized_fine_print ?? promo.data?.below_button_text ?? null;
  const code = EXIT_COUPON.toUpperCase();

  async function accept() {
    try {
      if (offer === 'first_order') {
        onDone('accepted');
        await navigate(firstOrderTarget());
        return;
      }
      if (cartOfferAction(cartCodes) === 'promo_page') {
        onDone('accepted');
        await navigate(CART_PROMO_PAGE);
        return;
      }
      setBusy(true);
      const applied = await manager.applyCoupon(EXIT_COUPON);
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

  const first = offer === 'first_order';
  return (
    <Modal
      title={first ? `Wait! Take ${discount} your first order` : `Before you go: ${discount} this order`}
      description={
        first
          ? `Join Pantry today and use code ${code} for ${discount} your first order of organic groceries.`
          : `It's your first order, so it's on us: use code ${code} for ${discount} everything in your cart.`
      }
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
