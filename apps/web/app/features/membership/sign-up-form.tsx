import { type Account, accountMessages, validateEmail, validatePassword } from '@pantry/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormError, SubmitButton, TextField } from '../../components/forms/field.tsx';
import { ApiError } from '../../lib/http/client.ts';
import { authApi, useSetAccount } from '../account/index.ts';
import { focusFirstError } from '../addresses/index.ts';

type Values = { firstname: string; lastname: string; email: string; password: string };
type Errors = Partial<Record<keyof Values, string>>;

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
  const [values, setValues] = useState<Values>({ firstname: '', lastname: '', email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = validateEmail(values.email);
    const password = validatePassword(values.password);
    const found: Errors = {};
    if (!values.firstname.trim()) found.firstname = accountMessages.required;
    if (!values.lastname.trim()) found.lastname = accountMessages.required;
    if (!email.ok) found.email = email.message;
    if (!password.ok) found.password = password.message;
    setErrors(found);
    setFormError(null);
    if (!email.ok || !password.ok || Object.keys(found).length > 0) {
      focusFirstError(form);
      return;
    }
    setBusy(true);
    try {
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
    } catch (error) {
      setBusy(false);
      const body = error instanceof ApiError ? (error.body as { field?: unknown } | null) : null;
      const field =
        typeof body?.field === 'string' && body.field in values ? (body.field as keyof Values) : null;
      const message = error instanceof ApiError ? error.message : 'Oops! Something went wrong!';
      if (field) {
        setErrors({ [field]: message });
        focusFirstError(form);
      } else setFormError(message);
    }
  }

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name] ?? null,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <form className="form-stack" noValidate onSubmit={submit}>
      <FormError message={formError} />
      <div className="form-row">
        <TextField label="First name" autoComplete="given-name" {...field('firstname')} />
        <TextField label="Last name" autoComplete="family-name" {...field('lastname')} />
      </div>
      <TextField label="Email" type="email" inputMode="email" autoComplete="email" {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="8 or more characters."
        {...field('password')}
      />
      <SubmitButton
        busy={busy}
        busyLabel="Creating your account…"
        className="button button-primary button-block"
      >
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
