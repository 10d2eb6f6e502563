import { Suspense, useEffect, useState } from 'react';
import { usePublicConfig } from '../../features/account/api.ts';
import { useOtpLinkHandler, useOtpRequiredRedirect } from '../../lib/auth-otp.ts';
import { lazyPart } from '../../lib/lazy-part.ts';
import { AccountModals } from './account-modals.tsx';

// Google's script and sign-in code load only where a Google client id is configured, once the page is running.
const GoogleOneTap = lazyPart(() =>
  import('../auth/google-one-tap.tsx').then((module) => module.GoogleOneTap),
);

/**
 * The shell's account behaviours (spec §2): e-mailed links (otpNonce/otpCode), the one place 'otp_required'
 * is turned into a visit to the code page, Google's one-tap prompt, and the account modals.
 */
export function AccountShell() {
  useOtpRequiredRedirect();
  useOtpLinkHandler();
  const { googleClientId } = usePublicConfig();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <>
      {googleClientId && hydrated ? (
        <Suspense fallback={null}>
          <GoogleOneTap />
        </Suspense>
      ) : null}
      <AccountModals />
    </>
  );
}
