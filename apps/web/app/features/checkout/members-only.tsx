import { checkoutMembersOnly } from '@pantry/domain';
import { Link } from 'react-router';
import { JOIN_FIRST_URL, REJOIN_URL } from './checkout-guards.ts';

/**
 * What a signed-in lead or lapsed member sees at /checkout: that checkout is for members, that the cart is kept,
 * and the way in (the plans page to join, the payment step to rejoin), instead of being sent there unexplained.
 */
export function MembersOnlyNotice({ reason }: { reason: 'join' | 'rejoin' }) {
  return (
    <div className="container checkout-page">
      <div className="form-page">
        <h1>{checkoutMembersOnly.title}</h1>
        <div className="form-card form-stack">
          <p>{checkoutMembersOnly[reason]}</p>
          <p>{checkoutMembersOnly.cartKept}</p>
          <div className="mb-actions">
            <Link className="button button-primary" to={reason === 'join' ? JOIN_FIRST_URL : REJOIN_URL}>
              {reason === 'join' ? 'See membership plans' : 'Rejoin'}
            </Link>
            <Link className="button button-secondary" to="/cart">
              Back to cart
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
