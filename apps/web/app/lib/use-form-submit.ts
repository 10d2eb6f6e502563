import { type ChangeEvent, useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { apiFailure } from './http/client.ts';

/** What a form's checks found: a message per field, null (or nothing) for a field that is fine. */
export type FieldErrors = Partial<Record<string, string | null>>;

/** The messages a form shows under its fields. */
export type FieldMessages = Partial<Record<string, string>>;

/**
 * A failure the form explains itself, thrown from its `call`: messages under named fields (an API that names a
 * field in its own words, a billing field the card save refused), or else one message for the whole form.
 */
export class FormRefusal extends Error {
  constructor(
    message: string,
    readonly fields: FieldMessages = {},
  ) {
    super(message);
    this.name = 'FormRefusal';
  }
}

export type SubmitOptions = {
  /**
   * What success does next moves the shopper on (another page, another step): the button stays busy until then,
   * so it is not pressed twice. A failure always frees it.
   */
  staysBusy?: boolean;
};

/**
 * One form's sending state: its values (text fields), a message per field, the form's own message and the busy
 * flag. `submit` shows the client-side refusals first (the domain rules' messages) and only then calls the API; a
 * refusal naming a field of this form goes under that field, any other above the form (the API's words, or the
 * spec's 'Oops! Something went wrong!' when it gave none). Either way focus moves to the first field to fix.
 */
export function useFormSubmit<T extends Record<string, string> = Record<never, string>>(
  initial: T = {} as T,
) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  /** Shows the fields' messages now (fields that appear with them included), then focuses the first to fix. */
  function showFieldErrors(messages: FieldMessages) {
    flushSync(() => setErrors(messages));
    focusFirstToFix(formRef.current, Object.keys(messages));
  }

  /** Forgets a field's message once the shopper edits it. */
  const clearError = useCallback(
    (name: string) =>
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _, ...rest } = current;
        return rest;
      }),
    [],
  );

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

  /** How a failed call shows: under the fields it names, or above the form. */
  function showFailure(error: unknown) {
    if (error instanceof FormRefusal) {
      if (Object.keys(error.fields).length > 0) showFieldErrors(error.fields);
      else setFormError(error.message);
      return;
    }
    const failure = apiFailure(error);
    if (failure.field && failure.field in values) showFieldErrors({ [failure.field]: failure.message });
    else setFormError(failure.message);
  }

  async function submit(
    found: FieldErrors,
    call: () => Promise<void>,
    { staysBusy = false }: SubmitOptions = {},
  ): Promise<boolean> {
    const bad = messagesOf(found);
    setFormError(null);
    if (Object.keys(bad).length > 0) {
      showFieldErrors(bad);
      return false;
    }
    setErrors({});
    setBusy(true);
    try {
      await call();
      if (!staysBusy) setBusy(false);
      return true;
    } catch (error) {
      setBusy(false);
      // The shell has already sent the shopper to the code check (spec §4).
      if (apiFailure(error).code !== 'otp_required') showFailure(error);
      return false;
    }
  }

  return {
    values,
    setValues,
    errors,
    setErrors,
    clearError,
    formError,
    setFormError,
    busy,
    field,
    submit,
    formRef,
  };
}

/** The messages among what the checks found (a field that is fine has none). */
function messagesOf(found: FieldErrors): FieldMessages {
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as FieldMessages;
}

/** Focuses the form's first field to fix, in the form's order: marked invalid, or named by a message. */
function focusFirstToFix(form: HTMLFormElement | null, names: string[]): void {
  const named = names.map((name) => `[name="${name}"]`);
  form?.querySelector<HTMLElement>(['[aria-invalid="true"]', ...named].join(', '))?.focus();
}
