import type { SavedPaymentMethod } from '@pantry/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { SavedAddress } from '../addresses/index.ts';
import { expiryText, paymentKeys } from './api.ts';
import { CardForm } from './card-form.tsx';

export const NEW_CARD = 'new';

/** The card to start with: the default usable card, else the first, else a new one. */
export function initialCardChoice(cards: readonly SavedPaymentMethod[]): string {
  return (cards.find((card) => card.is_default) ?? cards[0])?.token ?? NEW_CARD;
}

/**
 * Choose a saved card or add a new one (the new card's form opens in place). Once a card is saved it is chosen.
 * `selected` is the chosen card's token, or NEW_CARD.
 */
export function CardChooser({
  cards,
  selected,
  onSelect,
  addresses,
  initialName,
  legend = 'Choose a card',
}: {
  cards: readonly SavedPaymentMethod[];
  selected: string;
  onSelect: (token: string) => void;
  addresses?: readonly SavedAddress[];
  initialName?: { firstname: string | null; lastname: string | null };
  legend?: string;
}) {
  const client = useQueryClient();
  return (
    <div className="form-stack">
      {cards.length > 0 ? (
        <fieldset className="mb-fieldset">
          <legend>{legend}</legend>
          <div className="mb-options">
            {cards.map((card) => (
              <label key={card.id} className="mb-option">
                <input
                  type="radio"
                  name="payment-card"
                  value={card.token}
                  checked={selected === card.token}
                  onChange={() => onSelect(card.token)}
                />
                <span>
                  {card.cc_label}
                  <span className="mb-option-detail">
                    {expiryText(card) ? `Expires ${expiryText(card)}` : null}
                    {card.is_default ? ' · Default' : null}
                  </span>
                </span>
              </label>
            ))}
            <label className="mb-option">
              <input
                type="radio"
                name="payment-card"
                value={NEW_CARD}
                checked={selected === NEW_CARD}
                onChange={() => onSelect(NEW_CARD)}
              />
              <span>Add a new card</span>
            </label>
          </div>
        </fieldset>
      ) : null}
      {selected === NEW_CARD ? (
        <CardForm
          addresses={addresses}
          initialName={initialName}
          submitLabel="Save card"
          onSaved={async (card) => {
            await client.invalidateQueries({ queryKey: paymentKeys.methods });
            onSelect(card.token);
          }}
        />
      ) : null}
    </div>
  );
}
