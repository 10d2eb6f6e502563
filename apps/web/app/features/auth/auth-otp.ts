import { accountMessages } from '@pantry/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiFailure, onApiError } from '../../lib/http/client.ts';
import {
  accountApi,
  accountKeys,
  afterVerifyPath,
  fetchAccount,
  flashSnack,
  OTP_PATH,
  otpPageUrl,
} from '../account/index.ts';

/** Spec §9: 'Verification message 10000 ms'. */
export const VERIFY_FAILED_TIMEOUT_MS = 10_000;

/** Spec §4: verification succeeds only if the answer carries both success and verify_success as true. */
export function isVerified(
  answer: { success?: unknown; verify_success?: unknown } | null | undefined,
): boolean {
  return answer?.success === true && answer.verify_success === true;
}

export function verifiedSnack() {
  return { type: 'success' as const, message: accountMessages.otpVerified };
}

export function verifyFailedSnack() {
  return { type: 'error' as const, message: accountMessages.otpFailed, timeout: VERIFY_FAILED_TIMEOUT_MS };
}

/** The pages whose form keeps a refused change as typed while the OTP modal checks the code over it. */
export const VERIFY_IN_PLACE_PATHS: readonly string[] = ['/account/edit'];

/**
 * The OTP modal rather than the page (spec §2 lists both): over an open dialog, or on a page in
 * VERIFY_IN_PLACE_PATHS, so what was typed is not lost; anywhere else the code page, as spec §4 says.
 */
export function verifiesInPlace(pathname: string, dialogOpen: boolean): boolean {
  return dialogOpen || VERIFY_IN_PLACE_PATHS.includes(pathname);
}

/**
 * The one place that handles 'otp_required' (spec §4: 'An otp-required error code is treated as a state: the
 * browser goes to the OTP page unless already on the exempt path'). Every API call reports its errors here;
 * the shopper comes back to the page they were on after the code check. Given `verifyInPlace`, a change refused where
 * verifiesInPlace says so calls it instead (the OTP modal).
 */
export function useOtpRequiredRedirect(verifyInPlace?: () => void): void {
  const navigate = useNavigate();
  const location = useLocation();
  const where = useRef(location);
  where.current = location;
  useEffect(
    () =>
      onApiError((error) => {
        if (apiFailure(error).code !== 'otp_required') return;
        const { pathname, search } = where.current;
        if (pathname === OTP_PATH) return;
        if (verifyInPlace && verifiesInPlace(pathname, document.querySelector('dialog[open]') !== null)) {
          verifyInPlace();
          return;
        }
        void navigate(otpPageUrl(`${pathname}${search}`));
      }),
    [navigate, verifyInPlace],
  );
}

async function verifyLink(nonce: string | null, code: string | null): Promise<boolean> {
  try {
    if (nonce) return isVerified(await accountApi.verifyNonce(nonce));
    if (code) return isVerified(await accountApi.verifyCode(code));
  } catch (error) {
    console.error('account-verified', error);
  }
  return false;
}

/**
 * E-mailed links (spec §2 shell behaviours): otpNonce (or otpCode) in the URL is checked once; on success the
 * account is fetched again and the shopper goes to the `route` parameter with the other parameters appended; on
 * failure the page stays, without the used-up parameters, and says so for 10 s.
 */
export function useOtpLinkHandler(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const nonce = params.get('otpNonce');
    const code = params.get('otpCode');
    if (!nonce && !code) return;
    const key = `${nonce ?? ''}|${code ?? ''}`;
    if (handled.current === key) return;
    handled.current = key;
    const { pathname, search } = location;

    void (async () => {
      const ok = await verifyLink(nonce, code);
      if (ok) {
        try {
          client.setQueryData(accountKeys.account, await fetchAccount());
        } catch (error) {
          console.error(error);
          await client.invalidateQueries({ queryKey: accountKeys.account });
        }
        flashSnack(verifiedSnack());
        await navigate(afterVerifyPath(pathname, search), { replace: true });
        return;
      }
      flashSnack(verifyFailedSnack());
      const rest = new URLSearchParams(search);
      for (const name of ['otpNonce', 'otpCode', 'route']) rest.delete(name);
      const query = rest.toString();
      await navigate(`${pathname}${query ? `?${query}` : ''}`, { replace: true });
    })();
  }, [location, navigate, client]);
}
