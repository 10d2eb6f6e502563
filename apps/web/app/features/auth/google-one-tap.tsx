import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { snackbar } from '../../lib/snackbar-store.ts';
import { PHONE_QUERY } from '../../lib/use-media-query.ts';
import { isSignedIn, useAccount, usePublicConfig } from '../account/index.ts';
import { googleIdentity, reportGoogleInitError, useGoogleSignIn } from './auth-google.ts';

/** Where the one-tap prompt is offered (spec §2 leaves the paths open: the home page and the login page). */
export const ONE_TAP_PATHS = ['/', '/login'];

/**
 * Google's one-tap prompt (spec §2, §6): for logged-out visitors on a wider-than-phone screen, on the paths above,
 * and only when a Google client id is configured.
 */
export function GoogleOneTap() {
  const { googleClientId } = usePublicConfig();
  const { account } = useAccount();
  const { pathname } = useLocation();
  const { signIn, error } = useGoogleSignIn();
  const handler = useRef(signIn);
  handler.current = signIn;
  const signedIn = isSignedIn(account);
  // On catalog pages the account arrives after hydration (their HTML is shared): until then nobody is offered.
  const offered =
    Boolean(googleClientId) && account !== undefined && !signedIn && ONE_TAP_PATHS.includes(pathname);

  useEffect(() => {
    if (!offered || !googleClientId) return;
    // Read the width here, not from a hook: during hydration a hook still answers the server's guess.
    if (window.matchMedia?.(PHONE_QUERY).matches) return;
    let live = true;
    let cancel: (() => void) | null = null;
    googleIdentity(googleClientId, (credential) => void handler.current(credential))
      .then((id) => {
        if (!live) return;
        id.prompt();
        cancel = () => id.cancel();
      })
      .catch(reportGoogleInitError);
    return () => {
      live = false;
      cancel?.();
    };
  }, [offered, googleClientId]);

  useEffect(() => {
    if (error) snackbar.push({ type: 'error', message: error });
  }, [error]);

  return null;
}
