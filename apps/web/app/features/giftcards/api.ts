import { applyPriceReductions, dollarsToCents, type RedeemAnswer } from '@pantry/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/http/client.ts';
import type { CartChangeAnswer } from '../cart/index.ts';

/**
 * Gift cards and gift memberships (apps/server/src/modules/giftcards): the offer (spec §7 GET
 * /product/sku/membership-gift-dynamic), adding the gift with the spec's POST /carts/product (the Gift form in
 * `options`), and our redeem and balance calls.
 */

export type GiftOffer = {
  msrp: number;
  price: number;
  temporary_price_reduction: { type: 'by_fixed' | 'by_percent'; amount: number }[];
};

/** What a gift membership costs today, in cents: the offer's price less its reductions (dollars on the wire). */
export function giftMembershipCents(offer: GiftOffer): number {
  const reductions = offer.temporary_price_reduction.map((r) => ({
    type: r.type,
    amount: r.type === 'by_fixed' ? dollarsToCents(r.amount) : r.amount,
  }));
  return applyPriceReductions(dollarsToCents(offer.price), reductions);
}

/** The Gift form's fields (spec §3) plus `amount`, as the form posts them. */
export type GiftFormValues = {
  type: string;
  amount: string;
  gc_recipient_full_name: string;
  gc_recipient_email: string;
  gc_message: string;
  sender_fullname: string;
  gc_sender_email: string;
};

export const giftKeys = { offer: ['gift-offer'] as const, balance: ['gift-card-balance'] as const };

export function giftOfferQuery() {
  return queryOptions({
    queryKey: giftKeys.offer,
    queryFn: ({ signal }) => apiGet<GiftOffer>('/product/sku/membership-gift-dynamic', undefined, signal),
    staleTime: 60_000,
  });
}

export function useGiftOffer() {
  return useQuery(giftOfferQuery());
}

export function giftCardBalanceQuery() {
  return queryOptions({
    queryKey: giftKeys.balance,
    queryFn: ({ signal }) =>
      apiGet<{ gift_card_balance: number }>('/account/giftcard', undefined, signal).then(
        (r) => r.gift_card_balance,
      ),
  });
}

export const giftApi = {
  addToCart(productId: number, options: GiftFormValues): Promise<CartChangeAnswer> {
    return apiRequest<CartChangeAnswer>('POST', '/carts/product', {
      body: { product_id: productId, qty: 1, options },
    });
  },
  /** Takes one gift (its id, the line_item_id) off the cart. */
  removeFromCart(productId: number, giftId: number): Promise<CartChangeAnswer> {
    return apiRequest<CartChangeAnswer>('DELETE', '/carts/product', {
      query: { product_id: productId, line_item_id: giftId },
    });
  },
  redeem(code: string): Promise<RedeemAnswer> {
    return apiRequest<RedeemAnswer>('POST', '/account/giftcard/redeem', { body: { code } });
  },
};
