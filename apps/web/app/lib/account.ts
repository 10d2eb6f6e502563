import { type Account, isActive, type PublicConfig } from '@pantry/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import { apiGet } from './api/client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * Who the shopper is. The server renders each page knowing the account (root loader, from the session cookie);
 * in the browser the account is a query (GET /account) that sign-in, sign-out and account changes update.
 */

type RootData = { account: Account; publicConfig: PublicConfig } | undefined;

export function fetchAccount(signal?: AbortSignal): Promise<Account> {
  return apiGet<Account>('/account', undefined, signal);
}

export function useAccount(): { account: Account | undefined; isLoading: boolean } {
  const root = useRouteLoaderData('root') as RootData;
  const query = useQuery({
    queryKey: queryKeys.account,
    queryFn: ({ signal }) => fetchAccount(signal),
    initialData: root?.account,
  });
  return { account: query.data, isLoading: query.isLoading };
}

/** After sign-in, sign-out or a change: the answer is the new account (every account call answers one). */
export function useSetAccount(): (account: Account) => void {
  const client = useQueryClient();
  return (account) => client.setQueryData(queryKeys.account, account);
}

export function usePublicConfig(): PublicConfig {
  const root = useRouteLoaderData('root') as RootData;
  return root?.publicConfig ?? { googleClientId: null };
}

export function isSignedIn(account: Account | undefined): boolean {
  return account?.logged_in === 1;
}

/** The domain's isActive (spec §4: only a signed-in member or trial user) for an Account answer. */
export function isActiveAccount(account: Pick<Account, 'logged_in' | 'user_status'> | undefined): boolean {
  return (
    account !== undefined && isActive({ loggedIn: account.logged_in === 1, status: account.user_status })
  );
}
