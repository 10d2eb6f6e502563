import { describe, expect, it } from 'vitest';
import { paymentMessages } from './messages.ts';
import {
  ebtAvailability,
  googlePayAvailability,
  normalizePaymentType,
  paymentTypeLabel,
} from './payment-types.ts';

describe('normalizePaymentType', () => {
  it("'PayPal, Google Pay (Android Pay treated the same), Apple Pay, EBT'", () => {
    expect(normalizePaymentType('paypal')).toBe('paypal');
    expect(normalizePaymentType('googlepay')).toBe('googlepay');
    expect(normalizePaymentType('androidpay')).toBe('googlepay');
    expect(normalizePaymentType(' AndroidPay ')).toBe('googlepay');
    expect(normalizePaymentType('applepay')).toBe('applepay');
    expect(normalizePaymentType('ebt')).toBe('ebt');
    expect(normalizePaymentType('bitcoin')).toBeNull();
    expect(normalizePaymentType('card')).toBeNull();
  });

  it('labels each type', () => {
    expect(paymentTypeLabel('paypal')).toBe('PayPal');
    expect(paymentTypeLabel('googlepay')).toBe('Google Pay');
    expect(paymentTypeLabel('applepay')).toBe('Apple Pay');
    expect(paymentTypeLabel('ebt')).toBe('EBT');
  });
});

describe('googlePayAvailability', () => {
  it("'Google Pay is usable only when the client reports present payment methods'", () => {
    expect(googlePayAvailability(true)).toEqual({ ok: true });
  });

  it("'otherwise 'Google Pay not available''", () => {
    expect(googlePayAvailability(false)).toEqual({ ok: false, message: 'Google Pay not available' });
  });
});

describe('ebtAvailability', () => {
  it('EBT needs another way to pay on file (spec §8)', () => {
    expect(ebtAvailability(['ebt'])).toEqual({ ok: false, message: paymentMessages.ebtNeedsAlternative });
    expect(ebtAvailability([])).toMatchObject({ ok: false });
    expect(ebtAvailability(['ebt', 'card'])).toEqual({ ok: true });
    expect(ebtAvailability(['paypal', 'ebt'])).toEqual({ ok: true });
    expect(paymentMessages.ebtNeedsAlternative).toBe(
      'Sorry, we cannot process your order without an alternative form of payment on file. You will be able to use your EBT card once an additional payment method is added.',
    );
  });
});
