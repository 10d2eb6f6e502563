import { validateEmail, validatePassword } from '@pantry/domain';
import { Link } from 'react-router';
import { FormError, SubmitButton, TextField } from '../../components/forms/field.tsx';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { authApi, useCompleteSignIn } from '../account/index.ts';

/** E-mail and password (spec §8 login errors come back from the server, under the field they name). */
export function SignInForm() {
  const completeSignIn = useCompleteSignIn();
  const form = useFormSubmit({ email: '', password: '' });

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const email = validateEmail(form.values.email);
    const password = validatePassword(form.values.password);
    await form.submit(
      { email: email.ok ? null : email.message, password: password.ok ? null : password.message },
      async () => {
        if (!email.ok || !password.ok) return;
        await completeSignIn(await authApi.login(email.value, password.value), 'login');
      },
    );
  }

  return (
    <form ref={form.formRef} className="form-stack" noValidate onSubmit={onSubmit}>
      <FormError message={form.formError} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <p className="auth-aside">
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      <SubmitButton busy={form.busy} busyLabel="Signing in…" className="button button-primary button-block">
        Sign in
      </SubmitButton>
    </form>
  );
}
