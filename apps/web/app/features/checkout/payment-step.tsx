import type { SavedPaymentMethod } from '@pantry/domain';
import { formatWireDollars } from '@pantry/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ref } from 'react';
import { Link } from 'react-router';
import type { SavedAddress } from '../addresses/index.ts';
import {
  CardForm,
  type CardFormHandle,
  ebtBalanceQuery,
  expiryText,
  paymentKeys,
} from '../payments/index.ts';
import {
  ebtAloneMessage,
  ebtMethod,
  NEW_CARD,
  type PaymentChoice,
  payingMethods,
} from './checkout-payment.ts';

function methodDetail(method: SavedPaymentMethod): string | null {
  const parts: string[] = [];
  const expiry = expiryText(method);
  if (expiry) parts.push(`Expires ${expiry}`);
  if (method.is_default) parts.push('Default');
  return parts.length ? parts.join(' · ') : null;
}

/**
 * Step 3: how to pay. Saved cards and wallets (expired cards shown, not choosable), 'Add a new card' (the card form
 * opens in place, with no button of its own: Place order saves the typed card through `cardForm` and pays with
 * it), and EBT for eligible items when an EBT card is on file.
 */
export function PaymentStep({
  methods,
  choice,
  onChange,
  addresses,
  initialName,
  cardForm,
  onPlace,
}: {
  methods: readonly SavedPaymentMethod[];
  choice: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
  addresses?: readonly SavedAddress[];
  initialName?: { firstname: string | null; lastname: string | null };
  cardForm?: Ref<CardFormHandle>;
  /** Enter in the card form places the order, as the page's one button does. */
  onPlace?: () => void;
}) {
  const client = useQueryClient();
  const paying = payingMethods(methods);
  const expired = methods.filter((method) => method.expired && method.payment_type !== 'ebt');
  const ebt = ebtMethod(methods);
  const ebtAlone = ebtAloneMessage(methods);
  const ebtBalance = useQuery({ ...ebtBalanceQuery(), enabled: Boolean(ebt) });
  const pick = (methodId: PaymentChoice['methodId']) => onChange({ ...choice, methodId });

  return (
    <div className="form-stack">
      <fieldset className="mb-fieldset">
        <legend className="sr-only">Choose how to pay</legend>
        <div className="mb-options">
          {paying.map((method) => (
            <label key={method.id} className="mb-option">
              <input
                type="radio"
                name="checkout-payment"
                value={method.id}
                checked={choice.methodId === method.id}
                onChange={() => pick(method.id)}
              />
              <span>
                {method.cc_label}
                {methodDetail(method) ? (
                  <span className="mb-option-detail">{methodDetail(method)}</span>
                ) : null}
              </span>
            </label>
          ))}
          <label className="mb-option">
            <input
              type="radio"
              name="checkout-payment"
              value={NEW_CARD}
              checked={choice.methodId === NEW_CARD}
              onChange={() => pick(NEW_CARD)}
            />
            <span>Add a new card</span>
          </label>
        </div>
      </fieldset>
      {expired.length > 0 ? (
        <p className="summary-note">
          {expired.map((method) => method.cc_label).join(', ')}
          {expired.length === 1 ? ' has expired.' : ' have expired.'}{' '}
          <Link to="/account/payment-methods">Manage payment methods</Link>
        </p>
      ) : null}
      {choice.methodId === NEW_CARD ? (
        <CardForm
          ref={cardForm}
          withoutActions
          onEnter={onPlace}
          addresses={addresses}
          initialName={initialName}
          onSaved={async (card) => {
            await client.invalidateQueries({ queryKey: paymentKeys.methods });
            onChange({ ...choice, methodId: card.id });
          }}
        />
      ) : null}
      {ebt ? (
        <div className="checkout-ebt">
          <label className="mb-check">
            <input
              type="checkbox"
              checked={choice.withEbt}
              // EBT alone cannot pay (spec §8), but the card being typed above will be on file when it does.
              disabled={ebtAlone !== null && choice.methodId !== NEW_CARD}
              aria-describedby="checkout-ebt-note"
              onChange={(event) => onChange({ ...choice, withEbt: event.target.checked })}
            />
            Pay for SNAP-eligible items with {ebt.cc_label}
          </label>
          <p id="checkout-ebt-note" className="summary-note">
            {ebtAlone ??
              'EBT pays for eligible food, up to its balance; shipping, tax, fees and other items go on the method chosen above.'}
            {ebtBalance.data?.balance !== undefined
              ? ` Your EBT balance is ${formatWireDollars(ebtBalance.data.balance)}.`
              : null}
          </p>
        </div>
      ) : null}
    </div>
  );
}
