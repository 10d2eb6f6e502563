import { type CardBrand, type CardField, cardBrand, cardDigits, paymentMessages } from '@pantry/domain';
import { useState } from 'react';
import { TextField } from '../../components/forms/field.tsx';
import { apiFailure } from '../../lib/http/client.ts';
import { FormRefusal } from '../../lib/use-form-submit.ts';

/**
 * The card's own fields. The number and the security code live in their inputs only (uncontrolled): React state
 * holds the brand read from the first digits, never the digits themselves, and the form reads the inputs once,
 * when it sends them to the gateway, then empties them.
 */

export type CardFieldErrors = Partial<Record<'number' | 'expiry' | 'cvc', string>>;

const brandNames: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american express': 'American Express',
  discover: 'Discover',
  ebt: 'EBT card',
};

export function brandName(brand: CardBrand): string {
  return brandNames[brand];
}

/** The badge inside the number field has room for a short name. */
const badgeNames: Record<CardBrand, string> = { ...brandNames, 'american express': 'Amex', ebt: 'EBT' };

/** '4242 4242 4242 4242'; American Express '3782 822463 10005'. */
export function groupCardNumber(raw: string): string {
  const digits = cardDigits(raw).replace(/\D/g, '').slice(0, 19);
  const groups = cardBrand(digits) === 'american express' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** 'MM/YY' (or 'MM/YYYY', '0128', 'M/YY') into month and year text for checkCardInput; null when unreadable. */
export function parseExpiry(text: string): { month: string; year: string } | null {
  const clean = text.replace(/\s/g, '');
  const match = /^(\d{1,2})\/?(\d{2}|\d{4})$/.exec(clean);
  if (!match) return null;
  return { month: match[1]!, year: match[2]! };
}

/** Which of our fields a gateway message belongs to (tokenising answers the message, not the field). */
export function fieldOfMessage(message: string): keyof CardFieldErrors | null {
  const byField: Record<keyof CardFieldErrors, string[]> = {
    number: [
      paymentMessages.invalidNumber,
      paymentMessages.incorrectNumber,
      paymentMessages.unsupportedBrand,
    ],
    expiry: [paymentMessages.invalidExpMonth, paymentMessages.invalidExpYear, paymentMessages.pastExpiry],
    cvc: [paymentMessages.invalidCvc],
  };
  for (const [field, messages] of Object.entries(byField)) {
    if (messages.includes(message)) return field as keyof CardFieldErrors;
  }
  return null;
}

/** A gateway's refusal under the card field it is about, when it is about one; anything else as it is. */
export function throwCardRefusal(error: unknown): never {
  const { message } = apiFailure(error);
  const field = fieldOfMessage(message);
  throw field ? new FormRefusal(message, { [field]: message }) : error;
}

export function cardFieldOf(field: CardField): keyof CardFieldErrors {
  return field === 'exp_month' || field === 'exp_year' ? 'expiry' : field;
}

/** The inputs' names: the form reads the number and the code from its elements when it sends them. */
export const CARD_NUMBER_NAME = 'cardnumber';
export const CVC_NAME = 'cvc';

export function CardFields({
  expiry,
  onExpiryChange,
  errors,
  onEdit,
}: {
  expiry: string;
  onExpiryChange: (value: string) => void;
  errors: CardFieldErrors;
  /** A field was edited: its old message no longer applies. */
  onEdit?: (field: keyof CardFieldErrors) => void;
}) {
  const [brand, setBrand] = useState<CardBrand | null>(null);

  return (
    <div className="form-stack">
      <div className="card-number-field">
        <TextField
          label="Card number"
          name={CARD_NUMBER_NAME}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          spellCheck={false}
          error={errors.number ?? null}
          hint={
            <span aria-live="polite">
              {brand ? `${brandName(brand)}` : 'Visa, Mastercard, American Express or Discover'}
            </span>
          }
          onInput={(event) => {
            const input = event.currentTarget;
            const atEnd = input.selectionStart === input.value.length;
            const grouped = groupCardNumber(input.value);
            // Regroup only while typing at the end, so editing in the middle keeps the caret where it is.
            if (atEnd && grouped !== input.value) input.value = grouped;
            setBrand(cardBrand(input.value));
            onEdit?.('number');
          }}
        />
        {brand ? (
          <span className={`card-brand card-brand-${brand.replace(' ', '-')}`} aria-hidden="true">
            {badgeNames[brand]}
          </span>
        ) : null}
      </div>
      <div className="form-row">
        <TextField
          label="Expiration (MM/YY)"
          name="cc-exp"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={7}
          value={expiry}
          error={errors.expiry ?? null}
          onChange={(event) => {
            onEdit?.('expiry');
            onExpiryChange(formatExpiry(event.target.value, expiry));
          }}
        />
        <TextField
          label="Security code"
          name={CVC_NAME}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={brand === 'american express' ? '4 digits' : '3 digits'}
          maxLength={4}
          error={errors.cvc ?? null}
          onInput={() => onEdit?.('cvc')}
          hint="On the back of the card (front for American Express)"
        />
      </div>
    </div>
  );
}

/** Adds the slash after the month as the shopper types ('12' → '12/'), and lets a backspace remove it. */
export function formatExpiry(next: string, previous: string): string {
  const digits = next.replace(/\D/g, '').slice(0, 6);
  if (next.length < previous.length) return next.replace(/[^\d/]/g, '');
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  if (digits.length >= 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}
