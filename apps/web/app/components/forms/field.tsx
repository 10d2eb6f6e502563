import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

/**
 * A labelled input with its error under it. The error is tied to the input (aria-describedby, aria-invalid) so a
 * screen reader reads it with the field, and it uses the spec's message text as given.
 */
export function TextField({
  label,
  error,
  hint,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  name: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A submit button that says it is working (and cannot be pressed twice) while its request is out. */
export function SubmitButton({
  busy,
  children,
  busyLabel = 'Please wait…',
  className = 'button button-primary',
  disabled,
}: {
  busy: boolean;
  children: ReactNode;
  busyLabel?: string;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <button type="submit" className={className} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <span className="spinner" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** The form's own error (not a field's): announced when it appears. */
/** A form's button row: the submit button with its progress, and Cancel when the form can be closed. */
export function FormActions({
  busy,
  busyLabel,
  submitLabel,
  onCancel,
}: {
  busy: boolean;
  busyLabel: string;
  submitLabel: ReactNode;
  onCancel?: () => void;
}) {
  return (
    <div className="mb-actions">
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
      {onCancel ? (
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      ) : null}
    </div>
  );
}

export function FormError({ message }: { message: string | null | undefined }) {
  return (
    <div role="alert" className={message ? 'form-error' : 'form-error is-empty'}>
      {message}
    </div>
  );
}
