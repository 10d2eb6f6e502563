import { Suspense } from 'react';
import { Modal } from '../../components/common/modal.tsx';
import { lazyPart } from '../../lib/lazy-part.ts';
import { reactivationModal, rememberedReactivationItem } from '../cart/index.ts';
import { loadReactivate } from '../membership/index.ts';

// The reactivation form (plans, saved cards, a new card's fields) loads only when a lapsed member's add opens it.
const Reactivate = lazyPart(loadReactivate, () => (
  <div role="alert" className="form-error">
    We couldn't load the plans. Please refresh the page.
  </div>
));

/** The dialog a lapsed member's add opens (the cart host decides when): rejoin, then the item goes in. */
export function ReactivationModal() {
  const item = rememberedReactivationItem();
  return (
    <Modal
      title="Your membership has ended"
      description={`Rejoin Pantry to add ${item ? item.title : 'this item'} to your cart and shop member prices again.`}
      onClose={reactivationModal.close}
      className="reactivate-modal"
    >
      <Suspense fallback={<p className="loading-text">Loading plans…</p>}>
        <Reactivate title="Reactivate your membership" onReactivated={() => reactivationModal.close()} />
      </Suspense>
    </Modal>
  );
}
