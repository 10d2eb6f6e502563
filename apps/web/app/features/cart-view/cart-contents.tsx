import { type CartWire, cartMessages, formatWireDollars } from '@pantry/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useCartQuery } from '../cart/index.ts';
import { CartGiftLines } from '../giftcards/index.ts';
import { CartBox } from './cart-box.tsx';
import { CartPrompts } from './cart-prompts.tsx';
import { CartSummary, CheckoutButton } from './cart-summary.tsx';
import { SavedForLater } from './saved-for-later.tsx';

/** Spec §4: 'An out-of-stock error message in the cart clears after 5 seconds.' */
export const OUT_OF_STOCK_NOTICE_MS = 5000;

/**
 * What the cart panel and the /cart page both show: the cart's notification, its boxes, the saved-for-later list
 * and the summary. The panel is one column with headings one level down (its title is the h2); the page puts
 * the summary beside the boxes.
 */
export function CartContents({ variant }: { variant: 'panel' | 'page' }) {
  const query = useCartQuery();
  const level = variant === 'page' ? 2 : 3;
  if (query.isPending) return <p className="loading-text">Loading your cart…</p>;
  if (query.isError || !query.data) {
    return (
      <div role="alert" className="form-error">
        We couldn't load your cart.{' '}
        <button type="button" className="button-link" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const cart = query.data;
  const gifts = cart.gifts ?? [];
  const empty = cart.boxes.length === 0 && gifts.length === 0;
  return (
    <div className={`cart-view cart-view-${variant}${empty ? ' is-empty' : ''}`}>
      <CartNotice key={cart.notification ?? ''} text={cart.notification} />
      <CartPrompts cart={cart} />
      <div className="cart-main">
        <CartGiftLines gifts={gifts} headingLevel={level} />
        {empty ? <EmptyCart /> : <CartBoxes cart={cart} level={level} />}
        <SavedForLater headingLevel={level} />
      </div>
      {empty ? null : (
        <div className="cart-aside">
          <CartSummary cart={cart} headingLevel={level} withCheckout={variant === 'page'} />
        </div>
      )}
      {empty || variant === 'page' ? null : (
        <div className="cart-panel-footer">
          <p className="cart-panel-total">
            <span>Total</span> <strong>{formatWireDollars(cart.grand_total)}</strong>
          </p>
          <CheckoutButton />
        </div>
      )}
    </div>
  );
}

function CartBoxes({ cart, level }: { cart: CartWire; level: 2 | 3 }) {
  return (
    <div className="cart-boxes">
      {cart.boxes.map((box) => (
        <CartBox key={box.box_type} box={box} headingLevel={level} />
      ))}
    </div>
  );
}

function EmptyCart() {
  return (
    <div className="cart-empty">
      <p className="cart-empty-title">Your cart is empty</p>
      <p className="muted">Fill it with organic staples, fresh produce, frozen favorites and more.</p>
      <Link to="/" className="btn btn-primary">
        Start shopping
      </Link>
    </div>
  );
}

/** The cart's notification (out of stock, a coupon that no longer applies); the out-of-stock one clears after 5 s. */
function CartNotice({ text }: { text: string | null }) {
  const [hidden, setHidden] = useState(false);
  const clears = text?.startsWith(cartMessages.outOfStock) ?? false;
  useEffect(() => {
    if (!clears) return;
    const timer = setTimeout(() => setHidden(true), OUT_OF_STOCK_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [clears]);
  return (
    <div className={`cart-notice${text && !hidden ? '' : ' is-empty'}`} role="status">
      {text && !hidden ? text : null}
    </div>
  );
}
