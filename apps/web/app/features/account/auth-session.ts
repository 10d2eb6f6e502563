import { type Account, LOGOUT_FAILED_TEXT } from '@pantry/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { track } from '../../lib/analytics.ts';
import { snackbar } from '../../lib/snackbar-store.ts';
import { accountKeys, fetchAccount } from './api.ts';
import { authApi } from './auth-api.ts';
import { afterSignInPath } from './auth-redirect.ts';

export type SignInKind = 'login' | 'registration';

/** Every cached answer but the account itself: they belonged to whoever was signed in before. */
const notTheAccount = (query: { queryKey: readonly unknown[] }) =>
  !(query.queryKey.length === 1 && query.queryKey[0] === accountKeys.account[0]);

/**
 * After any sign-in (password, new account, code, Google, reset link): the answer becomes the account, then the
 * shopper goes to the `route` parameter when it is a safe path, else home (spec §2, §4), tracked as Login or
 * Registration (spec §3).
 */
export function useCompleteSignIn(): (account: Account, kind: SignInKind) => Promise<void> {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    async (account, kind) => {
      track(kind === 'registration' ? 'Registration' : 'Login', { user_status: account.user_status });
      client.removeQueries({ predicate: notTheAccount });
      client.setQueryData(accountKeys.account, account);
      await navigate(afterSignInPath(params.get('route'), account), { replace: true });
    },
    [client, navigate, params],
  );
}

/** Sign out: ends the session, asks who the browser is now (a visitor), and goes home. */
export function useSignOut(): () => Promise<void> {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await authApi.logout();
    } catch (error) {
      console.error(error);
      snackbar.push({ type: 'error', message: LOGOUT_FAILED_TEXT });
      return;
    }
    track('Logout');
    client.removeQueries({ predicate: notTheAccount });
    try {
      client.setQueryData(accountKeys.account, await fetchAccount());
    } catch (error) {
      console.error(error);
      await client.invalidateQueries({ queryKey: accountKeys.account });
    }
    await navigate('/');
  }, [client, navigate]);
}
