import { type ChangeEvent, useRef, useState } from 'react';
import { apiFailure } from './http/client.ts';

export type FieldErrors = Record<string, string | null | undefined>;

/**
 * State of a small sign-in or account form: its values, a message per field, the form's own message and the
 * busy flag. `submit` shows the client-side refusals first (the domain rules' messages) and only then calls the
 * API; a refusal naming a field of this form goes under that field, any other under the form.
 */
export function useAuthForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function focusField(name: string) {
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }

  function field(name: keyof T & string) {
    return {
      name,
      value: values[name],
      error: errors[name] ?? null,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
      },
    };
  }

  async function submit(found: FieldErrors, call: () => Promise<void>): Promise<boolean> {
    const bad = Object.fromEntries(Object.entries(found).filter(([, message]) => message));
    setErrors(bad);
    setFormError(null);
    const first = Object.keys(bad)[0];
    if (first) {
      focusField(first);
      return false;
    }
    setBusy(true);
    try {
      await call();
      return true;
    } catch (error) {
      const failure = apiFailure(error);
      // The shell has already sent the shopper to the code check (spec §4).
      if (failure.code === 'otp_required') return false;
      if (failure.field && failure.field in values) {
        setErrors({ [failure.field]: failure.message });
        focusField(failure.field);
      } else {
        setFormError(failure.message);
      }
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { values, setValues, errors, setErrors, formError, setFormError, busy, field, submit, formRef };
}
