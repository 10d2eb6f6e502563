import type { CartWire } from '@pantry/domain';
import { useEffect, useId, useState } from 'react';
import { useCartActions, useCartManager, useCartState } from '../cart/index.ts';

/**
 * The promo code field (spec §4 'Promo code state: creating, then success or error'; §5 'A promo code is trimmed
 * before sending'; §8 'Promo failure: the server's errors text, or Oops something went wrong'), and the codes on
 * the cart with their labels and a remove button.
 */
export function PromoField({ cart }: { cart: CartWire }) {
  const [code, setCode] = useState('');
  const { promo, status } = useCartState();
  const actions = useCartActions();
  const manager = useCartManager();
  const inputId = useId();
  const messageId = useId();
  const creating = promo.status === 'creating';

  // A message belongs to the code that was sent: a new visit to the field starts clean.
  useEffect(() => () => manager.resetPromo(), [manager]);

  return (
    <div className="promo">
      {cart.coupons.length ? (
        <ul className="promo-applied" aria-label="Promo codes applied">
          {cart.coupons.map((coupon) => (
            <li key={coupon.coupon_code} className="promo-chip">
              <span>
                <strong>{coupon.coupon_code.toUpperCase()}</strong> {coupon.label}
              </span>
              <button
                type="button"
                className="button-link"
                disabled={status !== 'ready'}
                onClick={() => void actions.removeCoupon(coupon.coupon_code)}
                aria-label={`Remove promo code ${coupon.coupon_code.toUpperCase()}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className="promo-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void actions.applyCoupon(code).then((ok) => {
            if (ok) setCode('');
          });
        }}
      >
        <label htmlFor={inputId}>Promo code</label>
        <div className="promo-row">
          <input
            id={inputId}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={promo.status === 'error' ? true : undefined}
            aria-describedby={promo.message ? messageId : undefined}
          />
          <button
            type="submit"
            className="button button-secondary"
            disabled={creating}
            aria-busy={creating || undefined}
          >
            {creating ? 'Applying…' : 'Apply'}
          </button>
        </div>
        <p
          id={messageId}
          className={`promo-message${promo.status === 'error' ? ' is-error' : ''}${promo.status === 'success' ? ' is-success' : ''}`}
          role={promo.status === 'error' ? 'alert' : 'status'}
        >
          {promo.message}
        </p>
      </form>
    </div>
  );
}
