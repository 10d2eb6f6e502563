import { cardBrand, checkCardInput, paymentMessages, type SavedPaymentMethod } from '@pantry/domain';
import { type FormEvent, useRef, useState } from 'react';
import { FormActions, FormError, TextField } from '../../components/forms/field.tsx';
import { ApiError } from '../../lib/http/client.ts';
import { focusFirstError, useFocusOnOpen } from '../addresses/index.ts';
import { addEbtCard, tokenizeCard } from './api.ts';
import {
  type CardFieldErrors,
  fieldOfMessage,
  formatExpiry,
  groupCardNumber,
  parseExpiry,
} from './card-fields.tsx';

const GENERIC = 'Oops! Something went wrong!';

/**
 * Adds the shopper's EBT (SNAP benefits) card: its number and the expiry printed on it, no security code (EBT
 * cards have none; the PIN is the issuer's business). The number goes to the gateway's tokenising endpoint only,
 * then POST /account/payment-type saves it as the EBT payment type (a new EBT card replaces the old one).
 */
export function EbtCardForm({
  onSaved,
  onCancel,
}: {
  onSaved: (card: SavedPaymentMethod) => void | Promise<void>;
  onCancel?: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnOpen(formRef, true);
  const [expiry, setExpiry] = useState('');
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const numberInput = form.elements.namedItem('ebtnumber') as HTMLInputElement;
    setFormError(null);
    const exp = parseExpiry(expiry);
    const checked = checkCardInput({
      number: numberInput.value,
      expMonth: exp?.month ?? '',
      expYear: exp?.year ?? '',
    });
    const found: CardFieldErrors = {};
    const brand = cardBrand(numberInput.value);
    if (brand && brand !== 'ebt') found.number = paymentMessages.notEbtCard;
    else if (!checked.ok && checked.field === 'number') found.number = checked.message;
    else if (!exp) found.expiry = "Your card's expiration date is incomplete.";
    else if (!checked.ok) found.expiry = checked.message;
    setErrors(found);
    if (!checked.ok || Object.keys(found).length > 0) {
      focusFirstError(form);
      return;
    }
    setBusy(true);
    try {
      const { token } = await tokenizeCard({
        number: checked.card.number,
        exp_month: checked.card.expMonth,
        exp_year: checked.card.expYear,
        cvc: '',
      });
      numberInput.value = '';
      const card = await addEbtCard(token);
      setExpiry('');
      await onSaved(card);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : GENERIC;
      const field = fieldOfMessage(message);
      if (field) setErrors({ [field]: message });
      else setFormError(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={formRef}
      className="form-stack card-form"
      noValidate
      onSubmit={submit}
      aria-label="Add an EBT card"
    >
      <FormError message={formError} />
      <div className="form-row">
        <TextField
          label="EBT card number"
          name="ebtnumber"
          inputMode="numeric"
          autoComplete="off"
          placeholder="5077 0000 0000 0000"
          maxLength={23}
          spellCheck={false}
          error={errors.number ?? null}
          onInput={(event) => {
            const input = event.currentTarget;
            if (input.selectionStart === input.value.length) input.value = groupCardNumber(input.value);
            if (errors.number) setErrors(({ number: _, ...rest }) => rest);
          }}
          onBlur={(event) => {
            const brand = cardBrand(event.currentTarget.value);
            if (brand && brand !== 'ebt')
              setErrors((now) => ({ ...now, number: paymentMessages.notEbtCard }));
          }}
        />
        <TextField
          label="Expiration (MM/YY)"
          name="ebt-exp"
          inputMode="numeric"
          autoComplete="off"
          placeholder="MM/YY"
          maxLength={7}
          value={expiry}
          error={errors.expiry ?? null}
          onChange={(event) => {
            if (errors.expiry) setErrors(({ expiry: _, ...rest }) => rest);
            setExpiry(formatExpiry(event.target.value, expiry));
          }}
        />
      </div>
      <p className="mb-secure">
        EBT pays for SNAP-eligible groceries only; shipping, fees and other items go on your card. Your card
        number goes straight to our payment processor.
      </p>
      <FormActions
        busy={busy}
        busyLabel="Checking your card…"
        submitLabel="Save EBT card"
        onCancel={onCancel}
      />
    </form>
  );
}
