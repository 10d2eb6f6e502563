import type { CartLineItem } from '@pantry/domain';
import { Link } from 'react-router';
import { Modal } from '../../components/common/modal.tsx';
import { useCartActions } from '../cart/index.ts';

export const PERISHABLE_TITLE = 'Perishable items ship cold';
export const REMOVE_PERISHABLE_TEXT =
  'Not ready for a cold delivery? Remove the perishable items and the rest of your cart ships as usual.';

/**
 * The perishable-items modal (account-and-shell spec §2): the cart's lines sold as fresh, which ship cold, the
 * autoship link, and the remove-perishable choice, which takes those lines out in one cart update.
 */
export function PerishableModal({ lines, onClose }: { lines: CartLineItem[]; onClose: () => void }) {
  const actions = useCartActions();

  function removePerishable() {
    for (const line of lines) actions.change(line, 'remove_all');
    onClose();
  }

  return (
    <Modal
      title={PERISHABLE_TITLE}
      description="Items sold as fresh are packed with ice packs in an insulated box and marked Ships Cold."
      onClose={onClose}
      className="modal-perishable"
    >
      <ul className="modal-points">
        {lines.map((line) => (
          <li key={line.line_item_id}>
            {line.title}{' '}
            <span className="muted">({line.sold_as_fresh === 'fresh-frozen' ? 'frozen' : 'fresh'})</span>
          </li>
        ))}
      </ul>
      <p>
        Buy them often? <Link to="/autoship">Add them to your autoship</Link> and they arrive cold on your
        schedule.
      </p>
      <p className="muted">{REMOVE_PERISHABLE_TEXT}</p>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={removePerishable}>
          Remove perishable items
        </button>
        <button type="button" className="button button-primary" onClick={onClose}>
          Keep them
        </button>
      </div>
    </Modal>
  );
}
