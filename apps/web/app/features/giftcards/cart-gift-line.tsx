import type { CartGiftWire } from '@pantry/domain';
import { formatWireDollars, giftWhatText } from '@pantry/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFailure } from '../../lib/http/client.ts';
import { cartKeys } from '../cart/index.ts';
import { giftApi } from './api.ts';

/** 'Gift card credit · $10.00' from the wire's dollars. */
export function giftWhat(gift: Pick<CartGiftWire, 'type' | 'amount'>): string {
  return giftWhatText({ type: gift.type, creditCents: Math.round(gift.amount * 100) });
}

/**
 * The cart's gift lines (issues 13 and 23): one per gift, each with what is given, to whom, its price and Remove.
 * They ship nothing, so they sit in a section of their own rather than in a box.
 */
export function CartGiftLines({ gifts, headingLevel }: { gifts: CartGiftWire[]; headingLevel: 2 | 3 }) {
  if (gifts.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="cart-box cart-gift" aria-label={gifts.length > 1 ? 'Gifts' : 'Gift'}>
      <Heading className="cart-box-title">{gifts.length > 1 ? 'Gifts' : 'Gift'} (sent by email)</Heading>
      <ul className="cart-gift-list">
        {gifts.map((gift) => (
          <CartGiftLine key={gift.id} gift={gift} />
        ))}
      </ul>
    </section>
  );
}

function CartGiftLine({ gift }: { gift: CartGiftWire }) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    setError(null);
    try {
      client.setQueryData(cartKeys.cart, await giftApi.removeFromCart(gift.product_id, gift.id));
    } catch (failure) {
      setError(apiFailure(failure).message);
    }
  }

  return (
    <li className="cart-gift-body">
      <p>
        <strong>{giftWhat(gift)}</strong>
      </p>
      <p>
        For {gift.gc_recipient_full_name} ({gift.gc_recipient_email}), from {gift.sender_fullname}
      </p>
      {gift.gc_message ? <p className="muted">“{gift.gc_message}”</p> : null}
      <p className="cart-gift-price">{formatWireDollars(gift.price)}</p>
      <button
        type="button"
        className="button-link"
        aria-label={`Remove the gift for ${gift.gc_recipient_full_name}`}
        onClick={() => void remove()}
      >
        Remove gift
      </button>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
    </li>
  );
}
