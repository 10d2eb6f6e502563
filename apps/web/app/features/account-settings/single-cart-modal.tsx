import { Modal } from '../../components/common/modal.tsx';
import { accountApi, useSetAccount } from '../account/index.ts';
import { browserStorage, forgetSingleCartShown } from './modal-rules.ts';

/**
 * The single-cart onboarding (spec §2): shown once while the account's single_cart_migrated_landing is 1.
 * Closing clears the flag (PUT /account single_cart_migrated_landing=0); a failure there is only logged (§7).
 */
export function SingleCartModal({ onClose }: { onClose: () => void }) {
  const setAccount = useSetAccount();

  function close() {
    onClose();
    accountApi
      .update({ single_cart_migrated_landing: 0 })
      .then((account) => {
        setAccount(account);
        forgetSingleCartShown(browserStorage());
      })
      .catch((error: unknown) => console.error(error));
  }

  return (
    <Modal
      title="One cart for everything"
      description="Grocery, frozen, fresh and wine items now live together in a single cart."
      onClose={close}
      className="modal-onboarding"
      waitsForOthers
    >
      <ul className="modal-points">
        <li>Add anything from any aisle: it all goes in the one cart.</li>
        <li>At checkout we pack it into the right boxes (cold items ship cold).</li>
        <li>Your saved items, autoship and Thrive Cash work as before.</li>
      </ul>
      <div className="modal-actions">
        <button type="button" className="button button-primary" onClick={close}>
          Got it
        </button>
      </div>
    </Modal>
  );
}
