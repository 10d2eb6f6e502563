import type { CartWire } from '@pantry/domain';
import { countLabel, formatWireDollars } from '@pantry/domain';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { PhoneActionBar } from '../../components/common/phone-action-bar.tsx';
import {
  earnedText,
  paidTotals,
  savingsLines,
  totalLabel,
  totalValueText,
  useCartManager,
} from '../cart/index.ts';
import { ApplyThriveCash } from '../thrivecash/index.ts';
import { PromoField } from './promo-field.tsx';

/**
 * The cart's money: subtotal, one row per total (spec §3 total types: shipping per box, discount, tax, fees),
 * the grand total, what the shopper saves, the promo code field and Checkout.
 */
export function CartSummary({
  cart,
  headingLevel,
  withCheckout = true,
}: {
  cart: CartWire;
  headingLevel: 2 | 3;
  /** The panel keeps Checkout in its sticky footer instead. */
  withCheckout?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();
  const savings = savingsLines(cart);
  const earned = earnedText(cart.totals);
  return (
    <section className="cart-summary" aria-labelledby={titleId}>
      <Heading id={titleId} className="cart-summary-title">
        Order summary
      </Heading>
      <PromoField cart={cart} />
      <ApplyThriveCash />
      <dl className="cart-totals">
        <div className="cart-total-row">
          <dt>Subtotal ({countLabel(cart.total_items_in_cart, 'item')})</dt>
          <dd>{formatWireDollars(cart.subtotal)}</dd>
        </div>
        {paidTotals(cart.totals).map((total) => (
          <div
            key={total.type}
            className={`cart-total-row${total.value < 0 ? ' is-reduction' : ''}${totalValueText(total.type, total.value) === 'FREE' ? ' is-free' : ''}`}
          >
            <dt>{totalLabel(total.type)}</dt>
            <dd>{totalValueText(total.type, total.value)}</dd>
          </div>
        ))}
        <div className="cart-total-row is-grand">
          <dt>Total</dt>
          <dd>{formatWireDollars(cart.grand_total)}</dd>
        </div>
      </dl>
      {earned ? <p className="summary-earn">{earned}</p> : null}
      {cart.cart_savings > 0 ? (
        <div className="cart-savings">
          <p className="cart-savings-total">
            You're saving <strong>{formatWireDollars(cart.cart_savings)}</strong> on this order
          </p>
          {savings.length > 1 ? (
            <ul className="cart-savings-lines">
              {savings.map((line) => (
                <li key={line.label}>
                  <span>{line.label}</span>
                  <span>{formatWireDollars(line.value)}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {withCheckout ? (
        <PhoneActionBar>
          <CheckoutButton />
        </PhoneActionBar>
      ) : null}
    </section>
  );
}

/** 'Checkout' → /checkout. Queued changes go out first, so checkout prices the cart the shopper sees. */
export function CheckoutButton() {
  const manager = useCartManager();
  const navigate = useNavigate();
  return (
    <Link
      to="/checkout"
      className="btn btn-primary btn-block cart-checkout"
      onClick={(event) => {
        if (manager.getSnapshot().pending.size === 0) return;
        event.preventDefault();
        void manager.flush().then(() => navigate('/checkout'));
      }}
    >
      Checkout
    </Link>
  );
}
