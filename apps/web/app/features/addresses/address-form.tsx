import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { FormActions, FormError } from '../../components/forms/field.tsx';
import { ApiError } from '../../lib/http/client.ts';
import { AddressFields, type AddressKind, validateAddressValues } from './address-fields.tsx';
import {
  type AddressErrors,
  type AddressFieldName,
  type AddressValues,
  EMPTY_ADDRESS,
  serverFieldErrors,
} from './api.ts';

export { AddressFields, validateAddressValues } from './address-fields.tsx';

/**
 * A whole address form: the fields, 'Make this my default address', and a save button. The spec's messages show
 * under each field before anything is sent (validateAddress); the server's, field by field, if it refuses.
 */
export function AddressForm({
  initial = EMPTY_ADDRESS,
  initialDefault = false,
  showDefault = true,
  kind = 'shipping',
  submitLabel = 'Save address',
  onSubmit,
  onCancel,
  focusOnOpen = false,
}: {
  initial?: AddressValues;
  initialDefault?: boolean;
  showDefault?: boolean;
  kind?: AddressKind;
  submitLabel?: string;
  /** Sends the address; a thrown ApiError's field messages are shown under the fields. */
  onSubmit: (values: AddressValues, isDefault: boolean) => Promise<void>;
  onCancel?: () => void;
  /** Moves focus to the first field when the form opens in place of the button that opened it. */
  focusOnOpen?: boolean;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnOpen(formRef, focusOnOpen);
  const [values, setValues] = useState<AddressValues>(initial);
  const [isDefault, setIsDefault] = useState(initialDefault);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const clearError = useCallback(
    (name: AddressFieldName) =>
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _, ...rest } = current;
        return rest;
      }),
    [],
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const found = validateAddressValues(values, kind);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(event.currentTarget);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(values, isDefault);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFormError(error instanceof ApiError ? error.message : 'Oops! Something went wrong!');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="form-stack" noValidate onSubmit={submit}>
      <FormError message={formError} />
      <AddressFields values={values} onChange={setValues} errors={errors} kind={kind} onEdit={clearError} />
      {showDefault ? (
        <label className="mb-check">
          <input
            type="checkbox"
            name="is_default"
            checked={isDefault}
            onChange={(event) => setIsDefault(event.target.checked)}
          />
          Make this my default shipping address
        </label>
      ) : null}
      <FormActions busy={busy} busyLabel="Saving…" submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}

/** Moves focus to the first field the shopper has to fix (its message is read with it). */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  });
}

/** Focuses the form's first field once, when it opens (it replaced the button that had focus). */
export function useFocusOnOpen(form: React.RefObject<HTMLFormElement | null>, enabled: boolean): void {
  useEffect(() => {
    if (enabled) form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [enabled, form]);
}
