import { choosePaymentMethod, ebtAvailability, type SavedPaymentMethod } from '@pantry/domain';
import type { CheckoutCart } from './api.ts';

/**
 * Checkout's payment choice. EBT never pays a whole order (it covers eligible food only), so the choice is one
 * method that pays (a card or a wallet) plus, optionally, EBT for the eligible items.
 */

export const NEW_CARD = 'new' as const;

export type PaymentChoice = {
  /** The saved method paying (the rest, with EBT); NEW_CARD while a card is being added; null when none is chosen. */
  methodId: number | typeof NEW_CARD | null;
  withEbt: boolean;
};

/** Methods that can pay today besides EBT: unexpired cards and wallets. */
export function payingMethods(methods: readonly SavedPaymentMethod[]): SavedPaymentMethod[] {
  return methods.filter((method) => method.payment_type !== 'ebt' && !method.expired);
}

export function ebtMethod(methods: readonly SavedPaymentMethod[]): SavedPaymentMethod | undefined {
  return methods.find((method) => method.payment_type === 'ebt' && !method.expired);
}

/**
 * Spec §4 'the autoship cart method, then the cart's payment type, then the default card, then the last card'
 * (the domain's choosePaymentMethod). When that is EBT, EBT is ticked and the same order picks what pays the rest.
 * Nothing saved that can pay opens the new-card form; wallets only, with no cart payment type, choose nothing.
 */
export function initialPaymentChoice(
  methods: readonly SavedPaymentMethod[],
  cart: Partial<Pick<CheckoutCart, 'payment_type' | 'autoship_payment_method_id'>> | undefined,
): PaymentChoice {
  const ctx = {
    autoshipMethodId: cart?.autoship_payment_method_id ?? null,
    cartPaymentType: cart?.payment_type ?? null,
  };
  const paying = payingMethods(methods);
  const first = choosePaymentMethod(methods, ctx);
  const withEbt = first?.payment_type === 'ebt';
  const chosen = withEbt ? choosePaymentMethod(paying, ctx) : first;
  if (chosen) return { methodId: chosen.id, withEbt };
  return { methodId: paying.length === 0 ? NEW_CARD : null, withEbt };
}

/** Spec §8: EBT alone is refused, in these words, until another way to pay is saved. */
export function ebtAloneMessage(methods: readonly SavedPaymentMethod[]): string | null {
  if (!ebtMethod(methods)) return null;
  const check = ebtAvailability(payingMethods(methods).map((method) => method.payment_type));
  return check.ok ? null : check.message;
}
