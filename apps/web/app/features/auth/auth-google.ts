import { useCallback, useState } from 'react';
import { apiFailure } from '../../lib/http/client.ts';
import { authApi, useCompleteSignIn } from '../account/index.ts';

/**
 * Google sign-in (account spec §4): Google Identity Services is loaded on demand, only where a client id is
 * configured; its credential (an ID token) is posted to /auth/google. A script that fails to load never breaks
 * the page: it is reported with the key 'error-google-login-initialize' (spec §8) and the button stays hidden.
 */

export const GOOGLE_SCRIPT_SRC = 'https://accounts.google.com/gsi/client';
export const GOOGLE_INIT_ERROR_KEY = 'error-google-login-initialize';

type CredentialResponse = { credential?: string; select_by?: string };

export type GoogleAccountsId = {
  initialize(config: {
    client_id: string;
    callback: (response: CredentialResponse) => void;
    cancel_on_tap_outside?: boolean;
    context?: 'signin' | 'signup' | 'use';
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
  prompt(): void;
  cancel(): void;
};

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

let loading: Promise<GoogleAccountsId> | null = null;
let initializedFor: string | null = null;
let onCredential: ((credential: string) => void) | null = null;

function loadedId(): GoogleAccountsId | undefined {
  return typeof window === 'undefined' ? undefined : window.google?.accounts?.id;
}

/** Adds the script once; a failed load can be tried again on the next call. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = loadedId();
  if (ready) return Promise.resolve(ready);
  if (!loading) {
    const script = document.createElement('script');
    loading = new Promise<GoogleAccountsId>((resolve, reject) => {
      script.src = GOOGLE_SCRIPT_SRC;
      script.async = true;
      script.defer = true;
      script.onload = () => {
        const id = loadedId();
        if (id) resolve(id);
        else reject(new Error('Google Identity Services loaded without google.accounts.id'));
      };
      script.onerror = () => reject(new Error(`Could not load ${GOOGLE_SCRIPT_SRC}`));
      document.head.append(script);
    }).catch((error: unknown) => {
      loading = null;
      script.remove();
      throw error;
    });
  }
  return loading;
}

/**
 * Google's client, initialised once per client id; its one callback hands the credential to the latest
 * `handler` (the login page's button and the one-tap prompt both sign in the same way).
 */
export async function googleIdentity(
  clientId: string,
  handler: (credential: string) => void,
): Promise<GoogleAccountsId> {
  const id = await loadGoogleIdentity();
  onCredential = handler;
  if (initializedFor !== clientId) {
    id.initialize({
      client_id: clientId,
      cancel_on_tap_outside: true,
      callback: (response) => {
        // Spec §4: 'A Google credential must exist before the call is made.'
        if (response.credential) onCredential?.(response.credential);
      },
    });
    initializedFor = clientId;
  }
  return id;
}

export function reportGoogleInitError(error: unknown): void {
  console.error(GOOGLE_INIT_ERROR_KEY, error);
}

/** Posts a credential; a new account counts as a registration, anything else as a login (spec §4). */
export function useGoogleSignIn(): {
  signIn: (credential: string) => Promise<void>;
  busy: boolean;
  error: string | null;
} {
  const completeSignIn = useCompleteSignIn();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signIn = useCallback(
    async (credential: string) => {
      if (!credential) return;
      setBusy(true);
      setError(null);
      try {
        const answer = await authApi.google(credential);
        const kind = answer.action_taken === 'new_user_created_associated' ? 'registration' : 'login';
        await completeSignIn(answer, kind);
      } catch (failure) {
        setError(apiFailure(failure).message);
      } finally {
        setBusy(false);
      }
    },
    [completeSignIn],
  );
  return { signIn, busy, error };
}
