import type { CartGiftWire } from '@pantry/domain';
import { formatWireDollars } from '@pantry/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFailure } from '../../lib/http/client.ts';
import { cartKeys } from '../cart/index.ts';
import { giftApi } from './api.ts';

const WHAT: Record<CartGiftWire['type'], string> = {
  membershipPlusCredit: '1 year membership + credit',
  membership: '1 year membership',
  credit: 'Gift card credit',
};

/** The cart's gift line (issue 13): what is given, to whom, its price, and Remove. It ships nothing. */
export function CartGiftLine({ gift, headingLevel }: { gift: CartGiftWire; headingLevel: 2 | 3 }) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  async function remove() {
    setError(null);
    try {
      client.setQueryData(cartKeys.cart, await giftApi.removeFromCart(gift.product_id));
    } catch (failure) {
      setError(apiFailure(failure).message);
    }
  }

  return (
    <section className="cart-box cart-gift" aria-label="Gift">
      <Heading className="cart-box-title">Gift (sent by email)</Heading>
      <div className="cart-gift-body">
        <p>
          <strong>{WHAT[gift.type]}</strong>
          {gift.amount > 0 ? ` · ${formatWireDollars(gift.amount)} credit` : ''}
        </p>
        <p>
          For {gift.gc_recipient_full_name} ({gift.gc_recipient_email}), from {gift.sender_fullname}
        </p>
        {gift.gc_message ? <p className="muted">“{gift.gc_message}”</p> : null}
        <p className="cart-gift-price">{formatWireDollars(gift.price)}</p>
        <button type="button" className="button-link" onClick={() => void remove()}>
          Remove gift
        </button>
        {error ? (
          <p role="alert" className="form-error">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
