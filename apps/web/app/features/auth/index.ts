export { GOOGLE_INIT_ERROR_KEY, GOOGLE_SCRIPT_SRC } from './auth-google.ts';
export {
  isVerified,
  useOtpLinkHandler,
  useOtpRequiredRedirect,
  verifiedSnack,
  verifiesInPlace,
  verifyFailedSnack,
} from './auth-otp.ts';
export type { AuthTab } from './auth-tabs.tsx';
export { AuthTabs } from './auth-tabs.tsx';
export { CodeSignInForm } from './code-sign-in-form.tsx';
export { GoogleButton } from './google-button.tsx';
export { loadGoogleOneTap } from './lazy-parts.ts';
export { OtpShell } from './otp-shell.tsx';
export { RegisterForm } from './register-form.tsx';
export { SignInForm } from './sign-in-form.tsx';
