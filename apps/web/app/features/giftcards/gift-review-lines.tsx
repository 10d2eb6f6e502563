import type { CartGiftWire } from '@pantry/domain';
import { formatWireDollars } from '@pantry/domain';
import { giftWhat } from './cart-gift-line.tsx';

/** Checkout's review of the gifts being bought (issue 23): what each is, for whom, and its price. */
export function GiftReviewLines({ gifts }: { gifts: CartGiftWire[] }) {
  if (gifts.length === 0) return null;
  return (
    <section className="checkout-box" aria-labelledby="review-gifts">
      <h3 id="review-gifts" className="checkout-subtitle">
        {gifts.length > 1 ? 'Gifts' : 'Gift'}
        <span className="muted"> · sent by email</span>
      </h3>
      <ul className="order-lines">
        {gifts.map((gift) => (
          <li key={gift.id} className="order-line is-imageless">
            <div className="order-line-body">
              <p className="order-line-title">{giftWhat(gift)}</p>
              <p className="order-line-qty">
                For {gift.gc_recipient_full_name} ({gift.gc_recipient_email})
              </p>
            </div>
            <p className="order-line-total">{formatWireDollars(gift.price)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
