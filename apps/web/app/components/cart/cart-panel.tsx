import { Link } from 'react-router';
import { useCartCount } from '../../lib/cart/use-cart.ts';
import { Modal } from '../common/modal.tsx';
import { CartContents } from './cart-contents.tsx';

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
          {loaded ? (
            <span className="cart-panel-count">
              {' '}
              ({count} {count === 1 ? 'item' : 'items'})
            </span>
          ) : null}
        </>
      }
      onClose={onClose}
      className="cart-panel"
      closeLabel="Close cart"
    >
      <Link to="/cart" className="cart-panel-page-link">
        View cart page
      </Link>
      <CartContents variant="panel" />
    </Modal>
  );
}
