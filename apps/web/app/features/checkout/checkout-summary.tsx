import type { CartWire } from '@pantry/domain';
import { formatWireDollars } from '@pantry/domain';
import { PhoneActionBar } from '../../components/common/phone-action-bar.tsx';
import { FormError } from '../../components/forms/field.tsx';
import { ApplyThriveCash } from '../thrivecash/index.ts';
import { totalLines } from './checkout-format.ts';
import { EarnedNote } from './earned-note.tsx';

/**
 * The order summary beside the steps (below them on phones): subtotal, each total the cart lists, the total and
 * the savings, then 'Place order' with its progress and the server's answer when it refuses.
 */
export function CheckoutSummary({
  cart,
  taxNote,
  busy,
  ready = true,
  error,
  onPlace,
}: {
  cart: Pick<CartWire, 'subtotal' | 'totals' | 'grand_total' | 'cart_savings' | 'coupon_labels'>;
  taxNote?: string | null;
  busy: boolean;
  /** False while the addresses or payment methods are still loading: a press then could only fail. */
  ready?: boolean;
  error: string | null;
  onPlace: () => void;
}) {
  return (
    <section className="summary-card" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="summary-title">
        Order summary
      </h2>
      <ApplyThriveCash />
      <dl className="summary-lines">
        {totalLines(cart.subtotal, cart.totals, cart.coupon_labels.join(', ') || null, {
          estimated: true,
        }).map((line) => (
          <div key={line.key} className={line.isSaving ? 'is-saving' : undefined}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
        <div className="summary-total">
          <dt>Total</dt>
          <dd>{formatWireDollars(cart.grand_total)}</dd>
        </div>
      </dl>
      <EarnedNote totals={cart.totals} />
      {cart.cart_savings > 0 ? (
        <p className="checkout-savings">You save {formatWireDollars(cart.cart_savings)} on this order</p>
      ) : null}
      {taxNote ? <p className="summary-note">{taxNote}</p> : null}
      {/* On phones, Place order and what refuses it stay at the bottom of the screen. */}
      <PhoneActionBar className="checkout-place">
        <FormError message={error} />
        <button
          type="button"
          className="button button-primary button-block"
          onClick={onPlace}
          disabled={busy || !ready}
          aria-busy={busy || undefined}
        >
          {busy ? (
            <>
              <span className="spinner" aria-hidden="true" />
              Placing your order…
            </>
          ) : (
            'Place order'
          )}
        </button>
        <p className="sr-only" aria-live="polite">
          {busy ? 'Placing your order, please wait.' : ''}
        </p>
      </PhoneActionBar>
    </section>
  );
}
