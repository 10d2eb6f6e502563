import { type Account, accountMessages, validateEmail, validatePassword } from '@pantry/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { FormError, SubmitButton, TextField } from '../../components/forms/field.tsx';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { authApi, useSetAccount } from '../account/index.ts';

/**
 * The account step of joining: names, e-mail and a password (spec §5 messages). On success the account is in the
 * cache and `onCreated` decides what comes next.
 */
export function SignUpForm({
  onCreated,
  submitLabel = 'Create account and continue',
}: {
  onCreated: (account: Account) => void | Promise<void>;
  submitLabel?: string;
}) {
  const setAccount = useSetAccount();
  const client = useQueryClient();
  const form = useFormSubmit({ firstname: '', lastname: '', email: '', password: '' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { values } = form;
    const email = validateEmail(values.email);
    const password = validatePassword(values.password);
    const found = {
      firstname: values.firstname.trim() ? null : accountMessages.required,
      lastname: values.lastname.trim() ? null : accountMessages.required,
      email: email.ok ? null : email.message,
      password: password.ok ? null : password.message,
    };
    await form.submit(
      found,
      async () => {
        if (!email.ok || !password.ok) return;
        const account = await authApi.register({
          firstname: values.firstname.trim(),
          lastname: values.lastname.trim(),
          email: email.value,
          password: password.value,
        });
        // What the visitor's queries held (cart, lists) belongs to the visitor; plans and prices stay.
        client.removeQueries({
          predicate: (query) => query.queryKey[0] !== 'account' && query.queryKey[0] !== 'membership',
        });
        setAccount(account);
        await onCreated(account);
      },
      { staysBusy: true },
    );
  }

  return (
    <form ref={form.formRef} className="form-stack" noValidate onSubmit={submit}>
      <FormError message={form.formError} />
      <div className="form-row">
        <TextField label="First name" autoComplete="given-name" {...form.field('firstname')} />
        <TextField label="Last name" autoComplete="family-name" {...form.field('lastname')} />
      </div>
      <TextField label="Email" type="email" inputMode="email" autoComplete="email" {...form.field('email')} />
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
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
