import { useOtpLinkHandler, useOtpRequiredRedirect } from './auth-otp.ts';

/** The shell's two OTP behaviours (auth-otp.ts), as a part that draws nothing; otp-shell.tsx loads it on demand. */
export function OtpBehaviours() {
  useOtpRequiredRedirect();
  useOtpLinkHandler();
  return null;
}
