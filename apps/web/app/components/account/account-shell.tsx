import { useOtpLinkHandler, useOtpRequiredRedirect } from '../../lib/auth-otp.ts';
import { GoogleOneTap } from '../auth/google-one-tap.tsx';
import { AccountModals } from './account-modals.tsx';

/**
 * The shell's account behaviours (spec §2): e-mailed links (otpNonce/otpCode), the one place 'otp_required'
 * is turned into a visit to the code page, Google's one-tap prompt, and the account modals.
 */
export function AccountShell() {
  useOtpRequiredRedirect();
  useOtpLinkHandler();
  return (
    <>
      <GoogleOneTap />
      <AccountModals />
    </>
  );
}
