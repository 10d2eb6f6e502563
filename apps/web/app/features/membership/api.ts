import { type Account, formatDollars, type MembershipOffer, PLAN_CODE } from '@pantry/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/http/client.ts';

/**
 * The membership calls (account spec §7: GET /membership/offers, GET /membership/tax; joining, canceling, the
 * retention offer and the upgrade). Every write answers the fresh account, which the caller puts in the cache.
 */

export const membershipKeys = {
  offers: ['membership', 'offers'] as const,
  tax: ['membership', 'tax'] as const,
};

/** GET /membership/tax (apps/server/src/modules/membership/routes.ts): dollars. */
export type PlanTax = { plan_code: number; subtotal: number; tax: number; total: number };
export type MembershipTax = { success: true; tax_rate: number; taxes: PlanTax[] };

/** Offers and taxes change with configuration only: an hour is fresh enough. */
const STALE_MS = 60 * 60 * 1000;

export function offersQuery() {
  return queryOptions({
    queryKey: membershipKeys.offers,
    queryFn: ({ signal }) =>
      apiGet<{ offers: MembershipOffer[] }>('/membership/offers', undefined, signal).then((r) => r.offers),
    staleTime: STALE_MS,
  });
}

export function useOffers() {
  return useQuery(offersQuery());
}

export function membershipTaxQuery() {
  return queryOptions({
    queryKey: membershipKeys.tax,
    queryFn: ({ signal }) => apiGet<MembershipTax>('/membership/tax', undefined, signal),
    staleTime: STALE_MS,
  });
}

export function useMembershipTax() {
  return useQuery(membershipTaxQuery());
}

export function joinMembership(planCode: number, paymentToken: string): Promise<Account> {
  return apiRequest<Account>('POST', '/membership', {
    body: { plan_code: planCode, payment_token: paymentToken },
  });
}

export function cancelMembership(input: { reasons: string[]; feedback: string }): Promise<Account> {
  return apiRequest<Account>('POST', '/membership/cancel', { body: input });
}

export function acceptRetentionOffer(): Promise<Account> {
  return apiRequest<Account>('POST', '/membership/retention-offer');
}

export function upgradeToAnnual(): Promise<Account> {
  return apiRequest<Account>('POST', '/membership/upgrade');
}

/** The plan in `?plan=`, when it is one of the offers; else the annual plan (the one most members choose). */
export function planFromSearch(
  search: URLSearchParams,
  offers: readonly MembershipOffer[],
): MembershipOffer | undefined {
  const code = Number(search.get('plan'));
  const chosen = search.has('plan') ? offers.find((offer) => offer.plan_code === code) : undefined;
  return chosen ?? offers.find((offer) => offer.plan_code === PLAN_CODE.annual) ?? offers[0];
}

/** The offer a trial turns into (its price is what the trial costs later). */
export function renewalOffer(offer: MembershipOffer, offers: readonly MembershipOffer[]): MembershipOffer {
  if (offer.kind !== 'trial') return offer;
  return (
    offers.find((candidate) => candidate.kind !== 'trial' && candidate.name === offer.renews_as) ?? offer
  );
}

const dollars = (amount: number) => formatDollars(Math.round(amount * 100));

/** '$59.95/year', '$11.99/month', 'Free for 30 days, then $59.95/year'. */
export function offerPriceText(offer: MembershipOffer, offers: readonly MembershipOffer[]): string {
  if (offer.kind === 'trial') {
    const then = renewalOffer(offer, offers);
    return `Free for ${offer.trial_days} days, then ${dollars(then.price)}/${then.kind === 'monthly' ? 'month' : 'year'}`;
  }
  return `${dollars(offer.price)}/${offer.kind === 'monthly' ? 'month' : 'year'}`;
}

/** 'just $4.99/mo' for the annual plan; null for the others. */
export function offerMonthlyText(offer: MembershipOffer): string | null {
  return offer.kind === 'annual' ? `just ${dollars(offer.monthly_equivalent)}/mo` : null;
}

export { dollars as formatAmount };
