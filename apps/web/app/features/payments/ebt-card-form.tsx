import { cardBrand, checkCardInput, paymentMessages, type SavedPaymentMethod } from '@pantry/domain';
import { type FormEvent, useState } from 'react';
import { FormActions, FormError, TextField } from '../../components/forms/field.tsx';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useFocusOnOpen } from '../addresses/index.ts';
import { addEbtCard, tokenizeCard } from './api.ts';
import {
  type CardFieldErrors,
  formatExpiry,
  groupCardNumber,
  parseExpiry,
  throwCardRefusal,
} from './card-fields.tsx';

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
  const form = useFormSubmit();
  useFocusOnOpen(form.formRef, true);
  const [expiry, setExpiry] = useState('');
  const { errors } = form;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const numberInput = event.currentTarget.elements.namedItem('ebtnumber') as HTMLInputElement;
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
    await form.submit(found, async () => {
      if (!checked.ok) return;
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
        throwCardRefusal(error);
      }
    });
  }

  return (
    <form
      ref={form.formRef}
      className="form-stack card-form"
      noValidate
      onSubmit={submit}
      aria-label="Add an EBT card"
    >
      <FormError message={form.formError} />
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
            form.clearError('number');
          }}
          onBlur={(event) => {
            const brand = cardBrand(event.currentTarget.value);
            if (brand && brand !== 'ebt')
              form.setErrors((now) => ({ ...now, number: paymentMessages.notEbtCard }));
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
            form.clearError('expiry');
            setExpiry(formatExpiry(event.target.value, expiry));
          }}
        />
      </div>
      <p className="mb-secure">
        EBT pays for SNAP-eligible groceries only; shipping, fees and other items go on your card. Your card
        number goes straight to our payment processor.
      </p>
      <FormActions
        busy={form.busy}
        busyLabel="Checking your card…"
        submitLabel="Save EBT card"
        onCancel={onCancel}
      />
    </form>
  );
}
