import { type FormEvent, useEffect, useState } from 'react';
import { FormActions, FormError } from '../../components/forms/field.tsx';
import { FormRefusal, useFormSubmit } from '../../lib/use-form-submit.ts';
import { AddressFields, type AddressKind, validateAddressValues } from './address-fields.tsx';
import { type AddressValues, EMPTY_ADDRESS, serverFieldErrors } from './api.ts';

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
  const form = useFormSubmit<AddressValues>(initial);
  useFocusOnOpen(form.formRef, focusOnOpen);
  const [isDefault, setIsDefault] = useState(initialDefault);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit(validateAddressValues(form.values, kind), async () => {
      try {
        await onSubmit(form.values, isDefault);
      } catch (error) {
        const fields = serverFieldErrors(error);
        throw Object.keys(fields).length > 0 ? new FormRefusal('', fields) : error;
      }
    });
  }

  return (
    <form ref={form.formRef} className="form-stack" noValidate onSubmit={submit}>
      <FormError message={form.formError} />
      <AddressFields
        values={form.values}
        onChange={form.setValues}
        errors={form.errors}
        kind={kind}
        onEdit={form.clearError}
      />
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
      <FormActions busy={form.busy} busyLabel="Saving…" submitLabel={submitLabel} onCancel={onCancel} />
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
