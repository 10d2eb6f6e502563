export { AccountMenu } from './account-menu.tsx';
export type { AccountChanges } from './api.ts';
export {
  accountApi,
  accountKeys,
  fetchAccount,
  isActiveAccount,
  isSignedIn,
  useAccount,
  usePublicConfig,
  useSetAccount,
} from './api.ts';
export { authApi } from './auth-api.ts';
export { flashSnack, useFlashSnacks } from './auth-flash.ts';
export { afterVerifyPath, OTP_PATH, otpPageUrl, safeRoute } from './auth-redirect.ts';
export { useCompleteSignIn, useSignOut } from './auth-session.ts';
