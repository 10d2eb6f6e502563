import { accountMessages, normalizeCode } from '@pantry/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormError, SubmitButton, TextField } from '../components/forms/field.tsx';
import { accountApi, flashSnack, OTP_PATH, safeRoute, useAccount } from '../features/account/index.ts';
import { isVerified, verifiedSnack, verifyFailedSnack } from '../features/auth/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { ApiError, apiFailure } from '../lib/http/client.ts';
import { guardPage } from '../lib/route-guards.ts';
import { snackbar } from '../lib/snackbar-store.ts';
import { useFormSubmit } from '../lib/use-form-submit.ts';
import type { Route } from './+types/account-otp';

export const DEFAULT_RETURN = '/account/edit';

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await context.services.viewer.account();
  guardPage(account, new URL(request.url));
  return { email: account.email };
}

export function meta() {
  return [{ title: 'Verify it’s you | Pantry' }, { name: 'robots', content: 'noindex, nofollow' }];
}

/**
 * Opened with no change waiting for a code (the server answers 409 and sends nothing): say so, and no code form.
 */
function NothingToVerify({ message, returnTo }: { message: string; returnTo: string }) {
  return (
    <div className="form-page auth-page">
      <h1>Nothing to verify</h1>
      <div className="form-card form-stack">
        <p className="auth-intro">{message}</p>
        <p className="auth-intro">A code is sent when you change your e-mail, password or phone.</p>
        <Link to={returnTo} className="button button-primary button-block">
          Back to my account details
        </Link>
      </div>
    </div>
  );
}

/**
 * Spec §2 /account/otp, §4 one-time code: a code is e-mailed on arrival (GET /account/otp) when a change waits for
 * one, checked with POST /account/otp/verify; success goes back to the `route` parameter (the edit page by default).
 */
export default function AccountOtp({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = useAccount().account?.email ?? loaderData.email;
  const form = useFormSubmit({ otpCode: '' });
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<'first' | 'again' | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [nothingPending, setNothingPending] = useState<string | null>(null);
  const asked = useRef(false);
  const back = safeRoute(params.get('route')) ?? DEFAULT_RETURN;
  const returnTo = back.split('?')[0] === OTP_PATH ? DEFAULT_RETURN : back;

  const send = useCallback(async (again: boolean) => {
    setSending(true);
    setSendError(null);
    try {
      await accountApi.sendCode();
      setSent(again ? 'again' : 'first');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setNothingPending(error.message);
      else setSendError(apiFailure(error).message);
    } finally {
      setSending(false);
    }
  }, []);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void send(false);
  }, [send]);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const code = normalizeCode(form.values.otpCode);
    await form.submit({ otpCode: code ? null : accountMessages.otpRequired }, async () => {
      let ok = false;
      try {
        ok = isVerified(await accountApi.verifyCode(code));
      } catch (error) {
        console.error('account-verified', error);
      }
      if (!ok) {
        snackbar.push(verifyFailedSnack());
        return;
      }
      flashSnack(verifiedSnack());
      await navigate(returnTo, { replace: true });
    });
  }

  if (nothingPending) return <NothingToVerify message={nothingPending} returnTo={returnTo} />;
  return (
    <div className="form-page auth-page">
      <h1>Verify it’s you</h1>
      <div className="form-card">
        <form ref={form.formRef} className="form-stack" noValidate onSubmit={onSubmit}>
          <p className="auth-intro" role="status">
            {sending && !sent
              ? 'Sending a code to your e-mail…'
              : sent
                ? `${sent === 'again' ? 'We sent a new code' : 'We sent a code'} to ${email ?? 'your e-mail'}. It works for 10 minutes.`
                : null}
          </p>
          <FormError message={sendError ?? form.formError} />
          <TextField
            label="6-digit code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={12}
            {...form.field('otpCode')}
          />
          <SubmitButton busy={form.busy} busyLabel="Checking…" className="button button-primary button-block">
            Verify
          </SubmitButton>
          <p className="auth-aside">
            Didn’t get it?{' '}
            <button type="button" className="button-link" disabled={sending} onClick={() => void send(true)}>
              Send a new code
            </button>
          </p>
        </form>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
