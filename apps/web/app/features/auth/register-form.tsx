import { accountMessages, validateEmail, validatePassword } from '@pantry/domain';
import { FormError, SubmitButton, TextField } from '../../components/forms/field.tsx';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { authApi, useCompleteSignIn } from '../account/index.ts';

const required = (value: string) => (value.trim() === '' ? accountMessages.required : null);

/** A new account: names, e-mail and a password of 8 or more characters (spec §5). */
export function RegisterForm() {
  const completeSignIn = useCompleteSignIn();
  const form = useFormSubmit({ firstname: '', lastname: '', email: '', password: '' });

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const { firstname, lastname } = form.values;
    const email = validateEmail(form.values.email);
    const password = validatePassword(form.values.password);
    await form.submit(
      {
        firstname: required(firstname),
        lastname: required(lastname),
        email: email.ok ? null : email.message,
        password: password.ok ? null : password.message,
      },
      async () => {
        if (!email.ok || !password.ok) return;
        const account = await authApi.register({
          firstname: firstname.trim(),
          lastname: lastname.trim(),
          email: email.value,
          password: password.value,
        });
        await completeSignIn(account, 'registration');
      },
    );
  }

  return (
    <form ref={form.formRef} className="form-stack" noValidate onSubmit={onSubmit}>
      <FormError message={form.formError} />
      <div className="form-row">
        <TextField label="First name" autoComplete="given-name" {...form.field('firstname')} />
        <TextField label="Last name" autoComplete="family-name" {...form.field('lastname')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="8 or more characters."
        {...form.field('password')}
      />
      <SubmitButton
        busy={form.busy}
        busyLabel="Creating your account…"
        className="button button-primary button-block"
      >
        Create account
      </SubmitButton>
    </form>
  );
}
