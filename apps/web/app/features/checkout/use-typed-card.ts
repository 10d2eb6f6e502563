import type { SavedPaymentMethod } from '@pantry/domain';
import { useRef, useState } from 'react';
import type { CardFormHandle } from '../payments/index.ts';

/** Said beside Place order when the typed card could not be saved; the card form says what is wrong. */
export const CHECK_CARD_TEXT = 'Please check your card details under Payment.';

/**
 * Place order with 'Add a new card' chosen: the card typed in the form is saved first (tokenised, then
 * POST /account/cc) and the order is paid with it, so the shopper never has to find a second button. One save at a
 * time; `saving` is true meanwhile, for the Place order button's progress.
 */
export function useTypedCard() {
  const cardForm = useRef<CardFormHandle>(null);
  const inFlight = useRef(false);
  const [saving, setSaving] = useState(false);

  async function saveTypedCard(): Promise<SavedPaymentMethod | null> {
    if (inFlight.current || !cardForm.current) return null;
    inFlight.current = true;
    setSaving(true);
    try {
      return await cardForm.current.save();
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  return { cardForm, saving, saveTypedCard };
}
