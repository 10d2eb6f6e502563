import type {
  AdminCoupon,
  AdminCouponList,
  AdminExitOffer,
  AdminExitOfferList,
  AdminGiftOffer,
  AdminGiftOfferList,
  CouponEdit,
  ExitOfferEdit,
  ExitOfferKind,
  GiftOfferEdit,
} from '@pantry/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../console/index.ts';

/**
 * The Promotions area's reads (one `queryOptions` each, shared by the loader and the page) and its writes, each of
 * which refreshes the area (/api/admin/promotions, docs/decisions/console.md).
 */

export const promoKeys = {
  all: ['console', 'promotions'] as const,
  coupons: ['console', 'promotions', 'coupons'] as const,
  gifts: ['console', 'promotions', 'gifts'] as const,
  exitOffers: ['console', 'promotions', 'exit-offers'] as const,
};

/** GET /api/admin/promotions/coupons: every coupon with its uses so far. */
export function promoCouponsQuery() {
  return queryOptions({
    queryKey: promoKeys.coupons,
    queryFn: ({ signal }) => adminRequest<AdminCouponList>('GET', '/promotions/coupons', { signal }),
  });
}

/** GET /api/admin/promotions/gifts: the gift and sample offers, and the products they may give. */
export function promoGiftsQuery() {
  return queryOptions({
    queryKey: promoKeys.gifts,
    queryFn: ({ signal }) => adminRequest<AdminGiftOfferList>('GET', '/promotions/gifts', { signal }),
  });
}

/** GET /api/admin/promotions/exit-offers: the first-order and cart offers. */
export function promoExitOffersQuery() {
  return queryOptions({
    queryKey: promoKeys.exitOffers,
    queryFn: ({ signal }) => adminRequest<AdminExitOfferList>('GET', '/promotions/exit-offers', { signal }),
  });
}

export const usePromoCoupons = () => useQuery(promoCouponsQuery());
export const usePromoGifts = () => useQuery(promoGiftsQuery());
export const usePromoExitOffers = () => useQuery(promoExitOffersQuery());

/** The area's changes: create, save and switch off coupons and gift offers, save an exit offer. */
export function usePromoChanges() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: promoKeys.all });
  const after = async <T>(call: Promise<T>): Promise<T> => {
    const answer = await call;
    await refresh();
    return answer;
  };
  return {
    saveCoupon: (id: number | null, edit: CouponEdit) =>
      after(
        id === null
          ? adminRequest<AdminCoupon>('POST', '/promotions/coupons', { body: edit })
          : adminRequest<AdminCoupon>('PATCH', `/promotions/coupons/${id}`, { body: edit }),
      ),
    deactivateCoupon: (id: number) =>
      after(adminRequest<AdminCoupon>('POST', `/promotions/coupons/${id}/deactivate`)),
    saveGift: (id: number | null, edit: GiftOfferEdit) =>
      after(
        id === null
          ? adminRequest<AdminGiftOffer>('POST', '/promotions/gifts', { body: edit })
          : adminRequest<AdminGiftOffer>('PATCH', `/promotions/gifts/${id}`, { body: edit }),
      ),
    deactivateGift: (id: number) =>
      after(adminRequest<AdminGiftOffer>('POST', `/promotions/gifts/${id}/deactivate`)),
    saveExitOffer: (kind: ExitOfferKind, edit: ExitOfferEdit) =>
      after(adminRequest<AdminExitOffer>('PATCH', `/promotions/exit-offers/${kind}`, { body: edit })),
  };
}
