import type { ThriveCashAnswer } from '@pantry/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/http/client.ts';
import { accountKeys } from '../account/index.ts';
import { cartKeys } from '../cart/index.ts';

/**
 * The shopper's Thrive Cash (GET /account/thrivecash: balance, pending, what expires soon, history) and the choice
 * to apply it at checkout (POST /account/thrivecash/apply), after which the cart is priced again with `awraf`.
 */

export const thriveCashKeys = { summary: ['thrive-cash'] as const };

export function thriveCashQuery() {
  return queryOptions({
    queryKey: thriveCashKeys.summary,
    queryFn: ({ signal }) => apiGet<ThriveCashAnswer>('/account/thrivecash', undefined, signal),
    staleTime: 0,
  });
}

export function useApplyThriveCash() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (apply: boolean) =>
      apiRequest<ThriveCashAnswer>('POST', '/account/thrivecash/apply', { body: { apply: apply ? 1 : 0 } }),
    onSuccess: (answer) => {
      client.setQueryData(thriveCashKeys.summary, answer);
      void client.invalidateQueries({ queryKey: cartKeys.cart });
      void client.invalidateQueries({ queryKey: accountKeys.account });
    },
  });
}
