import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { lazyPart } from '../../lib/lazy-part.ts';
import { isSignedIn, useAccount } from '../account/index.ts';

const LazyOtpBehaviours = lazyPart(() =>
  import('./otp-behaviours.tsx').then((module) => module.OtpBehaviours),
);

/**
 * The shell's OTP handling, loaded only where it can act: 'otp_required' answers only a signed-in shopper's account
 * changes, and e-mailed links carry otpNonce or otpCode. A visitor browsing the catalog does not fetch its code (the
 * catalog pages' JavaScript budget).
 */
export function OtpShell() {
  const { account } = useAccount();
  const { search } = useLocation();
  const linked = search.includes('otpNonce=') || search.includes('otpCode=');
  if (!isSignedIn(account) && !linked) return null;
  return (
    <Suspense fallback={null}>
      <LazyOtpBehaviours />
    </Suspense>
  );
}
