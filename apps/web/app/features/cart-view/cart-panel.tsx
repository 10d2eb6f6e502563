import { countLabel } from '@pantry/domain';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../components/common/modal.tsx';
import { lazyPart } from '../../lib/lazy-part.ts';
import { useCartCount } from '../cart/index.ts';

// The cart's contents load the first time the panel opens (or the pointer reaches the cart button), so pages
// don't carry them until then.
const loadCartContents = () => import('./cart-contents.tsx').then((module) => module.CartContents);
const CartContents = lazyPart(loadCartContents, () => (
  <p role="alert" className="form-error">
    We couldn't load your cart. Please refresh the page.
  </p>
));

/** Starts loading the panel's contents ahead of a likely click (pointer over, or focus on, the cart button). */
export function preloadCartContents(): void {
  loadCartContents().catch(() => {
    // Offline, or a new release: opening the panel says so.
  });
}

/**
 * The cart as a slide-over dialog (spec §2: 'the hash isCartOpen opens the cart panel'), opened by the header's
 * cart button. A native modal dialog: the page behind is inert, Escape and the close button close it, and focus
 * returns to the cart button.
 */
export function CartPanel({ onClose }: { onClose: () => void }) {
  const { count, loaded } = useCartCount();
  return (
    <Modal
      title={
        <>
          Your cart
          {loaded ? <span className="cart-panel-count"> ({countLabel(count, 'item')})</span> : null}
        </>
      }
      onClose={onClose}
      className="cart-panel"
      closeLabel="Close cart"
    >
      <Link to="/cart" className="cart-panel-page-link">
        View cart page
      </Link>
      <Suspense fallback={<CartPanelLoading />}>
        <CartContents variant="panel" />
      </Suspense>
    </Modal>
  );
}

function CartPanelLoading() {
  return (
    <p className="loading-text cart-panel-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      Loading your cart…
    </p>
  );
}
