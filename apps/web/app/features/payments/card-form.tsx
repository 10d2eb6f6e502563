import type { SavedPaymentMethod } from '@pantry/domain';
import { type FormEvent, type KeyboardEvent, type Ref, useImperativeHandle } from 'react';
import { FormActions, FormError } from '../../components/forms/field.tsx';
import { type SavedAddress, useFocusOnOpen } from '../addresses/index.ts';
import { BillingAddressChoice } from './billing-address-choice.tsx';
import { CardFields } from './card-fields.tsx';
import { type TokenizedCard, useCardForm } from './use-card-form.ts';

export type { TokenizedCard } from './use-card-form.ts';

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
  const card = useCardForm({ addresses, initialName, onSaved, onTokenized });
  const { form } = card;
  useImperativeHandle(ref, () => ({
    save: () => (form.formRef.current ? card.complete(form.formRef.current) : Promise.resolve(null)),
  }));
  useFocusOnOpen(form.formRef, focusOnOpen);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (withoutActions) onEnter?.();
    else await card.complete(event.currentTarget);
  }

  return (
    <form
      ref={form.formRef}
      className="form-stack card-form"
      noValidate
      onSubmit={submit}
      onKeyDown={withoutActions ? (event) => enterPressesPageButton(event, onEnter) : undefined}
      aria-label="Add a card"
    >
      <FormError message={form.formError} />
      <CardFields
        key={card.cardKey}
        expiry={card.expiry}
        onExpiryChange={card.setExpiry}
        errors={form.errors}
        onEdit={form.clearError}
      />
      <BillingAddressChoice
        shipping={card.billing.shipping}
        sameAsShipping={card.billing.sameAsShipping}
        onSameAsShipping={card.billing.setSameAsShipping}
        values={form.values}
        onChange={form.setValues}
        errors={form.errors}
        onEdit={form.clearError}
      />
      {showDefault ? (
        <label className="mb-check">
          <input
            type="checkbox"
            checked={card.isDefault}
            onChange={(event) => card.setIsDefault(event.target.checked)}
          />
          Make this my default card
        </label>
      ) : null}
      <p className="mb-secure">
        Your card number goes straight to our payment processor; Pantry never stores it.
      </p>
      {withoutActions ? null : (
        <FormActions
          busy={form.busy}
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
