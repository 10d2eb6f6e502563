import { accountMessages, normalizeCode, validateEmail } from '@pantry/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormError, SubmitButton, TextField } from '../../components/forms/field.tsx';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { authApi, safeRoute, useCompleteSignIn } from '../account/index.ts';

/**
 * Sign-in with an e-mailed six-digit code (spec §4 one-time code): first the address, then the code. The e-mail
 * also carries a link that signs in directly (the shell handles its otpNonce).
 */
export function CodeSignInForm() {
  const completeSignIn = useCompleteSignIn();
  const [params] = useSearchParams();
  const form = useFormSubmit({ email: '', otpCode: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resent, setResent] = useState(false);

  async function send(resend: boolean) {
    const email = validateEmail(form.values.email);
    return form.submit({ email: email.ok ? null : email.message }, async () => {
      if (!email.ok) return;
      await authApi.sendSignInCode(email.value, safeRoute(params.get('route')) ?? undefined);
      setSentTo(email.value);
      setResent(resend);
    });
  }

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    const code = normalizeCode(form.values.otpCode);
    await form.submit({ otpCode: code ? null : accountMessages.otpRequired }, async () => {
      await completeSignIn(await authApi.verifySignInCode(sentTo ?? '', code), 'login');
    });
  }

  if (!sentTo) {
    return (
      <form
        ref={form.formRef}
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send(false);
        }}
      >
        <p className="auth-intro">No password needed: we’ll e-mail you a 6-digit code and a sign-in link.</p>
        <FormError message={form.formError} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field('email')}
        />
        <SubmitButton busy={form.busy} busyLabel="Sending…" className="button button-primary button-block">
          Email me a code
        </SubmitButton>
      </form>
    );
  }

  return (
    <form ref={form.formRef} className="form-stack" noValidate onSubmit={verify}>
      <p className="auth-intro" role="status">
        {resent ? 'We sent a new code. ' : ''}If there is an account for <strong>{sentTo}</strong>, we sent it
        a 6-digit code. It works for 10 minutes.
      </p>
      <FormError message={form.formError} />
      <TextField
        label="6-digit code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={12}
        {...form.field('otpCode')}
      />
      <SubmitButton busy={form.busy} busyLabel="Checking…" className="button button-primary button-block">
        Sign in
      </SubmitButton>
      <p className="auth-aside auth-actions">
        <button type="button" className="button-link" disabled={form.busy} onClick={() => void send(true)}>
          Send a new code
        </button>
        <button
          type="button"
          className="button-link"
          onClick={() => {
            setSentTo(null);
            form.setValues((current) => ({ ...current, otpCode: '' }));
          }}
        >
          Use a different email
        </button>
      </p>
    </form>
  );
}
