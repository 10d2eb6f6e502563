import { type FormEvent, type ReactNode, useState } from 'react';
import { apiFailure } from '../../lib/http/client.ts';

/**
 * One console form's sending state: busy while its call is out, the call's refusal shown above the buttons
 * (announced), and nothing sent twice. `run` answers whether the call went through.
 */
export function useConsoleForm() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<unknown>): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    setError(null);
    try {
      await call();
      return true;
    } catch (failure) {
      setError(apiFailure(failure).message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (call: (form: FormData) => Promise<unknown>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(() => call(form));
  };
  return { busy, error, setError, run, onSubmit };
}

/** The form's refusal, read out when it appears. */
export function ConsoleFormError({ message }: { message: string | null }) {
  return (
    <p role="alert" className={message ? 'console-error' : 'console-error is-empty'}>
      {message}
    </p>
  );
}

/** A submit button that says it is working while the call is out. */
export function ConsoleSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="console-button" disabled={busy} aria-busy={busy || undefined}>
      {busy ? 'Please wait…' : children}
    </button>
  );
}

/** A labelled field; the label's text is the field's name for assistive technology. */
export function ConsoleField({
  label,
  hint,
  children,
  id,
}: {
  label: string;
  hint?: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p className="console-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A form field's text, trimmed ('' when missing). */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}
