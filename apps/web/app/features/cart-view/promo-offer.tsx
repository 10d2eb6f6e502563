import { useQuery } from '@tanstack/react-query';
import { promoQuery, useCartActions, useCartQuery, useCartState } from '../cart/index.ts';

/**
 * The promo page part of /cart (`/cart?offer=CODE`): where the exit-intent cart offer sends a shopper whose cart
 * already holds another code. It shows the offer (GET /promos?ccode=) beside the code in use, and applying it
 * replaces that code (one code per cart).
 */
export function PromoOffer({ code }: { code: string }) {
  const promo = useQuery(promoQuery(code));
  const { data: cart } = useCartQuery();
  const { status } = useCartState();
  const actions = useCartActions();
  if (!promo.data) return null;
  const offer = promo.data;
  const current = cart?.coupons[0];
  const applied = cart?.coupons.some((c) => c.coupon_code.toLowerCase() === offer.coupon_code.toLowerCase());
  return (
    <section className="promo-offer" aria-labelledby="promo-offer-title">
      <h2 id="promo-offer-title" className="promo-offer-title">
        {offer.label ?? `${offer.discount} with ${offer.coupon_code.toUpperCase()}`}
      </h2>
      <p>
        Use code <strong>{offer.coupon_code.toUpperCase()}</strong> for {offer.discount} your order.
        {current && !applied ? (
          <>
            {' '}
            Your cart has <strong>{current.coupon_code.toUpperCase()}</strong> ({current.label}); one code
            applies per order, so this one would replace it.
          </>
        ) : null}
      </p>
      {offer.customized_fine_print ? (
        <p className="muted promo-offer-fine">{offer.customized_fine_print}</p>
      ) : null}
      {applied ? (
        <p className="promo-message is-success">{offer.coupon_code.toUpperCase()} is applied to your cart.</p>
      ) : (
        <button
          type="button"
          className="button button-primary"
          disabled={status !== 'ready'}
          onClick={() => void actions.applyCoupon(offer.coupon_code)}
        >
          Use {offer.coupon_code.toUpperCase()}
          {current ? ' instead' : ''}
        </button>
      )}
    </section>
  );
}
