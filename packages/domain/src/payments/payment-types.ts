import { paymentMessages } from './messages.ts';

/**
 * Payment types besides cards (account spec §3: 'Payment types: PayPal, Google Pay (Android Pay treated the same),
 * Apple Pay, EBT'; §5: 'Google Pay is usable only when the client reports present payment methods; otherwise
 * 'Google Pay not available''; §8: EBT needs another way to pay on file).
 */

export const paymentTypes = ['paypal', 'googlepay', 'applepay', 'ebt'] as const;
export type PaymentType = (typeof paymentTypes)[number];

/** What clients may send: the four types plus 'androidpay', Google Pay's old name. */
export const paymentTypeInputs = [...paymentTypes, 'androidpay'] as const;
export type PaymentTypeInput = (typeof paymentTypeInputs)[number];

/** Every kind of saved payment method: a card or one of the payment types. */
export type PaymentMethodKind = 'card' | PaymentType;

const labels: Record<PaymentType, string> = {
  paypal: 'PayPal',
  googlepay: 'Google Pay',
  applepay: 'Apple Pay',
  ebt: 'EBT',
};

/** 'androidpay' is Google Pay; case and spaces are ignored; anything unknown is null. */
export function normalizePaymentType(value: string): PaymentType | null {
  const type = value.trim().toLowerCase();
  if (type === 'androidpay') return 'googlepay';
  return (paymentTypes as readonly string[]).includes(type) ? (type as PaymentType) : null;
}

export function paymentTypeLabel(type: PaymentType): string {
  return labels[type];
}

export type Availability = { ok: true } | { ok: false; message: string };

/** Google Pay is offered only when the shopper's browser reports a card ready in Google Pay. */
export function googlePayAvailability(hasPresentMethods: boolean): Availability {
  return hasPresentMethods ? { ok: true } : { ok: false, message: paymentMessages.googlePayUnavailable };
}

/**
 * EBT pays only for eligible food; shipping, fees and other items need another method, so an order with EBT needs
 * at least one other saved way to pay.
 */
export function ebtAvailability(kinds: readonly PaymentMethodKind[]): Availability {
  return kinds.some((kind) => kind !== 'ebt')
    ? { ok: true }
    : { ok: false, message: paymentMessages.ebtNeedsAlternative };
}
