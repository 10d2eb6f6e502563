import {
  type BillingAddress,
  type CardBrand,
  checkCardInput,
  type SavedPaymentMethod,
  validateBillingAddress,
} from '@pantry/domain';
import { useState } from 'react';
import { ApiError } from '../../lib/http/client.ts';
import { FormRefusal, useFormSubmit } from '../../lib/use-form-submit.ts';
import { type AddressValues, EMPTY_ADDRESS, type SavedAddress, valuesOf } from '../addresses/index.ts';
import { saveCard, tokenizeCard } from './api.ts';
import {
  CARD_NUMBER_NAME,
  type CardFieldErrors,
  CVC_NAME,
  cardFieldOf,
  parseExpiry,
  throwCardRefusal,
} from './card-fields.tsx';

type CheckedCard = Extract<ReturnType<typeof checkCardInput>, { ok: true }>['card'];

/** A tokenised card not saved yet (a visitor starting a trial saves it once the account exists). */
export type TokenizedCard = { token: string; billing: BillingAddress; brand: CardBrand; last4: string };

/**
 * The add-a-card form's state and its one action, `complete`: check the typed card and the billing address,
 * tokenise the card and save it (or hand the token over, with `onTokenized`). The billing address is the hook's
 * values; the card's number and code stay in their inputs (card-fields.tsx).
 */
export function useCardForm({
  addresses,
  initialName,
  onSaved,
  onTokenized,
}: {
  addresses: readonly SavedAddress[];
  initialName?: { firstname: string | null; lastname: string | null };
  onSaved?: (card: SavedPaymentMethod) => void | Promise<void>;
  onTokenized?: (card: TokenizedCard) => void | Promise<void>;
}) {
  const form = useFormSubmit<AddressValues>({
    ...EMPTY_ADDRESS,
    firstname: initialName?.firstname ?? '',
    lastname: initialName?.lastname ?? '',
  });
  const shipping = addresses.find((address) => address.is_default) ?? addresses[0];
  const [sameAsShipping, setSameAsShipping] = useState(Boolean(shipping));
  const [expiry, setExpiry] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  // A new key gives the card fields new, empty inputs (and forgets the brand) once the gateway has the card.
  const [cardKey, setCardKey] = useState(0);

  /** The shipping address will not do as the billing one: its fields show, filled from it, to be fixed. */
  function billFromFields() {
    if (sameAsShipping && shipping) form.setValues(valuesOf(shipping));
    setSameAsShipping(false);
  }

  /** Answers the saved card, or null when something is wrong (the form shows it) or the card was handed over. */
  async function complete(element: HTMLFormElement): Promise<SavedPaymentMethod | null> {
    const numberInput = element.elements.namedItem(CARD_NUMBER_NAME) as HTMLInputElement;
    const cvcInput = element.elements.namedItem(CVC_NAME) as HTMLInputElement;
    const { checked, errors } = checkTypedCard(numberInput.value, expiry, cvcInput.value);
    const bill = validateBillingAddress(sameAsShipping && shipping ? valuesOf(shipping) : form.values);
    if (!bill.ok) billFromFields();
    let saved: SavedPaymentMethod | null = null;
    await form.submit({ ...errors, ...(bill.ok ? {} : bill.errors) }, async () => {
      if (!checked.ok || !bill.ok) return;
      const { card } = checked;
      const token = await tokenise(card, cvcInput.value.trim());
      // The gateway has the card now: the number and code leave the page.
      numberInput.value = '';
      cvcInput.value = '';
      setExpiry('');
      setCardKey((key) => key + 1);
      try {
        if (onTokenized) {
          await onTokenized({ token, billing: bill.address, brand: card.brand, last4: card.last4 });
          return;
        }
        saved = await saveCard(token, bill.address, isDefault);
        await onSaved?.(saved);
      } catch (error) {
        saved = null;
        throw saveRefusal(error, billFromFields);
      }
    });
    return saved;
  }

  const billing = { shipping, sameAsShipping, setSameAsShipping };
  return { form, billing, expiry, setExpiry, isDefault, setIsDefault, cardKey, complete };
}

/** The typed card as the gateway would take it, and what is wrong with it field by field. */
function checkTypedCard(number: string, expiry: string, cvc: string) {
  const exp = parseExpiry(expiry);
  const checked = checkCardInput({ number, expMonth: exp?.month ?? '', expYear: exp?.year ?? '', cvc });
  const errors: CardFieldErrors = {};
  if (!exp) errors.expiry = "Your card's expiration date is incomplete.";
  else if (!checked.ok) errors[cardFieldOf(checked.field)] = checked.message;
  if (!checked.ok && checked.field === 'number') errors.number = checked.message;
  return { checked: exp ? checked : ({ ok: false } as const), errors };
}

/** The gateway's token for the checked card; its refusals go under the card's fields they are about. */
async function tokenise(card: CheckedCard, cvc: string): Promise<string> {
  const { token } = await tokenizeCard({
    number: card.number,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    cvc,
  }).catch(throwCardRefusal);
  return token;
}

/** POST /account/cc names a refused billing field in its message: 'Invalid street1: This is a required field.' */
function billingFieldError(error: unknown): Partial<Record<keyof AddressValues, string>> | null {
  if (!(error instanceof ApiError)) return null;
  const match = /^Invalid (\w+): (.+)$/.exec(error.message);
  if (!match || !(match[1]! in EMPTY_ADDRESS)) return null;
  return { [match[1]!]: match[2]! };
}

/**
 * How a failed save shows: a refused billing field under that field (`showBillingFields` brings the fields back
 * when the shipping address stood in for them), a declined or expired card (402) as the issuer words it, asking for
 * another card; anything else as the form shows any failure.
 */
function saveRefusal(error: unknown, showBillingFields: () => void): unknown {
  const fields = billingFieldError(error);
  if (fields) {
    showBillingFields();
    return new FormRefusal('', fields);
  }
  if (!(error instanceof ApiError)) return error;
  return new FormRefusal(`${error.message}${error.status === 402 ? ' Please try another card.' : ''}`);
}
