import { type Account, isActive, type OtpVerify, type PublicConfig } from '@pantry/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import { apiGet, apiRequest } from '../../lib/http/client.ts';

/**
 * Who the shopper is (GET /account) and the account's own calls (PUT /account, the change code, invites). The root loader reads the account in process (load context), so a personal page's HTML knows the shopper (a
 * catalog page's does not: it is shared, and the account is fetched after hydration); in the browser it is the account query, which sign-in, sign-out and account changes update.
 */

export const accountKeys = {
  account: ['account'] as const,
};

/** The root loader's data; `account` is null on catalog pages, which are the same HTML for every shopper. */
type RootData = { account: Account | null; publicConfig: PublicConfig } | undefined;

export function fetchAccount(signal?: AbortSignal): Promise<Account> {
  return apiGet<Account>('/account', undefined, signal);
}

export function accountQuery() {
  return queryOptions({ queryKey: accountKeys.account, queryFn: ({ signal }) => fetchAccount(signal) });
}

const noSubscription = () => () => {};

/**
 * The account as the page's HTML had it while React hydrates, then the account query's. A section that hydrates
 * late (streamed, below the fold) would otherwise meet an account fetched in the meantime on a shared catalog
 * page, render for a signed-in shopper where the HTML was a visitor's, and throw a hydration mismatch. The
 * account itself is the snapshot, so where the two agree (a visitor before GET /account answers) hydration ends
 * without rendering every card's account-dependent parts a second time.
 */
export function useAccount(): { account: Account | undefined; isLoading: boolean } {
  const root = useRouteLoaderData('root') as RootData;
  const query = useQuery({ ...accountQuery(), initialData: root?.account ?? undefined });
  const account = useSyncExternalStore(
    noSubscription,
    () => query.data,
    () => root?.account ?? undefined,
  );
  // Still loading while there is no account to show but one is coming (or came after the HTML was made).
  return { account, isLoading: account === undefined && (query.isLoading || query.data !== undefined) };
}

/** After sign-in, sign-out or a change: the answer is the new account (every account call answers one). */
export function useSetAccount(): (account: Account) => void {
  const client = useQueryClient();
  return (account) => client.setQueryData(accountKeys.account, account);
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

/** PUT /account fields this app changes (apps/server/src/modules/account/routes.ts). */
export type AccountChanges = {
  fullname?: string;
  email?: string;
  password?: string;
  telephone?: string;
  sms_subscribed?: boolean;
  hear_about_us?: string;
  single_cart_migrated_landing?: 0 | 1;
  /** YYYY-MM-DD, confirmed once (issue 23): is_over_21 is worked out from it. */
  date_of_birth?: string;
  /** The account's cart prefill flag (cartprefill_quiz_enabled), turned on from the quiz's summary. */
  cartprefill_enabled?: boolean;
};

const post = <T>(path: string, body: Record<string, unknown> = {}) => apiRequest<T>('POST', path, { body });

export const accountApi = {
  update: (changes: AccountChanges) =>
    apiRequest<Account>('PUT', '/account', {
      body: Object.fromEntries(
        Object.entries(changes).map(([key, value]) => [
          key,
          typeof value === 'boolean' ? (value ? 1 : 0) : value,
        ]),
      ),
    }),
  /** The hear-about-us answer (spec §7 /hdyh), kept on the account. */
  hearAboutUs: (answer: string) => post<Account>('/hdyh', { answer }),
  /** E-mails a code that unlocks e-mail, password and phone changes. */
  sendCode: () => apiGet<{ success: true; message?: string }>('/account/otp'),
  verifyCode: (otpCode: string) => post<OtpVerify>('/account/otp/verify', { otpCode }),
  verifyNonce: (nonce: string) => post<OtpVerify>('/account/nonce/verify', { nonce }),
  invite: (emails: string) => post<{ success: true; invited: string[] }>('/account/invite', { emails }),
};
