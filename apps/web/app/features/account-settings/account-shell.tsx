import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part.ts';
import { usePublicConfig } from '../account/index.ts';
import { loadGoogleOneTap, OtpShell } from '../auth/index.ts';
import { AccountModals } from './account-modals.tsx';

// Google's script and sign-in code load only where a Google client id is configured, once the page is running.
const GoogleOneTap = lazyPart(loadGoogleOneTap);

/**
 * The shell's account behaviours (spec §2): e-mailed links (otpNonce/otpCode), the one place 'otp_required'
 * is turned into a visit to the code page, Google's one-tap prompt, and the account modals.
 */
export function AccountShell() {
  const { googleClientId } = usePublicConfig();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <>
      <OtpShell />
      {googleClientId && hydrated ? (
        <Suspense fallback={null}>
          <GoogleOneTap />
        </Suspense>
      ) : null}
      <AccountModals />
    </>
  );
}
