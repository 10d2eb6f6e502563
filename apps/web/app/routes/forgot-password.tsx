import { validateEmail } from '@pantry/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError, SubmitButton, TextField } from '../components/forms/field.tsx';
import { authApi } from '../features/account/index.ts';
import { RouteErrorBoundary } from '../features/shell/index.ts';
import { guardPage } from '../lib/route-guards.ts';
import { useFormSubmit } from '../lib/use-form-submit.ts';
import type { Route } from './+types/forgot-password';

export async function loader({ context, request }: Route.LoaderArgs) {
  guardPage(await context.services.viewer.account(), new URL(request.url));
  return null;
}

export function meta() {
  return [{ title: 'Reset your password | Pantry' }, { name: 'robots', content: 'noindex' }];
}

/** Spec §2 /forgot-password: POST /account/reset e-mails a single-use link to /account/reset. */
export default function ForgotPassword() {
  const form = useFormSubmit({ email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const email = validateEmail(form.values.email);
    await form.submit({ email: email.ok ? null : email.message }, async () => {
      if (!email.ok) return;
      await authApi.requestPasswordReset(email.value);
      setSentTo(email.value);
    });
  }

  return (
    <div className="form-page auth-page">
      <h1>Reset your password</h1>
      <div className="form-card">
        {sentTo ? (
          <div className="form-stack" role="status">
            <p className="form-success">
              Check your inbox. If there is an account for <strong>{sentTo}</strong>, we sent it a link to
              reset your password. The link works for 60 minutes.
            </p>
            <p className="auth-aside">
              No e-mail? Check your spam folder, or{' '}
              <button type="button" className="button-link" onClick={() => setSentTo(null)}>
                try again
              </button>
              .
            </p>
            <Link className="button button-secondary" to="/login">
              Back to sign in
            </Link>
          </div>
        ) : (
          <form ref={form.formRef} className="form-stack" noValidate onSubmit={onSubmit}>
            <p className="auth-intro">
              Enter the e-mail you shop with and we’ll send you a link to set a new one.
            </p>
            <FormError message={form.formError} />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              {...form.field('email')}
            />
            <SubmitButton
              busy={form.busy}
              busyLabel="Sending…"
              className="button button-primary button-block"
            >
              Send reset link
            </SubmitButton>
            <p className="auth-aside">
              Remembered it? <Link to="/login">Sign in</Link>
            </p>
          </form>
        )}
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
