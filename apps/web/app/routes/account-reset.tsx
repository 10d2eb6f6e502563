import { validatePassword } from '@pantry/domain';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormError, SubmitButton, TextField } from '../components/forms/field.tsx';
import { authApi, flashSnack, useSetAccount } from '../features/account/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { useFormSubmit } from '../lib/use-form-submit.ts';
import type { Route } from './+types/account-reset';

/** Our wording: the spec has no text for two passwords that differ. */
export const PASSWORDS_DIFFER = 'The passwords don’t match.';

/** The reset link is opened signed out, so unlike the rest of /account this page has no sign-in guard. */
export function meta() {
  return [{ title: 'Choose a new password | Pantry' }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** Keep the single-use token out of other sites' Referer headers. */
export function headers() {
  return { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' };
}

/** The e-mailed reset link (/account/reset?token=…): a new password, then signed in and on to /account. */
export default function AccountReset(_: Route.ComponentProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const setAccount = useSetAccount();
  const form = useFormSubmit({ password: '', confirm: '' });

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const password = validatePassword(form.values.password);
    const confirm = password.ok && form.values.confirm !== form.values.password ? PASSWORDS_DIFFER : null;
    await form.submit({ password: password.ok ? null : password.message, confirm }, async () => {
      if (!password.ok) return;
      setAccount(await authApi.updatePassword(token, password.value));
      flashSnack({ type: 'success', message: 'Your password has been changed. You’re signed in.' });
      await navigate('/account', { replace: true });
    });
  }

  return (
    <div className="form-page auth-page">
      <h1>Choose a new password</h1>
      <div className="form-card">
        {token ? (
          <form ref={form.formRef} className="form-stack" noValidate onSubmit={onSubmit}>
            <FormError message={form.formError} />
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              hint="8 or more characters."
              {...form.field('password')}
            />
            <TextField
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              {...form.field('confirm')}
            />
            <SubmitButton busy={form.busy} busyLabel="Saving…" className="button button-primary button-block">
              Save and sign in
            </SubmitButton>
            {form.formError ? (
              <p className="auth-aside">
                <Link to="/forgot-password">Ask for a new reset link</Link>
              </p>
            ) : null}
          </form>
        ) : (
          <div className="form-stack">
            <p>This reset link is incomplete. Please ask for a new one.</p>
            <Link className="button button-primary" to="/forgot-password">
              Ask for a new link
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
