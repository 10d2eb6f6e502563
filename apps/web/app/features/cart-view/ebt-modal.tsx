import { Link } from 'react-router';
import { Modal } from '../../components/common/modal.tsx';

export const EBT_TITLE = 'Pay with SNAP EBT';

/**
 * The EBT modal (account-and-shell spec §2), opened from the cart's EBT banner: how an EBT card pays for the
 * SNAP-eligible items, and that a card on file pays for the rest (the spec's refusal when there is none).
 */
export function EbtModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      title={EBT_TITLE}
      description="Items marked SNAP eligible can be paid for with your EBT card at checkout."
      onClose={onClose}
      className="modal-ebt"
    >
      <ul className="modal-points">
        <li>Add your EBT card once; at checkout tick it to pay for the SNAP-eligible items.</li>
        <li>
          Keep a credit or debit card on file too. You will be able to use your EBT card once an additional
          payment method is added.
        </li>
        <li>Shipping, fees and items that are not SNAP eligible go on that card.</li>
      </ul>
      <div className="modal-actions">
        <Link to="/account/ebt_balance" className="button button-secondary" onClick={onClose}>
          Check my EBT balance
        </Link>
        <Link to="/account/payment-methods?add=ebt" className="button button-primary" onClick={onClose}>
          Add an EBT card
        </Link>
      </div>
    </Modal>
  );
}
