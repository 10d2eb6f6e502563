import type {
  BillingAddress,
  CardBrand,
  EbtBalance,
  PantryServices,
  PaymentType,
  SavedPaymentMethod,
} from '@pantry/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiRequest } from '../../lib/http/client.ts';
import { inProcess } from '../../lib/page-queries.ts';

/**
 * Saved payment methods (account spec §3, §7 GET /account/cc) and the gateway's card form endpoint. The card number
 * goes to the tokenising endpoint only, the way a processor's hosted field sends it; Pantry's own calls carry the
 * token it answers.
 */

export const paymentKeys = {
  methods: ['payment-methods'] as const,
  clientToken: ['payment-client-token'] as const,
  ebtBalance: ['payments', 'ebt-balance'] as const,
};

/** Spec §9: the payment token and payment clients stay fresh for 6 hours. */
export const PAYMENT_TOKEN_STALE_MS = 6 * 60 * 60 * 1000;

/** The wallet SDK's client token (GET /token/payment), fetched once and reused for 6 hours. */
export function usePaymentClientToken() {
  const client = useQueryClient();
  return () =>
    client.fetchQuery({
      queryKey: paymentKeys.clientToken,
      queryFn: ({ signal }) =>
        apiGet<{ token: string; expires_at: string }>('/token/payment', undefined, signal),
      staleTime: PAYMENT_TOKEN_STALE_MS,
    });
}

/** What the payment pages list (GET /account/cc?all=1&is_checkout=true); loaders read the same in process. */
export const PAYMENT_METHODS_LIST = { all: true, withPaymentTypes: true } as const;

/** Every method on file: cards (expired ones too) and payment types, default first. */
export function paymentMethodsQuery() {
  return queryOptions({
    queryKey: paymentKeys.methods,
    queryFn: ({ signal }) =>
      apiGet<{ cards: SavedPaymentMethod[] }>('/account/cc', { all: 1, is_checkout: true }, signal).then(
        (answer) => answer.cards,
      ),
  });
}

/** The loaders' read of the same list, in process; a banned shopper is refused (406) as GET /account/cc does. */
export function paymentMethodsRead(services: Pick<PantryServices, 'paymentMethods'>, accountId: number) {
  return inProcess(paymentMethodsQuery(), async () => {
    await services.paymentMethods.assertCanPay(accountId);
    return services.paymentMethods.list(accountId, PAYMENT_METHODS_LIST);
  });
}

export function usePaymentMethods(enabled = true) {
  return useQuery({ ...paymentMethodsQuery(), enabled });
}

/**
 * GET /account/ebt_balance, asked again on every visit: the saved EBT card and its balance, or card null when none
 * is saved. A 4xx is not retried.
 */
export function ebtBalanceQuery() {
  return queryOptions({
    queryKey: paymentKeys.ebtBalance,
    queryFn: ({ signal }) => apiGet<EbtBalance>('/account/ebt_balance', undefined, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    staleTime: 0,
  });
}

/** After a change: the list is read again (the default may have moved), and the EBT balance with it. */
export function useRefreshPaymentMethods(): () => Promise<void> {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: paymentKeys.methods });
    await client.invalidateQueries({ queryKey: paymentKeys.ebtBalance });
  };
}

/** Cards that can pay today: not expired, not a wallet or EBT. */
export function usableCards(methods: readonly SavedPaymentMethod[] | undefined): SavedPaymentMethod[] {
  return (methods ?? []).filter((method) => method.payment_type === 'card' && !method.expired);
}

export type GatewayToken = {
  token: string;
  cc_type: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
};

/** POST /payment-gateway/test/tokens: the only request that ever carries the card number and security code. */
export function tokenizeCard(card: {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}): Promise<GatewayToken> {
  return apiRequest<GatewayToken>('POST', '/payment-gateway/test/tokens', { body: card });
}

export function saveCard(
  token: string,
  billing: BillingAddress,
  isDefault: boolean,
): Promise<SavedPaymentMethod> {
  return apiRequest<{ card: SavedPaymentMethod }>('POST', '/account/cc', {
    body: { token, ...billing, is_default: isDefault },
  }).then((answer) => answer.card);
}

export function removePaymentMethod(id: number): Promise<unknown> {
  return apiRequest('DELETE', `/account/cc/${id}`);
}

export function makeDefaultCard(id: number): Promise<SavedPaymentMethod> {
  return apiRequest<{ card: SavedPaymentMethod }>('PUT', `/account/cc/${id}/default`).then((a) => a.card);
}

export function addPaymentType(type: Exclude<PaymentType, 'ebt'>, hasPresentMethods = false) {
  return apiRequest<{ card: SavedPaymentMethod }>('POST', '/account/payment-type', {
    body: { payment_type: type, has_present_methods: hasPresentMethods },
  }).then((answer) => answer.card);
}

/** POST /account/payment-type with the EBT card's gateway token (tokenised without a security code). */
export function addEbtCard(token: string): Promise<SavedPaymentMethod> {
  return apiRequest<{ card: SavedPaymentMethod }>('POST', '/account/payment-type', {
    body: { payment_type: 'ebt', token },
  }).then((answer) => answer.card);
}

/** 'Expires 12/28'; wallets have no expiry. */
export function expiryText(method: SavedPaymentMethod): string | null {
  if (!method.exp_month || !method.exp_year) return null;
  return `${String(method.exp_month).padStart(2, '0')}/${String(method.exp_year % 100).padStart(2, '0')}`;
}
