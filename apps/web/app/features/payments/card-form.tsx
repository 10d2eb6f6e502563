import {
  type BillingAddress,
  type CardBrand,
  checkCardInput,
  type SavedPaymentMethod,
  validateBillingAddress,
} from '@pantry/domain';
import {
  type FormEvent,
  type KeyboardEvent,
  type Ref,
  useCallback,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { FormActions, FormError } from '../../components/forms/field.tsx';
import { ApiError } from '../../lib/http/client.ts';
import {
  type AddressErrors,
  type AddressFieldName,
  AddressFields,
  type AddressValues,
  EMPTY_ADDRESS,
  focusFirstError,
  type SavedAddress,
  useFocusOnOpen,
  valuesOf,
} from '../addresses/index.ts';
import { saveCard, tokenizeCard } from './api.ts';
import {
  CARD_NUMBER_NAME,
  type CardFieldErrors,
  CardFields,
  CVC_NAME,
  cardFieldOf,
  fieldOfMessage,
  parseExpiry,
} from './card-fields.tsx';

/** A tokenised card not saved yet (a visitor starting a trial saves it once the account exists). */
export type TokenizedCard = { token: string; billing: BillingAddress; brand: CardBrand; last4: string };

const GENERIC = 'Oops! Something went wrong!';

/**
 * What a page can ask of the form without its own button: checkout's 'Place order' saves the typed card this way
 * and pays with it. `save` answers the saved card, or null when the form shows what is wrong (focus moved there).
 */
export type CardFormHandle = { save: () => Promise<SavedPaymentMethod | null> };

/**
 * Adds a card: number (brand shown), expiry, security code and the billing address, or 'same as my shipping
 * address'. The number and code go to the gateway's tokenising endpoint only (POST /payment-gateway/test/tokens);
 * POST /account/cc then saves the token with the billing address. Declined and expired cards come back from that
 * save (402) and are shown as the issuer words them.
 */
export function CardForm({
  addresses = [],
  initialName,
  showDefault = false,
  submitLabel = 'Save card',
  onSaved,
  onTokenized,
  onCancel,
  focusOnOpen = false,
  ref,
  withoutActions = false,
  onEnter,
}: {
  /** Saved shipping addresses: the default one is offered as the billing address. */
  addresses?: readonly SavedAddress[];
  initialName?: { firstname: string | null; lastname: string | null };
  showDefault?: boolean;
  submitLabel?: string;
  onSaved?: (card: SavedPaymentMethod) => void | Promise<void>;
  /** When given, the card is tokenised only and handed over instead of saved. */
  onTokenized?: (card: TokenizedCard) => void | Promise<void>;
  onCancel?: () => void;
  /** Moves focus to the card number when the form opens in place of the button that opened it. */
  focusOnOpen?: boolean;
  /** Set by a page that saves the card with its own button (checkout's Place order). */
  ref?: Ref<CardFormHandle>;
  /** No Save button: the page's own button saves the card through `ref`. */
  withoutActions?: boolean;
  /** Enter in a field, when the form has no button of its own: the page's button is pressed instead. */
  onEnter?: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useImperativeHandle(ref, () => ({
    save: () => (formRef.current ? complete(formRef.current) : Promise.resolve(null)),
  }));
  useFocusOnOpen(formRef, focusOnOpen);
  const shipping = addresses.find((address) => address.is_default) ?? addresses[0];
  const [sameAsShipping, setSameAsShipping] = useState(Boolean(shipping));
  const [billing, setBilling] = useState<AddressValues>({
    ...EMPTY_ADDRESS,
    firstname: initialName?.firstname ?? '',
    lastname: initialName?.lastname ?? '',
  });
  const [expiry, setExpiry] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [cardErrors, setCardErrors] = useState<CardFieldErrors>({});
  const [billingErrors, setBillingErrors] = useState<AddressErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new key gives the card fields new, empty inputs (and forgets the brand) once the gateway has the card.
  const [cardKey, setCardKey] = useState(0);

  const clearBillingError = useCallback(
    (name: AddressFieldName) =>
      setBillingErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _, ...rest } = current;
        return rest;
      }),
    [],
  );
  const clearCardError = (name: keyof CardFieldErrors) =>
    setCardErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _, ...rest } = current;
      return rest;
    });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (withoutActions) onEnter?.();
    else await complete(event.currentTarget);
  }

  /**
   * Checks the typed card, tokenises it and saves it (or hands the token over, with `onTokenized`); answers the
   * saved card, or null when something is wrong, which the form then shows.
   */
  async function complete(form: HTMLFormElement): Promise<SavedPaymentMethod | null> {
    const numberInput = form.elements.namedItem(CARD_NUMBER_NAME) as HTMLInputElement;
    const cvcInput = form.elements.namedItem(CVC_NAME) as HTMLInputElement;
    setFormError(null);

    const exp = parseExpiry(expiry);
    const checked = checkCardInput({
      number: numberInput.value,
      expMonth: exp?.month ?? '',
      expYear: exp?.year ?? '',
      cvc: cvcInput.value,
    });
    const nextCardErrors: CardFieldErrors = {};
    if (!exp) nextCardErrors.expiry = "Your card's expiration date is incomplete.";
    else if (!checked.ok) nextCardErrors[cardFieldOf(checked.field)] = checked.message;
    if (!checked.ok && checked.field === 'number') nextCardErrors.number = checked.message;
    const bill = validateBillingAddress(sameAsShipping && shipping ? valuesOf(shipping) : billing);
    setCardErrors(nextCardErrors);
    setBillingErrors(bill.ok ? {} : bill.errors);
    if (!checked.ok || !exp || !bill.ok) {
      if (!bill.ok && sameAsShipping && shipping) {
        setBilling(valuesOf(shipping));
        setSameAsShipping(false);
      }
      focusFirstError(form);
      return null;
    }

    setBusy(true);
    let token: string;
    try {
      ({ token } = await tokenizeCard({
        number: checked.card.number,
        exp_month: checked.card.expMonth,
        exp_year: checked.card.expYear,
        cvc: cvcInput.value.trim(),
      }));
    } catch (error) {
      setBusy(false);
      const message = error instanceof ApiError ? error.message : GENERIC;
      const field = fieldOfMessage(message);
      if (field) setCardErrors({ [field]: message });
      else setFormError(message);
      return null;
    }
    // The gateway has the card now: the number and code leave the page.
    numberInput.value = '';
    cvcInput.value = '';
    setExpiry('');
    setCardKey((key) => key + 1);
    try {
      const done = { token, billing: bill.address, brand: checked.card.brand, last4: checked.card.last4 };
      if (onTokenized) {
        await onTokenized(done);
        return null;
      }
      const card = await saveCard(token, bill.address, isDefault);
      await onSaved?.(card);
      return card;
    } catch (error) {
      const fields = billingFieldError(error);
      if (fields) {
        if (sameAsShipping && shipping) setBilling(valuesOf(shipping));
        setBillingErrors(fields);
        setSameAsShipping(false);
        focusFirstError(form);
      } else if (error instanceof ApiError) {
        setFormError(`${error.message}${error.status === 402 ? ' Please try another card.' : ''}`);
      } else setFormError(GENERIC);
      return null;
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
      onKeyDown={withoutActions ? (event) => enterPressesPageButton(event, onEnter) : undefined}
      aria-label="Add a card"
    >
      <FormError message={formError} />
      <CardFields
        key={cardKey}
        expiry={expiry}
        onExpiryChange={setExpiry}
        errors={cardErrors}
        onEdit={clearCardError}
      />
      <fieldset className="mb-fieldset">
        <legend>Billing address</legend>
        {shipping ? (
          <div className="mb-options">
            <label className="mb-option">
              <input
                type="radio"
                name="billing-choice"
                checked={sameAsShipping}
                onChange={() => setSameAsShipping(true)}
              />
              <span>
                Same as my shipping address
                <span className="mb-option-detail">
                  {shipping.street1}, {shipping.city}, {shipping.region_code} {shipping.postcode}
                </span>
              </span>
            </label>
            <label className="mb-option">
              <input
                type="radio"
                name="billing-choice"
                checked={!sameAsShipping}
                onChange={() => setSameAsShipping(false)}
              />
              <span>Use a different billing address</span>
            </label>
          </div>
        ) : null}
        {!sameAsShipping || !shipping ? (
          <AddressFields
            values={billing}
            onChange={setBilling}
            errors={billingErrors}
            kind="billing"
            onEdit={clearBillingError}
          />
        ) : null}
      </fieldset>
      {showDefault ? (
        <label className="mb-check">
          <input
            type="checkbox"
            checked={isDefault}
            onChange={(event) => setIsDefault(event.target.checked)}
          />
          Make this my default card
        </label>
      ) : null}
      <p className="mb-secure">
        Your card number goes straight to our payment processor; Pantry never stores it.
      </p>
      {withoutActions ? null : (
        <FormActions
          busy={busy}
          busyLabel="Checking your card…"
          submitLabel={submitLabel}
          onCancel={onCancel}
        />
      )}
    </form>
  );
}

/**
 * A form of several fields without a submit button is never submitted by Enter (HTML implicit submission), so
 * Enter in one of its text fields presses the page's button itself.
 */
function enterPressesPageButton(event: KeyboardEvent<HTMLFormElement>, onEnter: (() => void) | undefined) {
  const field = event.target;
  if (event.key !== 'Enter' || !onEnter || !(field instanceof HTMLInputElement)) return;
  if (field.type === 'checkbox' || field.type === 'radio') return;
  event.preventDefault();
  onEnter();
}

/** POST /account/cc names a refused billing field in its message: 'Invalid street1: This is a required field.' */
function billingFieldError(error: unknown): AddressErrors | null {
  if (!(error instanceof ApiError)) return null;
  const match = /^Invalid (\w+): (.+)$/.exec(error.message);
  if (!match || !(match[1]! in EMPTY_ADDRESS)) return null;
  return { [match[1]!]: match[2]! };
}
